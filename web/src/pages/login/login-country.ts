import { COUNTRIES, findCountry, type Country } from '@wayfare/shared';
import type { Settings } from '../../api/types';

/** What of the operator's settings the sign-in's country depends on. */
export type CountrySettings = Pick<Settings, 'country' | 'restrictCountry' | 'AllowCountrySelection'>;

/**
 * The country the login starts with: the restricted country, else the operator's country (stored
 * by name, as the settings form shows it, or by code).
 */
export function preselectedCountry(settings: CountrySettings | null): Country | undefined {
  if (!settings) return undefined;
  const byCode = (code: string | null) => (code ? findCountry(code) : undefined);
  const byName = (name: string | null) => COUNTRIES.find((country) => country.label === name);
  return byCode(settings.restrictCountry) ?? byName(settings.country) ?? byCode(settings.country);
}

/** product.md §2: the selector shows only when the setting is on and a country is preselected. */
export const showsCountrySelector = (settings: CountrySettings | null): boolean =>
  Boolean(settings?.AllowCountrySelection) && preselectedCountry(settings) !== undefined;
