/**
 * CUSTOM_AUTH as Cognito runs it: Define decides, Create poses a challenge, Verify judges the
 * answer, and the loop repeats with the growing session history until Define issues tokens or
 * fails the sign-in.
 */
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
  start(user: StoredUser): Promise<AuthFlowResult> {
    return this.next(user, [], undefined);
  }

  /** RespondToAuthChallenge: its ClientMetadata reaches Verify, Define and Create alike. */
  async answer(
    pending: PendingChallenge,
    user: StoredUser,
    answer: string,
    clientMetadata: ClientMetadata,
  ): Promise<AuthFlowResult> {
    const verified = await runTrigger(
      'VerifyAuthChallengeResponse',
      this.deps.triggers.verifyAuthChallengeResponse,
      {
        ...this.header('VerifyAuthChallengeResponse_Authentication', user),
        request: {
          userAttributes: this.attributes(user),
          privateChallengeParameters: pending.privateChallengeParameters,
          challengeAnswer: answer,
          clientMetadata,
          userNotFound: false,
        },
        response: { answerCorrect: false },
      },
    );
    const attempt = {
      challengeName: 'CUSTOM_CHALLENGE' as const,
      challengeResult: verified.response.answerCorrect === true,
      challengeMetadata: pending.challengeMetadata,
    };
    return this.next(user, [...pending.history, attempt], clientMetadata);
  }

  private async next(
    user: StoredUser,
    history: History,
    clientMetadata: ClientMetadata,
  ): Promise<AuthFlowResult> {
    const { triggers, challenges, tokens } = this.deps;
    const defined = await runTrigger('DefineAuthChallenge', triggers.defineAuthChallenge, {
      ...this.header('DefineAuthChallenge_Authentication', user),
      request: {
        userAttributes: this.attributes(user),
        session: history,
        clientMetadata,
        userNotFound: false,
      },
      response: { issueTokens: false, failAuthentication: false },
    });
    const decision = defined.response;
    if (decision.failAuthentication) throw notAuthorized('Incorrect username or password.');
    if (decision.issueTokens) return { ChallengeParameters: {}, AuthenticationResult: tokens.signIn(user) };
    // The twin serves passwordless pools only: the custom challenge is the one challenge it can pose.
    if (decision.challengeName !== 'CUSTOM_CHALLENGE')
      throw new CognitoError('InvalidLambdaResponseException', 'Unrecognizable lambda output');

    const created = await runTrigger('CreateAuthChallenge', triggers.createAuthChallenge, {
      ...this.header('CreateAuthChallenge_Authentication', user),
      request: {
        userAttributes: this.attributes(user),
        challengeName: decision.challengeName,
        session: history,
        clientMetadata,
        userNotFound: false,
      },
      response: { publicChallengeParameters: {}, privateChallengeParameters: {}, challengeMetadata: '' },
    });
    const session = challenges.open({
      username: user.username,
      challengeName: decision.challengeName,
      history,
      privateChallengeParameters: created.response.privateChallengeParameters ?? {},
      challengeMetadata: created.response.challengeMetadata || undefined,
    });
    return {
      ChallengeName: decision.challengeName,
      Session: session,
      // USERNAME is the real username even when the user signed in with an alias; Amplify keeps it.
      ChallengeParameters: { ...created.response.publicChallengeParameters, USERNAME: user.username },
    };
  }

  private header<S extends string>(triggerSource: S, user: StoredUser) {
    return eventHeader(this.deps.pool, triggerSource, user.username, this.deps.pool.clientId);
  }

  private attributes(user: StoredUser): Record<string, string> {
    return { ...allAttributes(user), 'cognito:user_status': user.status };
  }
}
