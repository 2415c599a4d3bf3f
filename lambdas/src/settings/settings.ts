/** The operator's settings (product.md §5): a public read and the admin's save. */
import {
  actorOf,
  assertAllowedInDemo,
  changedFields,
  DomainError,
  unwrapValidation,
  validateSettings,
  type Settings,
  type SettingsDraft,
  type User,
} from '@wayfare/shared';
import type { Caller } from '../access/caller';
import { requireAdmin } from '../access/actor';
import { auditEntry } from '../audit/audit-entry';
import { requireSettings } from './require-settings';
import type { SettingsDeps } from './settings-deps';

/** Saves the settings with their audit entry: every field the save changed (settings hold no secrets). */
function putAudited(deps: SettingsDeps, admin: User, current: Settings | null, next: Settings) {
  const fields = [...new Set([...Object.keys(current ?? {}), ...Object.keys(next)])];
  const audit = auditEntry(deps, {
    action: 'SETTINGS_UPDATED',
    actor: actorOf(admin),
    targetType: 'settings',
    targetId: 'settings',
    ...changedFields(current ?? {}, next, { fields }),
  });
  return deps.settings.put(next, new Date(deps.now()), audit);
}

export const getSettings = (deps: SettingsDeps): Promise<Settings | null> => deps.settings.get();

/**
 * Validated, and refused under the demo lock. The very first save is allowed: it is what sets the
 * lock's switch, so with nothing stored there is no lock to obey yet. A save that turns the lock
 * on records its admin, the one who may turn it off again (allowCriticalEdits).
 */
export async function saveSettings(
  deps: SettingsDeps,
  caller: Caller | null,
  draft: SettingsDraft,
): Promise<Settings> {
  const admin = await requireAdmin(deps.users, caller);
  const { criticalEditsLockedBy: _typed, ...settings } = unwrapValidation(validateSettings(draft));
  const current = await deps.settings.get();
  if (current) assertAllowedInDemo('settings.save', current);
  const locking = !settings.AllowCriticalEditsAdmin;
  return putAudited(
    deps,
    admin,
    current,
    locking ? { ...settings, criticalEditsLockedBy: admin.uid } : settings,
  );
}

/**
 * The way out of the demo lock (which refuses every other settings save): turns critical edits on
 * again and changes nothing else. Only the admin who locked may unlock, so a demo's visitors, signed
 * in with another admin account, cannot; when that admin is gone (deleted or no longer an admin),
 * any admin may. Unlocked already: nothing changes.
 */
export async function allowCriticalEdits(deps: SettingsDeps, caller: Caller | null): Promise<Settings> {
  const admin = await requireAdmin(deps.users, caller);
  const current = await requireSettings(deps);
  if (current.AllowCriticalEditsAdmin) return current;
  const lockedBy = current.criticalEditsLockedBy;
  if (lockedBy && lockedBy !== admin.uid && (await deps.users.getById(lockedBy))?.usertype === 'admin') {
    throw new DomainError({ code: 'FORBIDDEN', messageKey: 'demo_lock_owner' });
  }
  const { criticalEditsLockedBy: _released, ...unlocked } = current;
  return putAudited(deps, admin, current, { ...unlocked, AllowCriticalEditsAdmin: true });
}
