import { assertAllowedInDemo, type BackOfficeAction, type Settings } from '@wayfare/shared';
import type { SettingsRepository } from '../ports/settings-repository';

/** The demo lock's switch as stored; with no settings stored the lock is on, the safe reading of a missing switch. */
export const demoSwitch = (settings: Settings | null): Pick<Settings, 'AllowCriticalEditsAdmin'> =>
  settings ?? { AllowCriticalEditsAdmin: false };

/** Refuses `action` with 'demo mode' while the demo lock is on (or no settings are stored). */
export async function assertUnlocked(settings: SettingsRepository, action: BackOfficeAction): Promise<void> {
  assertAllowedInDemo(action, demoSwitch(await settings.get()));
}
