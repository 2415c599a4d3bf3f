import { GetSecretValueCommand, type SecretsManagerClient } from '@aws-sdk/client-secrets-manager';

/**
 * A Secrets Manager secret's string, fetched once per cold start. The fetch starts at once (in the
 * function's init phase, before the first request needs it); a failed fetch is retried by the next
 * caller instead of being cached.
 */
export function secretStringOnce(client: SecretsManagerClient, secretId: string): () => Promise<string> {
  const fetchSecret = async () => {
    const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: secretId }));
    if (!SecretString) throw new Error(`Secret ${secretId} has no string value`);
    return SecretString;
  };
  let pending: Promise<string> = fetchSecret();
  // Nobody is waiting yet: a failure here is not an unhandled rejection; the next caller fetches again.
  pending.catch(() => undefined);
  return () =>
    pending.catch(() => {
      pending = fetchSecret();
      return pending;
    });
}
