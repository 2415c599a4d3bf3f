/**
 * The frame's own calls (session, profile, settings, languages, sign-out), the same for the back
 * office and the rider and driver apps, mocked for a jsdom test. Import it before the modules it
 * mocks; each test then sets what `currentSession`, `getMe` and `getSettings` answer, and mocks
 * its screens' api modules itself.
 */
import { screen } from '@testing-library/react';
import type { Settings } from '../api/types';
import { getMe } from '../api/me';
import { currentSession } from '../api/session';
import { getSettings } from '../api/settings';
import { aUser, someSettings } from './back-office-fixtures';

jest.mock('../api/auth', () => ({
  SOCIAL_PROVIDERS: [],
  signOut: jest.fn(),
}));
jest.mock('../api/session', () => ({ currentSession: jest.fn() }));
jest.mock('../api/me', () => ({
  getMe: jest.fn(),
  updateProfile: jest.fn(),
  goOffline: jest.fn(),
  updateBankDetails: jest.fn(),
  listLanguageChoices: jest.fn().mockResolvedValue([]),
}));
jest.mock('../api/settings', () => ({
  getSettings: jest.fn(),
  onSettingsUpdated: () => () => {},
  updateSettings: jest.fn(),
}));
jest.mock('../api/public-content', () => ({
  listLanguages: jest.fn().mockResolvedValue([]),
  getPublicSettings: jest.fn().mockResolvedValue(null),
}));

/** The first render loads the page's chunk: allow for it. */
export const SLOW = { timeout: 10_000 };

/** Disabled as Cloudscape shows it: natively, or aria-disabled when a reason is given. */
export const isDisabled = (testId: string) => {
  const button = screen.getByTestId<HTMLButtonElement>(testId);
  return button.disabled || button.getAttribute('aria-disabled') === 'true';
};

/** The frame as the demo admin `a1` sees it, with critical edits allowed and `settings` on top. */
export function signedInAsAdmin(settings: Partial<Settings> = {}): void {
  jest.mocked(currentSession).mockResolvedValue({ userId: 'a1', groups: ['admin'] });
  jest.mocked(getMe).mockResolvedValue(aUser('admin', { uid: 'a1' }));
  jest.mocked(getSettings).mockResolvedValue(someSettings({ AllowCriticalEditsAdmin: true, ...settings }));
}
