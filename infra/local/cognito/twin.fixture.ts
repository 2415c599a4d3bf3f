/**
 * Starts a twin for tests with the project's real trigger handlers. Codes go to an in-memory
 * outbox instead of SNS/SES, and one movable clock drives both the twin and the triggers.
 */
import {
  AdminAddUserToGroupCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  SignUpCommand,
  type AuthenticationResultType,
} from '@aws-sdk/client-cognito-identity-provider';
import type { OtpMessage } from '@wayfare/lambdas/src/ports/otp-sender';
import { handler as defineAuthChallenge } from '@wayfare/lambdas/src/auth/define-auth-challenge';
import { generateOtpCode } from '@wayfare/lambdas/src/auth/otp-code';
import { createSendOtpChallenge } from '@wayfare/lambdas/src/auth/send-otp-challenge';
import { createPreAuthentication } from '@wayfare/lambdas/src/auth/sign-in-start';
import { createVerifyAnswer } from '@wayfare/lambdas/src/auth/verify-answer';
import type { SignInAttempts, SignInStart } from '@wayfare/lambdas/src/ports/sign-in-attempts';
import type { SignUpProof, SignUpProofs } from '@wayfare/lambdas/src/ports/sign-up-proofs';
import { newCredentials } from '../support/kept-secrets';
import {
  startCognitoTwin,
  type CognitoTwin,
  type CognitoTwinOptions,
  type CognitoTwinTriggers,
} from './cognito-twin';

export const REGION = 'eu-west-1';
export const USER_POOL_ID = 'eu-west-1_TwinTest';
export const CLIENT_ID = 'twin-test-client';
/** The key pair this pool's admin operations take (the real twin makes one per data folder). */
export const ADMIN_CREDENTIALS = newCredentials();

export interface TestTwin {
  twin: CognitoTwin;
  client: CognitoIdentityProviderClient;
  outbox: OtpMessage[];
  /** Every trigger event in the order the twin sent it, as the trigger received it. */
  triggerEvents: { trigger: keyof CognitoTwinTriggers; request: Record<string, unknown> }[];
  clock: { now: number; advance(ms: number): void };
  lastCode(): string;
  signUp(username: string, attributes: Record<string, string>): Promise<string>;
  signIn(
    signInName: string,
    channel?: 'sms' | 'email',
  ): Promise<Required<Pick<AuthenticationResultType, 'AccessToken' | 'IdToken' | 'RefreshToken'>>>;
  addToGroup(username: string, group: string): Promise<void>;
  close(): Promise<void>;
}

