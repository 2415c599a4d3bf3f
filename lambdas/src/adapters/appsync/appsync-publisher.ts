import { Sha256 } from '@aws-crypto/sha256-js';
import { SignatureV4 } from '@smithy/signature-v4';
import type { AwsCredentialIdentity, Provider } from '@smithy/types';
import type { TypedDocumentString } from './generated/graphql';

export interface AppSyncPublisherOptions {
  /** The API's GraphQL URL (https://…/graphql in the cloud, the twin's http URL locally). */
  url: string;
  region: string;
  credentials: AwsCredentialIdentity | Provider<AwsCredentialIdentity>;
  fetch?: typeof fetch;
}

/**
 * Calls one of the API's IAM-only publish mutations with a SigV4-signed POST (service appsync),
 * the way AppSync expects a backend to trigger subscriptions; the payload travels as AWSJSON. The
 * twin's endpoint verifies the same signature.
 */
export function createAppSyncPublisher(options: AppSyncPublisherOptions) {
  const url = new URL(options.url);
  const signer = new SignatureV4({
    service: 'appsync',
    region: options.region,
    credentials: options.credentials,
    sha256: Sha256,
  });
  const send = options.fetch ?? fetch;

  /** `mutation`: one of publish-documents.ts, so only schema-checked selections go out. */
  return async function publish<R>(
    mutation: TypedDocumentString<R, { payload: unknown }>,
    payload: unknown,
  ): Promise<void> {
    const body = JSON.stringify({
      query: mutation.toString(),
      variables: { payload: JSON.stringify(payload) },
    });
    const signed = await signer.sign({
      method: 'POST',
      protocol: url.protocol,
      hostname: url.hostname,
      port: url.port ? Number(url.port) : undefined,
      path: url.pathname,
      headers: { host: url.host, 'content-type': 'application/json' },
      body,
    });
    const response = await send(url, { method: 'POST', headers: signed.headers, body });
    const answer = (await response.json().catch(() => ({}))) as {
      errors?: { errorType?: string; message?: string }[];
    };
    if (!response.ok || answer.errors?.length) {
      const error = answer.errors?.[0];
      throw new Error(
        `Publish failed (${response.status}): ${error?.errorType ?? ''} ${error?.message ?? ''}`,
      );
    }
  };
}
