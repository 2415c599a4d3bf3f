/** The sign-in calls added for the cloud: the human-check token and the social return. */
import { fetchAuthSession, signIn } from 'aws-amplify/auth';
import { Hub } from 'aws-amplify/utils';
import { requestCode, watchSocialSignIn, type SocialOutcome } from './auth';

jest.mock('aws-amplify/auth', () => ({
  confirmSignIn: jest.fn(),
  fetchAuthSession: jest.fn(),
  signIn: jest.fn(),
  signInWithRedirect: jest.fn(),
  signOut: jest.fn(),
}));
jest.mock('aws-amplify/utils', () => ({ Hub: { listen: jest.fn() } }));

type HubListener = (capsule: { payload: { event: string; data?: unknown } }) => void;
let hub: HubListener[];
const stopListening = jest.fn();

beforeEach(() => {
  jest.clearAllMocks();
  hub = [];
  jest.mocked(Hub.listen).mockImplementation(((_channel: string, listener: HubListener) => {
    hub.push(listener);
    return stopListening;
  }) as never);
});

const challenge = { isSignedIn: false, nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE' } };

describe('requestCode with a human-check token', () => {
  const mobile = { kind: 'mobile', phoneNumber: '+15550001111' } as const;

  it('sends the token beside the channel', async () => {
    jest.mocked(fetchAuthSession).mockResolvedValue({});
    jest.mocked(signIn).mockResolvedValue(challenge as never);
    await requestCode(mobile, { humanCheckToken: 'person-token' });
    const metadata = {
      authFlowType: 'CUSTOM_WITHOUT_SRP',
      clientMetadata: { channel: 'sms', humanCheckToken: 'person-token' },
    };
    expect(jest.mocked(signIn).mock.calls).toEqual([[{ username: '+15550001111', options: metadata }]]);
  });
});

describe('requestCode with a referral id', () => {
  it('hands the typed id, upper-cased, to the sign-in start, which checks it for any contact', async () => {
    jest.mocked(fetchAuthSession).mockResolvedValue({});
    jest.mocked(signIn).mockResolvedValue(challenge as never);
    await requestCode({ kind: 'email', email: 'new@example.com' }, { referralId: ' ridra ' });
    await requestCode({ kind: 'email', email: 'new@example.com' }, { referralId: '   ' });
    expect(jest.mocked(signIn).mock.calls.map(([input]) => input.options?.clientMetadata)).toEqual([
      { channel: 'email', referralId: 'RIDRA' },
      { channel: 'email' },
    ]);
  });
});

describe('watchSocialSignIn', () => {
  const watch = (search = '') => {
    const outcomes: SocialOutcome[] = [];
    const stop = watchSocialSignIn((outcome) => outcomes.push(outcome), search);
    return { outcomes, stop };
  };
  const socialSession = (identities?: string) =>
    jest.mocked(fetchAuthSession).mockResolvedValue({
      tokens: { idToken: { payload: identities ? { identities } : {} } },
    } as never);
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it("reports Amplify's announcement of a finished redirect once, even when the session shows it too", async () => {
    socialSession('[{"providerName":"Google"}]');
    const { outcomes } = watch('?code=abc&state=xyz');
    hub.forEach((listener) => listener({ payload: { event: 'signInWithRedirect' } }));
    await settle();
    expect(outcomes).toEqual([{ signedIn: true }]);
  });

  it('finds a social sign-in that finished before the page listened', async () => {
    socialSession('[{"providerName":"Facebook"}]');
    const { outcomes } = watch();
    await settle();
    expect(outcomes).toEqual([{ signedIn: true }]);
  });

  it('ignores a session from a code sign-in', async () => {
    socialSession();
    const { outcomes } = watch();
    await settle();
    expect(outcomes).toEqual([]);
  });

  it("reports a trigger's refusal from the hosted UI's redirect as its message key", async () => {
    const { outcomes } = watch(
      '?error_description=PreSignUp+failed+with+error+user+exists.+&error=invalid_request',
    );
    await settle();
    expect(outcomes).toEqual([{ error: expect.objectContaining({ messageKey: 'user exists' }) }]);
    expect(fetchAuthSession).not.toHaveBeenCalled();
  });

  it("reports Amplify's failure announcement as the login error", async () => {
    socialSession();
    const { outcomes } = watch();
    hub.forEach((listener) =>
      listener({
        payload: { event: 'signInWithRedirect_failure', data: { error: new Error('invalid_grant') } },
      }),
    );
    expect(outcomes).toEqual([{ error: expect.objectContaining({ messageKey: 'login error' }) }]);
  });

  it('stops listening when the page goes', async () => {
    socialSession('[{"providerName":"Google"}]');
    const { outcomes, stop } = watch();
    stop();
    await settle();
    expect(outcomes).toEqual([]);
    expect(stopListening).toHaveBeenCalled();
  });
});
