/** The public (client-id) operations: what Amplify's signUp, signIn, confirmSignIn, token refresh, fetchUserAttributes and signOut call. */
import { invalidParameter, notAuthorized } from './cognito-error';
import { registerUser } from './register-user';
import {
  optionalAttributeMap,
  optionalAttributes,
  optionalStringMap,
  requireString,
  requireStringMap,
} from './request-params';
import { eventHeader, runTrigger } from './triggers';
import { allAttributes, toAttributeList } from './user-attributes';
import {
  assertMaySignIn,
  authenticate,
  refreshTokens,
  requireClientId,
  signOutEverywhere,
  type Operation,
} from './user-pool';

const AUTH_FLOWS = [
  'USER_SRP_AUTH',
  'REFRESH_TOKEN_AUTH',
  'REFRESH_TOKEN',
  'CUSTOM_AUTH',
  'ADMIN_NO_SRP_AUTH',
  'USER_PASSWORD_AUTH',
  'ADMIN_USER_PASSWORD_AUTH',
  'USER_AUTH',
];

function requireAuthParameter(parameters: Record<string, string>, name: string): string {
  const value = parameters[name];
  if (!value) throw invalidParameter(`Missing required parameter ${name}`);
  return value;
}

const SignUp: Operation = async (pool, params) => {
  requireClientId(pool, params);
  // Password is accepted and ignored: the pool is passwordless, sign-in is by one-time code.
  const user = await registerUser(pool, {
    username: requireString(params, 'Username'),
    attributes: optionalAttributes(params, 'UserAttributes') ?? [],
    triggerSource: 'PreSignUp_SignUp',
    clientId: pool.clientId,
    clientMetadata: optionalStringMap(params, 'ClientMetadata'),
    validationData: optionalAttributeMap(params, 'ValidationData'),
  });
  // As in Cognito: a failing PostConfirmation fails the call, but the user stays confirmed.
  if (user.status === 'CONFIRMED') {
    await runTrigger('PostConfirmation', pool.triggers.postConfirmation, {
      ...eventHeader(pool, 'PostConfirmation_ConfirmSignUp', user.username, pool.clientId),
      request: {
        userAttributes: allAttributes(user),
        clientMetadata: optionalStringMap(params, 'ClientMetadata'),
      },
      response: {},
    });
  }
  return { UserConfirmed: user.status === 'CONFIRMED', UserSub: user.sub };
};

const InitiateAuth: Operation = async (pool, params) => {
  requireClientId(pool, params);
  const flow = requireString(params, 'AuthFlow');
  const parameters = optionalStringMap(params, 'AuthParameters') ?? {};
  switch (flow) {
    case 'CUSTOM_AUTH': {
      const signInName = requireAuthParameter(parameters, 'USERNAME');
      // The web client prevents user existence errors (auth-stack.ts): a name nobody has gets the
      // same triggers and the same kind of answer, with userNotFound set.
      const user = pool.users.find(signInName);
      if (user) assertMaySignIn(user);
      // As in Cognito, InitiateAuth's ClientMetadata reaches PreAuthentication only, as
      // `validationData`; Define/Create/Verify see ClientMetadata only from RespondToAuthChallenge.
      await runTrigger('PreAuthentication', pool.triggers.preAuthentication, {
        ...eventHeader(pool, 'PreAuthentication_Authentication', user?.username ?? signInName, pool.clientId),
        request: {
          userAttributes: user ? allAttributes(user) : {},
          validationData: optionalStringMap(params, 'ClientMetadata'),
          userNotFound: !user,
        },
        response: {},
      });
      return pool.authFlow.start(user ? { user } : { unknownName: signInName });
    }
    case 'REFRESH_TOKEN_AUTH':
    case 'REFRESH_TOKEN':
      return {
        ChallengeParameters: {},
        AuthenticationResult: refreshTokens(pool, requireAuthParameter(parameters, 'REFRESH_TOKEN')),
      };
    default:
      if (AUTH_FLOWS.includes(flow)) throw invalidParameter(`${flow} flow not enabled for this client`);
      throw invalidParameter(
        `1 validation error detected: Value '${flow}' at 'authFlow' failed to satisfy constraint: Member must satisfy enum value set: [${AUTH_FLOWS.join(', ')}]`,
      );
  }
};

const RespondToAuthChallenge: Operation = async (pool, params) => {
  requireClientId(pool, params);
  const challengeName = requireString(params, 'ChallengeName');
  const session = requireString(params, 'Session');
  const responses = requireStringMap(params, 'ChallengeResponses');
  const signInName = requireAuthParameter(responses, 'USERNAME');
  const answer = requireAuthParameter(responses, 'ANSWER');

  const pending = pool.challenges.take(session);
  const subject = pool.authFlow.subjectOf(pending, signInName, (name) => pool.users.find(name));
  if (!subject || challengeName !== pending.challengeName) {
    throw notAuthorized('Invalid session for the user.');
  }
  if ('user' in subject) assertMaySignIn(subject.user);
  return pool.authFlow.answer(pending, subject, answer, optionalStringMap(params, 'ClientMetadata'));
};

const GetTokensFromRefreshToken: Operation = async (pool, params) => {
  requireClientId(pool, params);
  return { AuthenticationResult: refreshTokens(pool, requireString(params, 'RefreshToken')) };
};

const GetUser: Operation = async (pool, params) => {
  const user = authenticate(pool, requireString(params, 'AccessToken'));
  return { Username: user.username, UserAttributes: toAttributeList(user) };
};

const GlobalSignOut: Operation = async (pool, params) => {
  signOutEverywhere(pool, authenticate(pool, requireString(params, 'AccessToken')));
  return {};
};

/** Unknown or already revoked tokens succeed, as RFC 7009 asks of a revocation endpoint. */
const RevokeToken: Operation = async (pool, params) => {
  requireClientId(pool, params);
  const lookup = pool.refreshSessions.lookup(requireString(params, 'Token'));
  if ('session' in lookup) pool.refreshSessions.revoke(lookup.session);
  return {};
};

export const userOperations: Record<string, Operation> = {
  SignUp,
  InitiateAuth,
  RespondToAuthChallenge,
  GetTokensFromRefreshToken,
  GetUser,
  GlobalSignOut,
  RevokeToken,
};
