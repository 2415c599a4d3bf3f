/**
 * App info (product.md §2 /appinfo): a public read for the about-us and privacy pages, and the admin's save.
 */
import { unwrapValidation, validateAppInfo, type AppInfo } from '@wayfare/shared';
import type { Caller } from '../access/caller';
import { requireAdminAllowedInDemo } from '../access/actor';
import type { ContentDeps } from './content-deps';

export const getAppInfo = (deps: ContentDeps): Promise<AppInfo | null> => deps.appInfo.get();

export async function saveAppInfo(
  deps: ContentDeps,
  caller: Caller | null,
  input: AppInfo,
): Promise<AppInfo> {
  // App info is public content saved from the settings group: the settings' demo lock covers it.
  await requireAdminAllowedInDemo(deps, caller, 'settings.save');
  const appInfo = unwrapValidation(validateAppInfo({ ...input }));
  return deps.appInfo.put(appInfo, new Date(deps.now()));
}
