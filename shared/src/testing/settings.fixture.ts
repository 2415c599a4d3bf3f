import type { Settings } from '../entities/settings';

/** Complete operator settings for tests; override what a case needs. */
export const someSettings = (overrides: Partial<Settings> = {}): Settings => ({
  appName: 'Wayfare',
  country: 'GB',
  code: 'GBP',
  symbol: '£',
  swipe_symbol: false,
  decimal: 2,
  bonus: 5,
  AllowCountrySelection: true,
  convert_to_mile: false,
  CarHornRepeat: false,
  RiderWithDraw: false,
  useDistanceMatrix: false,
  driverRadius: 10,
  bank_fields: true,
  showLiveRoute: true,
  AllowCriticalEditsAdmin: true,
  FacebookLoginEnabled: false,
  CompanyName: 'Wayfare Ltd',
  CompanyAddress: '1 High Street, London',
  CompanyWebsite: 'https://wayfare.example',
  CompanyPhone: '+442000000000',
  CompanyTerms: 'https://wayfare.example/terms',
  timezone: 'Europe/London',
  ...overrides,
});
