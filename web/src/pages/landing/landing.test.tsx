import { act, screen } from '@testing-library/react';
import { ApiError } from '../../api/api-error';
import { getPublicSettings, listLanguages, type PublicSettings } from '../../api/public-content';
import { currentSession } from '../../api/session';
import { onSettingsUpdated } from '../../api/settings';
import { renderApp } from '../../testing/render-app';

jest.mock('../../api/public-content', () => ({ getPublicSettings: jest.fn(), listLanguages: jest.fn() }));
jest.mock('../../api/settings', () => ({ onSettingsUpdated: jest.fn() }));
jest.mock('../../api/session', () => ({ currentSession: jest.fn() }));
jest.mock('../../api/me', () => ({ getMe: jest.fn().mockResolvedValue(null), updateProfile: jest.fn() }));

const settings = (overrides: Partial<PublicSettings> = {}) =>
  ({ appName: 'Wayfare Demo', CompanyName: 'Wayfare Mobility Inc.', ...overrides }) as PublicSettings;

beforeEach(() => {
  jest.mocked(onSettingsUpdated).mockReturnValue(() => {});
  jest.mocked(listLanguages).mockResolvedValue([]);
  jest.mocked(currentSession).mockResolvedValue(null);
});

const appName = () => screen.findByRole('heading', { level: 1 });

describe('landing page', () => {
  it('names the app from the settings and follows live updates', async () => {
    jest.mocked(getPublicSettings).mockResolvedValue(settings());
    renderApp('/');
    expect((await appName()).textContent).toBe('Wayfare Demo');
    expect(screen.getByText('Rides and deliveries, one tap away.')).toBeTruthy();

    await act(async () => {});
    const [[pushUpdate]] = jest.mocked(onSettingsUpdated).mock.calls;
    act(() => pushUpdate(settings({ appName: 'Wayfare Renamed' }) as never));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Wayfare Renamed');
  });

  it('says so when no settings are stored', async () => {
    jest.mocked(getPublicSettings).mockResolvedValue(null);
    renderApp('/');
    expect((await appName()).textContent).toBe('No Database Settings found');
  });

  it('shows the translated error when settings cannot be read', async () => {
    jest.mocked(getPublicSettings).mockRejectedValue(new ApiError('InternalError', 'errors.internal'));
    renderApp('/');
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong. Please try again.');
  });

  it('shows the feature sections and only the store links the settings name', async () => {
    jest
      .mocked(getPublicSettings)
      .mockResolvedValue(
        settings({ AppleStoreLink: 'https://apps.apple.com/app/wayfare', PlayStoreLink: null }),
      );
    renderApp('/');
    await appName();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Book in seconds',
      'Track your driver',
      'Pay your way',
      'Send parcels',
      'Get the app',
    ]);
    expect(screen.getByRole('link', { name: 'Download on the App Store' }).getAttribute('href')).toBe(
      'https://apps.apple.com/app/wayfare',
    );
    expect(screen.queryByRole('link', { name: 'Get it on Google Play' })).toBeNull();
  });

  it('is the fallback for unknown routes and links a signed-out visitor to the login', async () => {
    jest.mocked(getPublicSettings).mockResolvedValue(settings());
    renderApp('/no-such-page');
    await appName();
    const [account] = screen.getAllByRole('link', { name: 'Login / Sign up' });
    expect(account!.getAttribute('href')).toBe('/login');
  });

  it("links a signed-in user to 'my account'", async () => {
    jest.mocked(getPublicSettings).mockResolvedValue(settings());
    jest.mocked(currentSession).mockResolvedValue({ userId: 'u1', groups: ['rider'] });
    renderApp('/');
    const [account] = await screen.findAllByRole('link', { name: 'My account' });
    expect(account!.getAttribute('href')).toBe('/profile');
  });
});
