import type { SettingsValues } from './settings-fields';

export * from './settings-fields';

/** The operator's settings: the fields of SETTINGS_FIELDS, and who turned the demo lock on. */
export type Settings = SettingsValues & {
  /**
   * The admin whose save turned the demo lock on: the one who may turn it off again
   * (allowCriticalEdits). Set by the server, never typed; not in the public read.
   */
  criticalEditsLockedBy?: string;
};

/** What the Emergency button dials while settings name no panic number: 112 reaches the emergency services from any mobile phone. */
export const DEFAULT_PANIC_NUMBER = '112';
