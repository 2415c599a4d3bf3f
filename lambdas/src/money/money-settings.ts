import type { Settings } from '@wayfare/shared';
import type { MoneyDeps } from './money-deps';

/** The stored settings every money rule reads (currency, commission, limits); a deployment without them is broken. */
export async function requireSettings(deps: Pick<MoneyDeps, 'settings'>): Promise<Settings> {
  const settings = await deps.settings.get();
  if (!settings) throw new Error('Settings are missing');
  return settings;
}
