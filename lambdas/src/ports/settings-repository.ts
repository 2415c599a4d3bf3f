import type { Settings } from '@wayfare/shared';

/** Where the operator's settings live. */
export interface SettingsRepository {
  get(): Promise<Settings | null>;
  put(settings: Settings, updatedAt: Date): Promise<Settings>;
}
