import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { secretStringOnce } from './secret-string';

const secrets = mockClient(SecretsManagerClient);
afterEach(() => secrets.reset());

describe('secretStringOnce', () => {
  it('fetches the secret once, at once, and serves every caller from it', async () => {
    secrets
      .on(GetSecretValueCommand, { SecretId: 'wayfare/dev/human-check' })
      .resolves({ SecretString: 's3cret' });
    const secret = secretStringOnce(new SecretsManagerClient({}), 'wayfare/dev/human-check');
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(1);
    await expect(secret()).resolves.toBe('s3cret');
    await expect(secret()).resolves.toBe('s3cret');
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(1);
  });

  it('tries again on the next call after a failed fetch', async () => {
    secrets
      .on(GetSecretValueCommand)
      .rejectsOnce(new Error('throttled'))
      .resolves({ SecretString: 's3cret' });
    const secret = secretStringOnce(new SecretsManagerClient({}), 'name');
    await expect(secret()).resolves.toBe('s3cret');
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(2);
  });
});
