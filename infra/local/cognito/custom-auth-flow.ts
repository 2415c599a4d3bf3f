/**
 * CUSTOM_AUTH as Cognito runs it: Define decides, Create poses a challenge, Verify judges the
 * answer, and the loop repeats with the growing session history until Define issues tokens or
 * fails the sign-in. The web client prevents user existence errors (auth-stack.ts), so a sign-in
 * name with no user runs the same loop with `userNotFound: true`, no attributes, and the name as
 * typed as the triggers' userName; its challenge names a stable made-up username.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { ChallengeSessions, PendingChallenge } from './challenge-sessions';
import { CognitoError, notAuthorized } from './cognito-error';
import type { AuthenticationResult, TokenService } from './token-service';
import { eventHeader, runTrigger, type CognitoTwinTriggers, type TriggerSource } from './triggers';
import { allAttributes, type StoredUser } from './user-attributes';

export interface AuthFlowResult {
  ChallengeName?: string;
  Session?: string;
  ChallengeParameters: Record<string, string>;
  AuthenticationResult?: AuthenticationResult;
}

type History = PendingChallenge['history'];
type ClientMetadata = Record<string, string> | undefined;

/** Who is signing in: a user, or a sign-in name nobody has. */
export type SignInSubject = { user: StoredUser } | { unknownName: string };

/** The key behind the made-up usernames: they look like real ones and stay the same per name. */
const PHANTOM_KEY = randomBytes(32);

/**
 * A version-4 UUID drawn from the name: its variant digit spreads over 8, 9, a and b as a real
 * random UUID's does, so no digit tells a made-up username from a real one.
 */
export function phantomUsername(signInName: string): string {
  const hex = createHmac('sha256', PHANTOM_KEY).update(signInName.toLowerCase()).digest('hex');
  const variant = '89ab'[parseInt(hex[16]!, 16) & 3];
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The username the client sees, the userName the triggers see, and what they know of the user. */
function describe(subject: SignInSubject) {
  if ('user' in subject) {
    const { user } = subject;
    return {
      username: user.username,
      triggerUserName: user.username,
      userAttributes: { ...allAttributes(user), 'cognito:user_status': user.status },
      userNotFound: false,
    };
  }
  return {
    username: phantomUsername(subject.unknownName),
    triggerUserName: subject.unknownName,
    userAttributes: {},
    userNotFound: true,
  };
}

export class CustomAuthFlow {
  constructor(
    private readonly deps: {
      pool: TriggerSource & { clientId: string };
      triggers: CognitoTwinTriggers;
      challenges: ChallengeSessions;
      tokens: TokenService;
    },
  ) {}

  /** InitiateAuth: Cognito passes its ClientMetadata to none of the challenge triggers. */
  start(subject: SignInSubject): Promise<AuthFlowResult> {
    return this.next(subject, [], undefined);
  }

  /** The subject of a pending challenge, or null when the sign-in name answering it is another. */
  subjectOf(
    pending: PendingChallenge,
    signInName: string,
    findUser: (name: string) => StoredUser | undefined,
  ): SignInSubject | null {
    if (pending.unknownName !== undefined) {
      return signInName === pending.username ? { unknownName: pending.unknownName } : null;
    }
    const user = findUser(signInName);
    return user && user.username === pending.username ? { user } : null;
  }

  /** RespondToAuthChallenge: its ClientMetadata reaches Verify, Define and Create alike. */
  async answer(
    pending: PendingChallenge,
    subject: SignInSubject,
    answer: string,
    clientMetadata: ClientMetadata,
  ): Promise<AuthFlowResult> {
    const { userAttributes, userNotFound } = describe(subject);
    const verified = await runTrigger(
      'VerifyAuthChallengeResponse',
      this.deps.triggers.verifyAuthChallengeResponse,
      {
        ...this.header('VerifyAuthChallengeResponse_Authentication', subject),
        request: {
          userAttributes,
          privateChallengeParameters: pending.privateChallengeParameters,
          challengeAnswer: answer,
          clientMetadata,
          userNotFound,
        },
        response: { answerCorrect: false },
      },
    );
    const attempt = {
      challengeName: 'CUSTOM_CHALLENGE' as const,
      challengeResult: verified.response.answerCorrect === true,
      challengeMetadata: pending.challengeMetadata,
    };
    return this.next(subject, [...pending.history, attempt], clientMetadata);
  }

  private async next(
    subject: SignInSubject,
    history: History,
    clientMetadata: ClientMetadata,
  ): Promise<AuthFlowResult> {
    const { triggers, challenges, tokens } = this.deps;
    const { username, userAttributes, userNotFound } = describe(subject);
    const defined = await runTrigger('DefineAuthChallenge', triggers.defineAuthChallenge, {
      ...this.header('DefineAuthChallenge_Authentication', subject),
      request: { userAttributes, session: history, clientMetadata, userNotFound },
      response: { issueTokens: false, failAuthentication: false },
    });
    const decision = defined.response;
    if (decision.failAuthentication) throw notAuthorized('Incorrect username or password.');
    if (decision.issueTokens) {
      if (!('user' in subject)) throw notAuthorized('Incorrect username or password.');
      return { ChallengeParameters: {}, AuthenticationResult: tokens.signIn(subject.user) };
    }
    // The twin serves passwordless pools only: the custom challenge is the one challenge it can pose.
    if (decision.challengeName !== 'CUSTOM_CHALLENGE')
      throw new CognitoError('InvalidLambdaResponseException', 'Unrecognizable lambda output');

    const created = await runTrigger('CreateAuthChallenge', triggers.createAuthChallenge, {
      ...this.header('CreateAuthChallenge_Authentication', subject),
      request: {
        userAttributes,
        challengeName: decision.challengeName,
        session: history,
        clientMetadata,
        userNotFound,
      },
      response: { publicChallengeParameters: {}, privateChallengeParameters: {}, challengeMetadata: '' },
    });
    const session = challenges.open({
      username,
      ...('unknownName' in subject ? { unknownName: subject.unknownName } : {}),
      challengeName: decision.challengeName,
      history,
      privateChallengeParameters: created.response.privateChallengeParameters ?? {},
      challengeMetadata: created.response.challengeMetadata || undefined,
    });
    return {
      ChallengeName: decision.challengeName,
      Session: session,
      // USERNAME is the real username even when the user signed in with an alias; Amplify keeps it.
      ChallengeParameters: { ...created.response.publicChallengeParameters, USERNAME: username },
    };
  }

  private header<S extends string>(triggerSource: S, subject: SignInSubject) {
    return eventHeader(
      this.deps.pool,
      triggerSource,
      describe(subject).triggerUserName,
      this.deps.pool.clientId,
    );
  }
}
