/** App info (SPEC §2 /appinfo): a public read for the about-us and privacy pages, and the admin's save. */
import { assertAllowedInDemo, unwrapValidation, validateAppInfo } from '@wayfare/shared';
import { appInfoRepository, clock, settingsRepository } from '../deps';
import { appsyncRouter } from './appsync-router';
import { requireAdmin } from './require-admin';

export const handler = appsyncRouter({
  'Query.appInfo': async () => appInfoRepository().get(),

  'Mutation.updateAppInfo': async (event) => {
    await requireAdmin(event);
    const appInfo = unwrapValidation(validateAppInfo(event.arguments.input as Record<string, unknown>));
    // App info is public content saved from the settings group: the settings' demo lock covers it.
    const settings = await settingsRepository().get();
    if (settings) assertAllowedInDemo('settings.save', settings);
    return appInfoRepository().put(appInfo, clock());
  },
});
