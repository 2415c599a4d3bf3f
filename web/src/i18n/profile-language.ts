import type { AppConfig } from '../config/app-config';
import { configureAmplifyOnce } from '../config/amplify-once';
import type { UserLang } from '../api/types';

/**
 * A signed-in user's language lives in the profile (product.md §3 User lang) as well as in the browser.
 * Amplify and the profile calls load only here, after the page is up.
 */
async function signedInProfileApi(config: AppConfig) {
  await configureAmplifyOnce(config);
  const { currentSession } = await import('../api/session');
  if (!(await currentSession())) return null;
  return import('../api/me');
}

/**
 * The signed-in user's saved language, or null (signed out, no profile, or none chosen). In the
 * apps and the back office it is the profile read their first screen started, not a second one.
 */
export async function readProfileLanguage(config: AppConfig): Promise<UserLang | null> {
  if (!(await signedInProfileApi(config))) return null;
  const { firstMe } = await import('../back-office/use-me');
  const me = await firstMe.share();
  return me?.lang ?? null;
}

/** Saves the choice in the signed-in user's profile; a signed-out visitor keeps it in the browser only. */
export async function saveProfileLanguage(config: AppConfig, lang: UserLang): Promise<void> {
  const api = await signedInProfileApi(config);
  const me = api ? await api.getMe() : null;
  if (!api || !me) return;
  if (me.lang?.langLocale === lang.langLocale && me.lang.dateLocale === lang.dateLocale) return;
  await api.updateProfile({
    firstName: me.firstName,
    lastName: me.lastName,
    email: me.email ?? '',
    mobile: me.mobile ?? '',
    lang,
  });
}
