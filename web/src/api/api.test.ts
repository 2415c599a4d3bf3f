import { confirmSignIn, fetchAuthSession, signIn, signOut as amplifySignOut } from 'aws-amplify/auth';
import { ApiError, toApiError } from './api-error';
import { requestCode, verifyCode } from './auth';
import { currentSession } from './session';

jest.mock('aws-amplify/auth', () => ({
  confirmSignIn: jest.fn(),
  fetchAuthSession: jest.fn(),
  signIn: jest.fn(),
  signOut: jest.fn(),
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
  it('starts the custom-auth flow without SRP', async () => {
    signedOut();
    jest.mocked(signIn).mockResolvedValue(nextStep('CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE'));
    await requestCode('+15550001111');
    expect(signIn).toHaveBeenCalledWith({
      username: '+15550001111',
      options: { authFlowType: 'CUSTOM_WITHOUT_SRP' },
    });
    expect(amplifySignOut).not.toHaveBeenCalled();
  });

  it('ends the current session first, since Amplify refuses to sign in twice', async () => {
    signedInAs('sub-1');
    jest.mocked(signIn).mockResolvedValue(nextStep('CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE'));
    await requestCode('rider@example.com');
    expect(jest.mocked(amplifySignOut).mock.invocationCallOrder[0]).toBeLessThan(
      jest.mocked(signIn).mock.invocationCallOrder[0],
    );
  });

  it('reports a Cognito failure as the login error, keeping the exception name', async () => {
    signedOut();
    jest
      .mocked(signIn)
      .mockRejectedValue(Object.assign(new Error('User does not exist.'), { name: 'UserNotFoundException' }));
    await expect(requestCode('x@example.com')).rejects.toMatchObject({
      errorType: 'UserNotFoundException',
      messageKey: 'login error',
    });
  });

  it('rejects any other next step', async () => {
    signedOut();
    jest.mocked(signIn).mockResolvedValue(nextStep('CONFIRM_SIGN_IN_WITH_SMS_CODE'));
    await expect(requestCode('x@example.com')).rejects.toMatchObject({ messageKey: 'login error' });
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
