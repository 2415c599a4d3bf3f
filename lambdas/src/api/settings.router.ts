/** Settings: a public read, and the admin's save (validated; refused under the demo lock). */
import { assertAllowedInDemo, unwrapValidation, validateSettings, type SettingsDraft } from '@wayfare/shared';
import { clock, settingsRepository } from '../deps';
import { appsyncRouter } from './appsync-router';
import { requireAdmin } from './require-admin';

export const handler = appsyncRouter({
  'Query.settings': async () => settingsRepository().get(),

  'Mutation.updateSettings': async (event) => {
    await requireAdmin(event);
    const settings = unwrapValidation(validateSettings(event.arguments.input as SettingsDraft));
    const current = await settingsRepository().get();
    if (current) assertAllowedInDemo('settings.save', current);
    return settingsRepository().put(settings, clock());
  },
});
