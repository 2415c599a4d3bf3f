/**
 * App info (product.md §2 /appinfo): a public read for the about-us and privacy pages, and the admin's save.
 */
import { appInfoRepository, now, settingsRepository, userRepository } from '../deps';
import type { ContentDeps } from '../content/content-deps';
import { getAppInfo, saveAppInfo } from '../content/app-info';
import { areaRouter } from './area-router';
import { appInfoArgs } from './content.args';
import { parseArgs } from './parse-args';

const deps = (): ContentDeps => ({
  appInfo: appInfoRepository(),
  settings: settingsRepository(),
  users: userRepository(),
  now,
});

export const handler = areaRouter('content', {
  'Query.appInfo': () => getAppInfo(deps()),
  'Mutation.updateAppInfo': ({ args, caller }) =>
    saveAppInfo(deps(), caller, parseArgs(appInfoArgs, args).input),
});
