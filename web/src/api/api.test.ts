import { confirmSignIn, fetchAuthSession, signIn, signOut as amplifySignOut, signUp } from 'aws-amplify/auth';
import { ApiError, toApiError } from './api-error';
import { requestCode, unusablePassword, verifyCode } from './auth';
import { currentSession } from './session';

jest.mock('aws-amplify/auth', () => ({
  confirmSignIn: jest.fn(),
  fetchAuthSession: jest.fn(),
  signIn: jest.fn(),
  signInWithRedirect: jest.fn(),
  signOut: jest.fn(),
  signUp: jest.fn(),
}));

const signedOut = () => jest.mocked(fetchAuthSession).mockResolvedValue({});
const signedInAs = (sub: string, groups?: string[]) =>
  jest.mocked(fetchAuthSession).mockResolvedValue({
    tokens: {
      accessToken: {
        payload: { sub, ...(groups ? { 'cognito:groups': groups } : {}) },
        toString: () => 'token',
      },
    },
  });
const nextStep = (signInStep: string) =>
  ({ isSignedIn: signInStep === 'DONE', nextStep: { signInStep } }) as never;

beforeEach(() => jest.clearAllMocks());

describe('toApiError', () => {
  it('keeps the errorType and message key of the first GraphQL error', () => {
    const error = toApiError({ data: null, errors: [{ errorType: 'DemoMode', message: 'demo mode' }] });
    expect(error).toMatchObject({ errorType: 'DemoMode', messageKey: 'demo mode' });
  });

  it('passes an ApiError through unchanged', () => {
    const error = new ApiError('DemoMode', 'demo mode');
    expect(toApiError(error)).toBe(error);
  });

  it('turns anything unclassified into the internal error', () => {
    expect(toApiError(new TypeError('Failed to fetch'))).toMatchObject({
      errorType: 'InternalError',
      messageKey: 'errors.internal',
    });
    expect(toApiError({ errors: [{ message: 'Network error' }] })).toMatchObject({
      messageKey: 'errors.internal',
    });
  });
});

describe('currentSession', () => {
  it('is null when signed out', async () => {
    signedOut();
    await expect(currentSession()).resolves.toBeNull();
  });

  it('reads the user id and groups from the access token', async () => {
    signedInAs('sub-1', ['admin']);
    await expect(currentSession()).resolves.toEqual({ userId: 'sub-1', groups: ['admin'] });
  });
});

