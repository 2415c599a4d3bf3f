/** Settings: a public read, the admin's save (validated; refused under the demo lock) and the way out of the lock. */
import { randomUUID } from 'node:crypto';
import { now, settingsRepository, userRepository } from '../deps';
import type { SettingsDeps } from '../settings/settings-deps';
import { allowCriticalEdits, getSettings, saveSettings } from '../settings/settings';
import { areaRouter } from './area-router';
import { parseArgs } from './parse-args';
import { settingsArgs } from './settings.args';

const deps = (): SettingsDeps => ({
  settings: settingsRepository(),
  users: userRepository(),
  now,
  newId: randomUUID,
});

export const handler = areaRouter('settings', {
  'Query.settings': () => getSettings(deps()),
  'Mutation.updateSettings': ({ args, caller }) =>
    saveSettings(deps(), caller, parseArgs(settingsArgs, args).input),
  'Mutation.allowCriticalEdits': ({ caller }) => allowCriticalEdits(deps(), caller),
});
