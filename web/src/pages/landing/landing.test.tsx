import { act, screen } from '@testing-library/react';
import { ApiError } from '../../api/api-error';
import { getSettings, onSettingsUpdated } from '../../api/settings';
import type { Settings } from '../../api/types';
import { renderApp } from '../../testing/render-app';

jest.mock('../../api/settings', () => ({ getSettings: jest.fn(), onSettingsUpdated: jest.fn() }));

const settings = (appName: string) => ({ appName }) as Settings;

beforeEach(() => {
  jest.mocked(onSettingsUpdated).mockReturnValue(() => {});
});

describe('landing page', () => {
  it('names the app from the settings and follows live updates', async () => {
    jest.mocked(getSettings).mockResolvedValue(settings('Wayfare Demo'));
    renderApp('/');
    expect((await screen.findByRole('heading')).textContent).toBe('Wayfare Demo');

    const [[pushUpdate]] = jest.mocked(onSettingsUpdated).mock.calls;
    act(() => pushUpdate(settings('Wayfare Renamed')));
    expect(screen.getByRole('heading').textContent).toBe('Wayfare Renamed');
  });

  it('says so when no settings are stored', async () => {
    jest.mocked(getSettings).mockResolvedValue(null);
    renderApp('/');
    expect((await screen.findByRole('heading')).textContent).toBe('No Database Settings found');
  });

  it('shows the translated error when settings cannot be read', async () => {
    jest.mocked(getSettings).mockRejectedValue(new ApiError('InternalError', 'errors.internal'));
    renderApp('/');
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong. Please try again.');
  });

  it('is the fallback for unknown routes and links to the login', async () => {
    jest.mocked(getSettings).mockResolvedValue(settings('Wayfare Demo'));
    renderApp('/no-such-page');
    await screen.findByRole('heading');
    expect(screen.getByRole('link', { name: 'login/signup' }).getAttribute('href')).toBe('/login');
  });
});
