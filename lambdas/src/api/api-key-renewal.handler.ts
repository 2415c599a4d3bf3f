/**
 * Keeps the public API key (the API_KEY reads: settings, app info, languages) from expiring: AppSync
 * lets a key live at most 365 days, so a daily schedule moves its expiry 365 days ahead again.
 */
import { AppSyncClient, UpdateApiKeyCommand } from '@aws-sdk/client-appsync';
import { apiKeyRefFromEnv, type ApiKeyRef } from '../config/api-key-env';

const DAY_SECONDS = 24 * 60 * 60;
/** AppSync's longest key life. */
export const API_KEY_DAYS = 365;

/** Extends the key to 365 days from `now`, rounded down to the hour as AppSync stores it. */
export async function renewApiKey(client: AppSyncClient, key: ApiKeyRef, now = new Date()): Promise<number> {
  const latest = Math.floor(now.getTime() / 1000) + API_KEY_DAYS * DAY_SECONDS;
  const expires = latest - (latest % 3600);
  await client.send(new UpdateApiKeyCommand({ apiId: key.apiId, id: key.keyId, expires }));
  return expires;
}

const client = new AppSyncClient({});

export const handler = async (): Promise<{ expires: string }> => {
  const expires = await renewApiKey(client, apiKeyRefFromEnv());
  // The shared logger reads the API functions' environment (a table among it), which this one has not.
  return { expires: new Date(expires * 1000).toISOString() };
};
