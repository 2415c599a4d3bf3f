/**
 * The web app's runtime config contract: `/amplify-config.json`, served beside the app. The CDK
 * web-content stack writes it from the stack outputs, the local twin writes it at start, and the
 * web app reads it once at boot; all three type it as WebAppConfig and check it with
 * parseWebAppConfig, so a field one side renames fails the type check or the synth, not the boot.
 */
export interface WebAppConfig {
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
  /** Cloud: the Amazon Location map style URL (with its API key). Absent: the apps' offline map style. */
  mapStyleUrl?: string;
  /** Cloud only, with social sign-in enabled: the hosted UI that federates the providers. */
  oauth?: OAuthConfig;
  /** Cloud only, when configured: the invisible widget accompanying mobile code requests (product.md §2). */
  humanCheck?: HumanCheckConfig;
}

export const WEB_APP_CONFIG_PATH = '/amplify-config.json';

/**
 * The single-page app's shell in the web build: the answer for every address with no file of its own
 * (the prerendered public pages have theirs), on the twin and behind CloudFront.
 */
export const WEB_APP_SHELL = 'app.html';

export const SOCIAL_PROVIDERS = ['Google', 'Facebook', 'Apple'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export interface OAuthConfig {
  /** Host name of the Cognito hosted UI, without a scheme. */
  domain: string;
  redirectSignIn: string[];
  redirectSignOut: string[];
  providers: SocialProvider[];
}

export const HUMAN_CHECK_PROVIDERS = ['turnstile', 'recaptcha'] as const;

export interface HumanCheckConfig {
  provider: (typeof HUMAN_CHECK_PROVIDERS)[number];
  siteKey: string;
}

const REQUIRED_KEYS = [
  'region',
  'graphqlUrl',
  'realtimeUrl',
  'apiKey',
  'userPoolId',
  'userPoolClientId',
  'webUrl',
] as const;
const OPTIONAL_KEYS = ['userPoolEndpoint', 'outboxUrl', 'mapStyleUrl'] as const;

export class WebAppConfigError extends Error {
  override name = 'WebAppConfigError';
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string' && item !== '');

function parseOAuth(raw: unknown): OAuthConfig | undefined {
  if (raw === undefined) return undefined;
  if (!isRecord(raw)) throw new WebAppConfigError('config.oauth must be an object when set');
  const { domain, redirectSignIn, redirectSignOut, providers } = raw;
  if (typeof domain !== 'string' || domain === '')
    throw new WebAppConfigError('config.oauth.domain must be a non-empty string');
  if (!isStringList(redirectSignIn) || !isStringList(redirectSignOut)) {
    throw new WebAppConfigError('config.oauth redirects must be lists of URLs');
  }
  if (
    !isStringList(providers) ||
    !providers.every((p) => (SOCIAL_PROVIDERS as readonly string[]).includes(p))
  ) {
    throw new WebAppConfigError(`config.oauth.providers must list some of ${SOCIAL_PROVIDERS.join(', ')}`);
  }
  return { domain, redirectSignIn, redirectSignOut, providers: providers as SocialProvider[] };
}

function parseHumanCheck(raw: unknown): HumanCheckConfig | undefined {
  if (raw === undefined) return undefined;
  if (
    !isRecord(raw) ||
    !(HUMAN_CHECK_PROVIDERS as readonly unknown[]).includes(raw.provider) ||
    typeof raw.siteKey !== 'string' ||
    raw.siteKey === ''
  ) {
    throw new WebAppConfigError(
      `config.humanCheck must name a provider (${HUMAN_CHECK_PROVIDERS.join(', ')}) and a siteKey`,
    );
  }
  return { provider: raw.provider as HumanCheckConfig['provider'], siteKey: raw.siteKey };
}

/** Validates the fetched JSON so a broken deploy fails at boot with the offending field named. */
export function parseWebAppConfig(raw: unknown): WebAppConfig {
  if (!isRecord(raw)) throw new WebAppConfigError('config is not a JSON object');
  if (raw.mode !== 'local' && raw.mode !== 'cloud') {
    throw new WebAppConfigError(`config.mode must be 'local' or 'cloud'`);
  }
  for (const key of REQUIRED_KEYS) {
    if (typeof raw[key] !== 'string' || raw[key] === '') {
      throw new WebAppConfigError(`config.${key} must be a non-empty string`);
    }
  }
  for (const key of OPTIONAL_KEYS) {
    if (raw[key] !== undefined && typeof raw[key] !== 'string') {
      throw new WebAppConfigError(`config.${key} must be a string when set`);
    }
  }
  const config = raw as unknown as WebAppConfig;
  const oauth = parseOAuth(raw.oauth);
  const humanCheck = parseHumanCheck(raw.humanCheck);
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
    ...(config.mapStyleUrl ? { mapStyleUrl: config.mapStyleUrl } : {}),
    ...(oauth ? { oauth } : {}),
    ...(humanCheck ? { humanCheck } : {}),
  };
}
