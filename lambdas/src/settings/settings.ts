/** The operator's settings (SPEC §5): a public read and the admin's save. */
import {
  assertAllowedInDemo,
  unwrapValidation,
  validateSettings,
  type Settings,
  type SettingsDraft,
} from '@wayfare/shared';
import type { Caller } from '../access/caller';
import { requireAdmin } from '../access/require-admin';
import type { SettingsDeps } from './settings-deps';

export const getSettings = (deps: SettingsDeps): Promise<Settings | null> => deps.settings.get();

/**
 * Validated, and refused under the demo lock. The very first save is allowed: it is what sets the
 * lock's switch, so with nothing stored there is no lock to obey yet.
 */
export async function saveSettings(
  deps: SettingsDeps,
  caller: Caller | null,
  draft: SettingsDraft,
): Promise<Settings> {
  await requireAdmin(deps.users, caller);
  const settings = unwrapValidation(validateSettings(draft));
  const current = await deps.settings.get();
  if (current) assertAllowedInDemo('settings.save', current);
  return deps.settings.put(settings, deps.now());
}
