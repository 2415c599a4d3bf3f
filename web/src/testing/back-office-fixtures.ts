/** Users and settings for back-office component tests. */
import type { Settings, User, UserType } from '../api/types';

export const aUser = (usertype: UserType, overrides: Partial<User> = {}): User => ({
  uid: `${usertype}-1`,
  createdAt: '2024-03-05T10:00:00.000Z',
  firstName: 'Ada',
  lastName: usertype,
  email: `${usertype}@example.com`,
  mobile: '+15550001111',
  usertype,
  approved: true,
  walletBalance: 0,
  referralId: null,
  regType: 'admin',
  profile_image: null,
  lang: null,
  ...overrides,
});

export const someSettings = (overrides: Partial<Settings> = {}): Settings =>
  ({
    appName: 'Wayfare Demo',
    country: 'United States',
    restrictCountry: 'US',
    AllowCountrySelection: true,
    AllowCriticalEditsAdmin: true,
    FacebookLoginEnabled: false,
    bank_fields: false,
    // Money as every stored settings have it (pages format amounts from these).
    symbol: '$',
    swipe_symbol: false,
    decimal: 2,
    walletTopUpMax: 1000,
    // The operator's zone, which earnings pages state (docs/back-office.md).
    timezone: 'America/New_York',
    noShowWaitMinutes: 5,
    noShowFee: 0,
    ...overrides,
  }) as Settings;
