/**
 * App info (product.md §2 /appinfo): a public read for the about-us and privacy pages, and the admin's save.
 */
import { unwrapValidation, validateAppInfo, type AppInfo } from '@wayfare/shared';
import type { Caller } from '../access/caller';
import { assertUnlocked } from '../access/demo-lock';
import { requireAdmin } from '../access/actor';
import type { ContentDeps } from './content-deps';

export const getAppInfo = (deps: ContentDeps): Promise<AppInfo | null> => deps.appInfo.get();

export async function saveAppInfo(
  deps: ContentDeps,
  caller: Caller | null,
  input: AppInfo,
): Promise<AppInfo> {
  await requireAdmin(deps.users, caller);
  const appInfo = unwrapValidation(validateAppInfo({ ...input }));
  // App info is public content saved from the settings group: the settings' demo lock covers it.
  await assertUnlocked(deps.settings, 'settings.save');
  return deps.appInfo.put(appInfo, new Date(deps.now()));
}
