/**
 * Passwordless sign-in as a client would do it (InitiateAuth CUSTOM_AUTH, then the code from the
 * outbox), returning Cognito tokens for API calls in tests.
 */
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { TwinOutputs } from '@wayfare/infra/local/twin-config';
import { waitForCode } from '../e2e/support/outbox';

/** A Cognito client pointed at the twin's user pool endpoint, as the web app's is. */
export function twinCognitoClient(
  outputs: Pick<TwinOutputs, 'userPoolEndpoint' | 'region'>,
): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({
    endpoint: outputs.userPoolEndpoint,
    region: outputs.region,
    credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
  });
}

export async function signInWithCode(
  outputs: TwinOutputs,
  contact: string,
): Promise<{ accessToken: string; idToken: string }> {
  const client = twinCognitoClient(outputs);
  try {
    const requestedAt = new Date();
    const challenge = await client.send(
      new InitiateAuthCommand({
        AuthFlow: 'CUSTOM_AUTH',
        ClientId: outputs.userPoolClientId,
        AuthParameters: { USERNAME: contact },
      }),
    );
    const code = await waitForCode(outputs.outboxUrl, contact, requestedAt);
    const result = await client.send(
      new RespondToAuthChallengeCommand({
        ClientId: outputs.userPoolClientId,
        ChallengeName: 'CUSTOM_CHALLENGE',
        Session: challenge.Session,
        ChallengeResponses: { USERNAME: challenge.ChallengeParameters?.USERNAME ?? contact, ANSWER: code },
      }),
    );
    const tokens = result.AuthenticationResult;
    if (!tokens?.AccessToken || !tokens.IdToken) throw new Error(`Sign-in of ${contact} did not finish`);
    return { accessToken: tokens.AccessToken, idToken: tokens.IdToken };
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
