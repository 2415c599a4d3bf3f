/**
 * The runtime config, read once at boot from `/amplify-config.json` and then passed down through
 * React context (never a module-level mutable). Its contract is shared with the CDK stack and the
 * twin that write it (shared/src/config/web-app-config.ts).
 */
import {
  parseWebAppConfig,
  WEB_APP_CONFIG_PATH,
  WebAppConfigError,
  type WebAppConfig,
} from '@wayfare/shared';

export type { HumanCheckConfig, OAuthConfig, SocialProvider } from '@wayfare/shared';

export type AppConfig = WebAppConfig;

/**
 * The page's configuration, read once however many ask for it: the app's first render, the reads a
 * first screen starts before it renders (preloadFirstScreen) and a prerendered page's language.
 */
let pageConfigRead: Promise<AppConfig> | undefined;
export const pageConfig = (): Promise<AppConfig> =>
  (pageConfigRead ??= loadAppConfig().catch((error: unknown) => {
    pageConfigRead = undefined;
    throw error;
  }));

export async function loadAppConfig(fetchJson: typeof fetch = fetch): Promise<AppConfig> {
  const response = await fetchJson(WEB_APP_CONFIG_PATH, { cache: 'no-store' });
  if (!response.ok) throw new WebAppConfigError(`${WEB_APP_CONFIG_PATH} answered ${response.status}`);
  return parseWebAppConfig(await response.json());
}
