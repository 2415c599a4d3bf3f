import { AppSyncClient, UpdateApiKeyCommand } from '@aws-sdk/client-appsync';
import { mockClient } from 'aws-sdk-client-mock';
import { handler, renewApiKey } from './api-key-renewal.handler';

const appsync = mockClient(AppSyncClient);

describe('API key renewal', () => {
  beforeEach(() => {
    appsync.reset();
    appsync.on(UpdateApiKeyCommand).resolves({ apiKey: { id: 'da2-key' } });
  });

  it('moves the expiry 365 days ahead, rounded down to the hour', async () => {
    const now = new Date('2026-03-01T10:42:17Z');
    const expires = await renewApiKey(new AppSyncClient({}), { apiId: 'api-1', keyId: 'da2-key' }, now);

    expect(new Date(expires * 1000).toISOString()).toBe('2027-03-01T10:00:00.000Z');
    expect(appsync.commandCalls(UpdateApiKeyCommand).map((call) => call.args[0].input)).toEqual([
      { apiId: 'api-1', id: 'da2-key', expires },
    ]);
  });

  it('never asks for more than AppSync allows, even on the hour', async () => {
    const now = new Date('2026-03-01T10:00:00Z');
    const expires = await renewApiKey(new AppSyncClient({}), { apiId: 'api-1', keyId: 'da2-key' }, now);
    expect(expires * 1000 - now.getTime()).toBe(365 * 24 * 60 * 60 * 1000);
  });

  it('renews the key the stack names in its environment', async () => {
    process.env.GRAPHQL_API_ID = 'api-2';
    process.env.API_KEY_ID = 'da2-public';
    try {
      const { expires } = await handler();
      expect(Date.parse(expires)).toBeGreaterThan(Date.now() + 364 * 24 * 60 * 60 * 1000);
      expect(appsync.commandCalls(UpdateApiKeyCommand)[0].args[0].input).toMatchObject({
        apiId: 'api-2',
        id: 'da2-public',
      });
    } finally {
      delete process.env.GRAPHQL_API_ID;
      delete process.env.API_KEY_ID;
    }
  });

  it('refuses to run without the key to renew', async () => {
    await expect(handler()).rejects.toThrow('GRAPHQL_API_ID is not set');
  });
});