describe('requestCode', () => {
  const email = { kind: 'email', email: 'rider@example.com' } as const;
  const mobile = { kind: 'mobile', phoneNumber: '+15550001111' } as const;
  const cognitoError = (name: string, message: string) => Object.assign(new Error(message), { name });

  it('starts the custom-auth flow without SRP, naming the channel the code goes by', async () => {
    signedOut();
    jest.mocked(signUp).mockResolvedValue({} as never);
    jest.mocked(signIn).mockResolvedValue(nextStep('CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE'));
    await requestCode(mobile);
    expect(signIn).toHaveBeenCalledWith({
      username: '+15550001111',
      options: { authFlowType: 'CUSTOM_WITHOUT_SRP', clientMetadata: { channel: 'sms' } },
    });
    expect(amplifySignOut).not.toHaveBeenCalled();
  });

  it('ends the current session first, since Amplify refuses to sign in twice', async () => {
    signedInAs('sub-1');
    jest.mocked(signUp).mockResolvedValue({} as never);
    jest.mocked(signIn).mockResolvedValue(nextStep('CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE'));
    await requestCode(email);
    expect(jest.mocked(amplifySignOut).mock.invocationCallOrder[0]).toBeLessThan(
      jest.mocked(signIn).mock.invocationCallOrder[0],
    );
  });

  it('signs the contact up first, with only that contact and an opaque username, then signs in', async () => {
    signedOut();
    jest.mocked(signUp).mockResolvedValue({} as never);
    jest.mocked(signIn).mockResolvedValue(nextStep('CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE'));
    await requestCode(email);
    const [[input]] = jest.mocked(signUp).mock.calls;
    expect(input.username).toMatch(/^[0-9a-f-]{36}$/);
    expect(input.password).toMatch(/^Aa1!/);
    expect(input.options).toEqual({ userAttributes: { email: 'rider@example.com' } });
    expect(signIn).toHaveBeenCalledTimes(1);
    expect(jest.mocked(signUp).mock.invocationCallOrder[0]).toBeLessThan(
      jest.mocked(signIn).mock.invocationCallOrder[0],
    );
  });

  it('signs a new mobile number up with its phone number', async () => {
    signedOut();
    jest.mocked(signUp).mockResolvedValue({} as never);
    jest.mocked(signIn).mockResolvedValue(nextStep('CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE'));
    await requestCode(mobile);
    expect(jest.mocked(signUp).mock.calls[0]![0].options).toEqual({
      userAttributes: { phone_number: '+15550001111' },
    });
  });

  it.each([
    cognitoError('UserLambdaValidationException', 'PreSignUp failed with error user exists.'),
    cognitoError('AliasExistsException', 'An account with the given email already exists.'),
  ])('signs a contact that has an account in, whatever sign-up said: %s', async (refusal) => {
    signedOut();
    jest.mocked(signUp).mockRejectedValueOnce(refusal);
    jest.mocked(signIn).mockResolvedValue(nextStep('CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE'));
    await expect(requestCode(email)).resolves.toBeUndefined();
    expect(signIn).toHaveBeenCalledTimes(1);
  });

  it('shows a sign-up refusal of the contact itself and asks for no code', async () => {
    signedOut();
    jest
      .mocked(signUp)
      .mockRejectedValueOnce(
        cognitoError('UserLambdaValidationException', 'PreSignUp failed with error invalid_mobile.'),
      );
    await expect(requestCode(mobile)).rejects.toMatchObject({ messageKey: 'invalid_mobile' });
    expect(signIn).not.toHaveBeenCalled();
  });

  it.each([
    ['PreAuthentication failed with error require approval.', 'require approval'],
    ['CreateAuthChallenge failed with error too_many_codes.', 'too_many_codes'],
  ])('shows the key a trigger refused with: %s', async (message, key) => {
    signedOut();
    jest.mocked(signIn).mockRejectedValue(cognitoError('UserLambdaValidationException', message));
    await expect(requestCode(email)).rejects.toMatchObject({ messageKey: key });
  });

  it("shows any other provider failure as the provider's 'code: message'", async () => {
    signedOut();
    jest.mocked(signIn).mockRejectedValue(cognitoError('TooManyRequestsException', 'Rate exceeded'));
    await expect(requestCode(email)).rejects.toMatchObject({
      errorType: 'TooManyRequestsException',
      messageKey: 'TooManyRequestsException: Rate exceeded',
    });
  });

  it('rejects any other next step', async () => {
    signedOut();
    jest.mocked(signIn).mockResolvedValue(nextStep('CONFIRM_SIGN_IN_WITH_SMS_CODE'));
    await expect(requestCode(email)).rejects.toMatchObject({ messageKey: 'login error' });
  });
});

describe('unusablePassword', () => {
  it('is long, random and meets any password policy', () => {
    const password = unusablePassword((bytes) => bytes.fill(171));
    expect(password).toBe(`Aa1!${'ab'.repeat(24)}`);
  });
});

describe('verifyCode', () => {
  it.each([
    ['DONE', 'signed-in'],
    ['CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE', 'wrong-code'],
  ])('answers %s as %s', async (step, result) => {
    jest.mocked(confirmSignIn).mockResolvedValue(nextStep(step));
    await expect(verifyCode('123456')).resolves.toBe(result);
    expect(confirmSignIn).toHaveBeenCalledWith({ challengeResponse: '123456' });
  });

  it('throws the login error when the challenge is over', async () => {
    jest
      .mocked(confirmSignIn)
      .mockRejectedValue(Object.assign(new Error('x'), { name: 'NotAuthorizedException' }));
    await expect(verifyCode('123456')).rejects.toMatchObject({ errorType: 'NotAuthorizedException' });
  });
});
