/** The web app's own client, aws-amplify v6, against the twin: every Cognito call of its sign-in path. */
import { Amplify } from 'aws-amplify';
import {
  confirmSignIn,
  fetchAuthSession,
  fetchUserAttributes,
  getCurrentUser,
  signIn,
  signOut,
} from 'aws-amplify/auth';
import { CLIENT_ID, startTestTwin, USER_POOL_ID, type TestTwin } from './twin.fixture';

let t: TestTwin;

beforeAll(async () => {
  t = await startTestTwin();
  Amplify.configure({
    Auth: {
      Cognito: { userPoolId: USER_POOL_ID, userPoolClientId: CLIENT_ID, userPoolEndpoint: t.twin.url },
    },
  });
});
afterAll(() => t.close());

it('signs in with a code, reads the user, refreshes and signs out through Amplify', async () => {
  const sub = await t.signUp('rider-1', { email: 'rider@example.com', phone_number: '+15550104567' });

  const started = await signIn({
    username: 'rider@example.com',
    options: { authFlowType: 'CUSTOM_WITHOUT_SRP', clientMetadata: { channel: 'email' } },
  });
  expect(started.nextStep).toMatchObject({
    signInStep: 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE',
    additionalInfo: { channel: 'email' },
  });
  const code = t.lastCode();
  const wrong = await confirmSignIn({ challengeResponse: code === '000000' ? '111111' : '000000' });
  expect(wrong.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE');
  expect(await confirmSignIn({ challengeResponse: code })).toEqual({
    isSignedIn: true,
    nextStep: { signInStep: 'DONE' },
  });

  expect(await getCurrentUser()).toMatchObject({ username: 'rider-1', userId: sub });
  expect(await fetchUserAttributes()).toMatchObject({
    sub,
    email: 'rider@example.com',
    email_verified: 'true',
  });

  await t.addToGroup('rider-1', 'rider');
  const session = await fetchAuthSession({ forceRefresh: true });
  expect(session.tokens?.accessToken.payload['cognito:groups']).toEqual(['rider']);
  const accessToken = session.tokens!.accessToken.toString();
  expect(await t.twin.verifyToken(accessToken, 'access')).not.toBeNull();

  await signOut();
  expect(await t.twin.verifyToken(accessToken, 'access')).toBeNull();
});