export async function startTestTwin(options: Partial<CognitoTwinOptions> = {}): Promise<TestTwin> {
  const clock = {
    now: Date.now(),
    advance(ms: number) {
      this.now += ms;
    },
  };
  const now = () => clock.now;
  const outbox: OtpMessage[] = [];
  const attempts = memorySignInAttempts();
  const proofs = memorySignUpProofs();
  const triggers: CognitoTwinTriggers = {
    // The twin's own behaviour is under test here, not the product's sign-up rules
    // (lambdas/src/auth/sign-up-rules.ts): confirm, and verify the contacts given.
    preSignUp: async (event) => ({
      ...event,
      response: {
        autoConfirmUser: true,
        autoVerifyEmail: Boolean(event.request.userAttributes.email),
        autoVerifyPhone: Boolean(event.request.userAttributes.phone_number),
      },
    }),
    postConfirmation: async (event) => event,
    // The product's sign-in start without profiles, referrers or a human check: it records the start.
    preAuthentication: createPreAuthentication({
      getProfile: async () => null,
      attempts,
      proofs,
      findByReferralId: async () => null,
      now,
      warn: () => {},
    }),
    defineAuthChallenge,
    createAuthChallenge: createSendOtpChallenge({
      // The per-contact limit is the cloud adapter's (rate-limited-sender.ts), tested on the full twin.
      sender: { send: async (message) => void outbox.push(message), withhold: async () => {} },
      attempts,
      proofs,
      now,
      generateCode: generateOtpCode,
    }),
    // A new contact's right code keeps its proof; the account itself is the full twin's concern.
    verifyAuthChallengeResponse: createVerifyAnswer({
      now,
      proofs,
      createAccount: async () => {},
      getProfile: async () => null,
    }),
  };
  const triggerEvents: TestTwin['triggerEvents'] = [];
  const recorded = Object.fromEntries(
    Object.entries(triggers).map(([trigger, run]) => [
      trigger,
      (event: { request: Record<string, unknown> }) => {
        triggerEvents.push({ trigger: trigger as keyof CognitoTwinTriggers, request: { ...event.request } });
        return (run as (event: unknown) => unknown)(event);
      },
    ]),
  ) as unknown as CognitoTwinTriggers;
  const twin = await startCognitoTwin({
    region: REGION,
    userPoolId: USER_POOL_ID,
    clientId: CLIENT_ID,
    port: 0,
    clock: now,
    triggers: recorded,
    adminCredentials: ADMIN_CREDENTIALS,
    ...options,
  });
  const client = twinClient(twin.url);

  const lastCode = () => {
    const code = outbox.at(-1)?.code;
    if (!code) throw new Error('no code was sent');
    return code;
  };

  return {
    twin,
    client,
    outbox,
    triggerEvents,
    clock,
    lastCode,
    async signUp(username, attributes) {
      const result = await client.send(
        new SignUpCommand({
          ClientId: CLIENT_ID,
          Username: username,
          UserAttributes: Object.entries(attributes).map(([Name, Value]) => ({ Name, Value })),
        }),
      );
      return result.UserSub!;
    },
    async signIn(signInName, channel) {
      const challenge = await client.send(
        new InitiateAuthCommand({
          ClientId: CLIENT_ID,
          AuthFlow: 'CUSTOM_AUTH',
          AuthParameters: { USERNAME: signInName },
          ClientMetadata: channel && { channel },
        }),
      );
      const result = await client.send(
        new RespondToAuthChallengeCommand({
          ClientId: CLIENT_ID,
          ChallengeName: 'CUSTOM_CHALLENGE',
          Session: challenge.Session,
          ChallengeResponses: { USERNAME: challenge.ChallengeParameters!.USERNAME, ANSWER: lastCode() },
        }),
      );
      const { AccessToken, IdToken, RefreshToken } = result.AuthenticationResult ?? {};
      if (!AccessToken || !IdToken || !RefreshToken) throw new Error('sign-in issued no tokens');
      return { AccessToken, IdToken, RefreshToken };
    },
    async addToGroup(username, group) {
      await client.send(
        new AdminAddUserToGroupCommand({ UserPoolId: USER_POOL_ID, Username: username, GroupName: group }),
      );
    },
    async close() {
      client.destroy();
      await twin.close();
    },
  };
}

/** The sign-in attempts store of the product (DynamoDB in the twin proper), in memory for these tests. */
function memorySignInAttempts(): SignInAttempts {
  const started = new Map<string, SignInStart>();
  return {
    record: async (username, start) => void started.set(username, start),
    startOf: async (username) => started.get(username),
  };
}

/** The sign-up proofs store of the product, in memory for these tests. */
function memorySignUpProofs(): SignUpProofs {
  const kept = new Map<string, SignUpProof>();
  const peek = async (contact: string, now: number) => {
    const proof = kept.get(contact);
    return proof && now < proof.expiresAt ? proof : undefined;
  };
  return {
    keep: async (contact, proof) => void kept.set(contact, proof),
    peek,
    take: async (contact, now) => {
      const proof = await peek(contact, now);
      kept.delete(contact);
      return proof;
    },
  };
}

export function twinClient(endpoint: string, credentials = ADMIN_CREDENTIALS): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({
    region: REGION,
    endpoint,
    credentials,
    maxAttempts: 1,
  });
}

/** Decodes a JWT payload without verifying it, to look at what a client would see. */
export function decodeClaims(jwt: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString('utf8'));
}
