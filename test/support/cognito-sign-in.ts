/**
 * Passwordless sign-in as a client would do it (InitiateAuth CUSTOM_AUTH, then the code from the
 * outbox), returning Cognito tokens for API calls in tests.
 */
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { REFERRAL_METADATA_KEY, SIGN_UP_CODE_METADATA_KEY } from '@wayfare/shared';
import type { SigV4Credentials } from '@wayfare/infra/local/support/sigv4';
import type { TwinOutputs } from '@wayfare/infra/local/twin-config';
import { waitForCode } from '../e2e/support/outbox';

/**
 * A Cognito client pointed at the twin's user pool endpoint, as the web app's is; with the twin's
 * key pair (`twin.credentials`) it may also call the admin API, as the backend does.
 */
export function twinCognitoClient(
  outputs: Pick<TwinOutputs, 'userPoolEndpoint' | 'region'>,
  credentials: SigV4Credentials = { accessKeyId: 'anonymous', secretAccessKey: 'anonymous' },
): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({
    endpoint: outputs.userPoolEndpoint,
    region: outputs.region,
    credentials,
  });
}

type Tokens = { accessToken: string; idToken: string };

/** One code round: InitiateAuth with `metadata`, then the answer `code(sentAfter)` gives. */
async function codeRound(
  client: CognitoIdentityProviderClient,
  outputs: TwinOutputs,
  contact: string,
  metadata: Record<string, string> | undefined,
  code: (requestedAt: Date) => Promise<string>,
): Promise<{ tokens: Tokens; code: string }> {
  const requestedAt = new Date();
  const challenge = await client.send(
    new InitiateAuthCommand({
      AuthFlow: 'CUSTOM_AUTH',
      ClientId: outputs.userPoolClientId,
      AuthParameters: { USERNAME: contact },
      ClientMetadata: metadata,
    }),
  );
  const answer = await code(requestedAt);
  const result = await client.send(
    new RespondToAuthChallengeCommand({
      ClientId: outputs.userPoolClientId,
      ChallengeName: 'CUSTOM_CHALLENGE',
      Session: challenge.Session,
      ChallengeResponses: { USERNAME: challenge.ChallengeParameters?.USERNAME ?? contact, ANSWER: answer },
      ClientMetadata: metadata,
    }),
  );
  const tokens = result.AuthenticationResult;
  if (!tokens?.AccessToken || !tokens.IdToken) throw new Error(`Sign-in of ${contact} did not finish`);
  return { tokens: { accessToken: tokens.AccessToken, idToken: tokens.IdToken }, code: answer };
}

/** Signs an account in with the code the outbox received. */
export async function signInWithCode(outputs: TwinOutputs, contact: string): Promise<Tokens> {
  const client = twinCognitoClient(outputs);
  try {
    const round = await codeRound(client, outputs, contact, undefined, (at) =>
      waitForCode(outputs.outboxUrl, contact, at),
    );
    return round.tokens;
  } finally {
    client.destroy();
  }
}

/**
 * A new contact's first sign-in, as the web app does it (docs/security.md, "Sign-up by code"): its
 * first code makes the account and ends the round with 'account_created'; a second round carrying
 * that code signs in with it, no new code sent.
 */
export async function signUpWithCode(
  outputs: TwinOutputs,
  contact: string,
  { referralId }: { referralId?: string } = {},
): Promise<Tokens> {
  const client = twinCognitoClient(outputs);
  const metadata = {
    channel: contact.includes('@') ? 'email' : 'sms',
    ...(referralId ? { [REFERRAL_METADATA_KEY]: referralId } : {}),
  };
  try {
    let code = '';
    const first = codeRound(client, outputs, contact, metadata, async (at) => {
      code = await waitForCode(outputs.outboxUrl, contact, at);
      return code;
    });
    await first.then(
      () => {
        throw new Error(`${contact} signed in without an account being made`);
      },
      (error: unknown) => {
        if (!(error instanceof Error && error.message.includes('account_created'))) throw error;
      },
    );
    const second = await codeRound(
      client,
      outputs,
      contact,
      { ...metadata, [SIGN_UP_CODE_METADATA_KEY]: code },
      async () => code,
    );
    return second.tokens;
  } finally {
    client.destroy();
  }
}

/** A GraphQL call over HTTP as AppSync receives it. */
export async function graphql<T = Record<string, unknown>>(
  outputs: TwinOutputs,
  auth: { accessToken: string } | { apiKey: string },
  query: string,
  variables: Record<string, unknown> = {},
): Promise<{ status: number; data?: T; errors?: { errorType: string; message: string }[] }> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if ('accessToken' in auth) headers.authorization = auth.accessToken;
  else headers['x-api-key'] = auth.apiKey;
  const response = await fetch(outputs.graphqlUrl, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, ...((await response.json()) as object) };
}
