import { confirmSignIn, fetchAuthSession, signIn, signOut as amplifySignOut } from 'aws-amplify/auth';
import { ApiError, INTERNAL_ERROR_KEY, retryCanCure, toApiError } from './api-error';
import { requestCode, verifyCode } from './auth';
import { currentSession } from './session';

jest.mock('aws-amplify/auth', () => ({
  confirmSignIn: jest.fn(),
  fetchAuthSession: jest.fn(),
  signIn: jest.fn(),
  signInWithRedirect: jest.fn(),
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

describe('retryCanCure', () => {
  const graphQLError = (errorType: string, message: string) => ({
    data: null,
    errors: [{ errorType, message }],
  });

  it.each([
    ['a network failure', new TypeError('Failed to fetch')],
    ['a network failure as Amplify reports it', { errors: [{ message: 'Network error' }] }],
    ['a fetch that got no answer', new ApiError('NetworkError', INTERNAL_ERROR_KEY)],
    ['an empty answer', new ApiError('EmptyResponse', INTERNAL_ERROR_KEY)],
    ['a resolver that timed out', graphQLError('Lambda:ExecutionTimeoutException', 'Execution timed out.')],
    ['a Lambda that crashed or timed out', graphQLError('Lambda:Unhandled', 'Task timed out after 10 s')],
    ["the server's throttle", graphQLError('RATE_LIMITED', 'too_many_requests')],
    ['a throttled call', graphQLError('TooManyRequestsException', 'Rate exceeded')],
    ["a resolver's unexpected fault", graphQLError('INTERNAL', 'internal_error')],
    ["AppSync's own failure", graphQLError('InternalFailure', 'An internal failure occurred.')],
  ])('is true after %s', (_kind, error) => {
    expect(retryCanCure(error)).toBe(true);
  });

  it.each([
    ['not permitted', new ApiError('FORBIDDEN', 'not_permitted')],
    ['unauthorized', graphQLError('Unauthorized', 'Not Authorized to access booking on type Query')],
    ['unauthorized by AppSync', graphQLError('UnauthorizedException', 'You are not authorized')],
    ['a validation with its message key', graphQLError('VALIDATION', 'invalid_number')],
    ['not found', graphQLError('NOT_FOUND', 'not_found')],
    ['a state that changed under the caller', new ApiError('CONFLICT', 'booking_unavailable')],
  ])('is false after a refusal that would repeat: %s', (_kind, error) => {
    expect(retryCanCure(error)).toBe(false);
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
    jest.mocked(signIn).mockResolvedValue(nextStep('CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE'));
    await requestCode(email);
    expect(jest.mocked(amplifySignOut).mock.invocationCallOrder[0]).toBeLessThan(
      jest.mocked(signIn).mock.invocationCallOrder[0],
    );
  });

  it('asks no sign-up of anyone: a new contact signs in like an account holder', async () => {
    signedOut();
    jest.mocked(signIn).mockResolvedValue(nextStep('CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE'));
    await requestCode(email);
    expect(signIn).toHaveBeenCalledWith({
      username: 'rider@example.com',
      options: { authFlowType: 'CUSTOM_WITHOUT_SRP', clientMetadata: { channel: 'email' } },
    });
  });

  it.each([
    ['PreAuthentication failed with error require approval.', 'require approval'],
    ['CreateAuthChallenge failed with error too_many_codes.', 'too_many_codes'],
  ])('shows the key a trigger refused with: %s', async (message, key) => {
    signedOut();
    jest.mocked(signIn).mockRejectedValue(cognitoError('UserLambdaValidationException', message));
    await expect(requestCode(email)).rejects.toMatchObject({ messageKey: key });
  });

  it.each([
    ['ForbiddenException', 'Request not allowed due to WAF block.'],
    ['LimitExceededException', 'Attempt limit exceeded, please try after some time.'],
  ])(
    'shows a code request refused by the per-network limit (%s) as too_many_requests',
    async (name, message) => {
      signedOut();
      jest.mocked(signIn).mockRejectedValue(cognitoError(name, message));
      await expect(requestCode(email)).rejects.toMatchObject({
        errorType: name,
        messageKey: 'too_many_requests',
      });
    },
  );

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

describe('verifyCode', () => {
  it.each([
    ['DONE', 'signed-in'],
    ['CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE', 'wrong-code'],
  ])('answers %s as %s', async (step, result) => {
    jest.mocked(confirmSignIn).mockResolvedValue(nextStep(step));
    await expect(verifyCode('123456')).resolves.toBe(result);
    expect(confirmSignIn).toHaveBeenCalledWith(expect.objectContaining({ challengeResponse: '123456' }));
  });

  it('throws the login error when the challenge is over', async () => {
    jest
      .mocked(confirmSignIn)
      .mockRejectedValue(Object.assign(new Error('x'), { name: 'NotAuthorizedException' }));
    await expect(verifyCode('123456')).rejects.toMatchObject({ errorType: 'NotAuthorizedException' });
  });

  it('signs a new contact in with the code that made its account: a second round carrying it, no new code', async () => {
    signedOut();
    jest.mocked(signIn).mockResolvedValue(nextStep('CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE'));
    await requestCode(
      { kind: 'mobile', phoneNumber: '+15550001111' },
      { humanCheckToken: 'person-token', referralId: 'ridra' },
    );
    jest
      .mocked(confirmSignIn)
      .mockRejectedValueOnce(
        Object.assign(new Error('DefineAuthChallenge failed with error account_created.'), {
          name: 'UserLambdaValidationException',
        }),
      )
      .mockResolvedValueOnce(nextStep('DONE'));
    await expect(verifyCode('424242')).resolves.toBe('signed-in');
    const first = { channel: 'sms', humanCheckToken: 'person-token', referralId: 'RIDRA' };
    expect(jest.mocked(confirmSignIn).mock.calls).toEqual([
      [{ challengeResponse: '424242', options: { clientMetadata: first } }],
      [{ challengeResponse: '424242', options: { clientMetadata: undefined } }],
    ]);
    // The second round carries the code instead of the spent human-check token.
    expect(jest.mocked(signIn).mock.calls[1]).toEqual([
      {
        username: '+15550001111',
        options: {
          authFlowType: 'CUSTOM_WITHOUT_SRP',
          clientMetadata: { channel: 'sms', referralId: 'RIDRA', signUpCode: '424242' },
        },
      },
    ]);
  });
});
