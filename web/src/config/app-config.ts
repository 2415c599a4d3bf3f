/**
 * The runtime config contract: `/amplify-config.json`, served beside the app. The cloud deploy writes
 * it from the stack outputs; the local twin writes it at start. Read once at boot, then passed down
 * through React context (never a module-level mutable).
 */
export interface AppConfig {
  mode: 'local' | 'cloud';
  region: string;
  graphqlUrl: string;
  /** AppSync's realtime URL. Amplify derives it from `graphqlUrl`; kept for tools that connect directly. */
  realtimeUrl: string;
  apiKey: string;
  userPoolId: string;
  userPoolClientId: string;
  /** Only the local twin sets it: its Cognito-compatible endpoint. */
  userPoolEndpoint?: string;
  /** Only the local twin sets it: the JSON list of sent SMS and e-mail shown on /dev/inbox. */
  outboxUrl?: string;
  webUrl: string;
}

export const APP_CONFIG_PATH = '/amplify-config.json';

const REQUIRED_KEYS = [
  'region',
  'graphqlUrl',
  'realtimeUrl',
  'apiKey',
  'userPoolId',
  'userPoolClientId',
  'webUrl',
] as const;
const OPTIONAL_KEYS = ['userPoolEndpoint', 'outboxUrl'] as const;

export class AppConfigError extends Error {
  override name = 'AppConfigError';
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Validates the fetched JSON so a broken deploy fails at boot with the offending field named. */
export function parseAppConfig(raw: unknown): AppConfig {
  if (!isRecord(raw)) throw new AppConfigError('config is not a JSON object');
  if (raw.mode !== 'local' && raw.mode !== 'cloud') {
    throw new AppConfigError(`config.mode must be 'local' or 'cloud'`);
  }
  for (const key of REQUIRED_KEYS) {
    if (typeof raw[key] !== 'string' || raw[key] === '') {
      throw new AppConfigError(`config.${key} must be a non-empty string`);
    }
  }
  for (const key of OPTIONAL_KEYS) {
    if (raw[key] !== undefined && typeof raw[key] !== 'string') {
      throw new AppConfigError(`config.${key} must be a string when set`);
    }
  }
  const config = raw as unknown as AppConfig;
  return {
    mode: config.mode,
    region: config.region,
    graphqlUrl: config.graphqlUrl,
    realtimeUrl: config.realtimeUrl,
    apiKey: config.apiKey,
    userPoolId: config.userPoolId,
    userPoolClientId: config.userPoolClientId,
    webUrl: config.webUrl,
    ...(config.userPoolEndpoint ? { userPoolEndpoint: config.userPoolEndpoint } : {}),
    ...(config.outboxUrl ? { outboxUrl: config.outboxUrl } : {}),
  };
}

export async function loadAppConfig(fetchJson: typeof fetch = fetch): Promise<AppConfig> {
  const response = await fetchJson(APP_CONFIG_PATH, { cache: 'no-store' });
  if (!response.ok) throw new AppConfigError(`${APP_CONFIG_PATH} answered ${response.status}`);
  return parseAppConfig(await response.json());
}
