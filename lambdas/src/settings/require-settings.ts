import { DomainError, type Settings } from '@wayfare/shared';
import type { SettingsRepository } from '../ports/settings-repository';

/**
 * The operator's stored settings, which fares, money rules and the demo lock read. Without them a
 * deployment is not set up: NOT_FOUND 'No Database Settings found', the key the apps translate.
 */
export async function requireSettings(deps: { settings: SettingsRepository }): Promise<Settings> {
  const settings = await deps.settings.get();
  if (!settings) throw new DomainError({ code: 'NOT_FOUND', messageKey: 'No Database Settings found' });
  return settings;
}
