import { fireEvent, screen, waitFor } from '@testing-library/react';
import { en } from '@wayfare/shared/src/i18n/texts/en';
import {
  drawerMenuFor,
  landingRouteFor,
  menuRoutes,
  PROTECTED_ROUTES,
  USER_TYPES,
  type ProtectedRoute,
} from '@wayfare/shared';
import { signOut } from '../api/auth';
import { getMe, goOffline, listLanguageChoices } from '../api/me';
import { currentSession } from '../api/session';
import { getSettings } from '../api/settings';
import { listUsers } from '../api/users';
import { aUser, someSettings } from '../testing/back-office-fixtures';
import { preloadBackOffice, renderApp } from '../testing/render-app';

jest.mock('../api/auth', () => ({
  SOCIAL_PROVIDERS: [],
  signOut: jest.fn(),
}));
jest.mock('../api/session', () => ({ currentSession: jest.fn() }));
jest.mock('../api/me', () => ({ getMe: jest.fn(), goOffline: jest.fn(), listLanguageChoices: jest.fn() }));
jest.mock('../api/users', () => ({ listUsers: jest.fn() }));
jest.mock('../api/settings', () => ({ getSettings: jest.fn(), onSettingsUpdated: () => () => {} }));
// The public site's reads (settings, languages) find nothing here: these tests cover the back office.
jest.mock('../api/public-content', () => ({
  listLanguages: jest.fn().mockResolvedValue([]),
  getPublicSettings: jest.fn().mockResolvedValue(null),
}));

jest.setTimeout(30_000);

// The frame, the profile page and the sign-in are what the first tests render: transformed here,
// so no test's 10 s wait for a lazy page measures the machine's load instead.
beforeAll(() => Promise.all([preloadBackOffice('/profile'), import('../pages/login')]), 60_000);

const english: Readonly<Record<string, string>> = en;

const drawerLinks = () =>
  Array.from(screen.getByTestId('drawer').querySelectorAll('a'))
    .map((link) => link.getAttribute('href'))
    .filter((href): href is string => href !== null && href.startsWith('/') && href !== '/');

const signInAs = (user: ReturnType<typeof aUser> | null) => {
  jest.mocked(currentSession).mockResolvedValue({ userId: 'u-1', groups: [] });
  jest.mocked(getMe).mockResolvedValue(user);
};

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(getSettings).mockResolvedValue(someSettings());
  jest.mocked(signOut).mockResolvedValue(undefined);
  jest.mocked(listUsers).mockResolvedValue({ items: [], nextToken: null });
  jest.mocked(listLanguageChoices).mockResolvedValue([]);
});

describe('back-office frame', () => {
  it.each(USER_TYPES)('gives a %s the drawer menu of its user type', async (usertype) => {
    signInAs(aUser(usertype));
    renderApp('/profile');
    await screen.findByTestId('drawer');
    expect(new Set(drawerLinks())).toEqual(new Set(menuRoutes(drawerMenuFor(usertype))));
  });

  it.each([
    ['rider', '/ride'],
    ['driver', '/drive'],
  ] as const)('leads a %s from its back-office pages back to its app at %s', async (usertype, home) => {
    signInAs(aUser(usertype, { approved: true }));
    renderApp('/profile');
    const back = await screen.findByRole('link', { name: 'Back to the app' });
    expect(back.getAttribute('href')).toBe(home);
    fireEvent.click(back);
    await screen.findByRole('navigation', { name: 'App' });
    expect(screen.queryByTestId('drawer')).toBeNull();
  });

  it.each(['admin', 'fleetadmin'] as const)(
    'gives a %s, whose home is the back office, no app link',
    async (usertype) => {
      signInAs(aUser(usertype));
      renderApp('/profile');
      await screen.findByTestId('drawer');
      expect(screen.queryByRole('link', { name: 'Back to the app' })).toBeNull();
    },
  );

  const cases = USER_TYPES.flatMap((usertype) =>
    (Object.keys(PROTECTED_ROUTES) as ProtectedRoute[]).map(
      (route) =>
        [route, usertype, (PROTECTED_ROUTES[route] as readonly string[]).includes(usertype)] as const,
    ),
  );
  it.each(cases)('%s for a %s: shown %p, else to /login', async (route, usertype, permitted) => {
    signInAs(aUser(usertype));
    renderApp(route);
    if (permitted) {
      await screen.findByTestId('drawer');
      await waitFor(() =>
        expect(document.title).toBe(`${english[`nav${route.replace('/', '.')}`]} · Wayfare`),
      );
    } else {
      await screen.findByTestId('login-contact');
      expect(screen.queryByTestId('drawer')).toBeNull();
      const notice = screen.getByTestId('login-notice');
      expect(notice.textContent).toContain(
        `You are signed in as ${english[`usertype.${usertype}`]}, and the page you opened is not available to this account.`,
      );
      expect(screen.getByTestId('login-notice-home').getAttribute('href')).toBe(landingRouteFor(usertype));
    }
  });

  it('leads a signed-in user sent to /login home from the notice', async () => {
    signInAs(aUser('fleetadmin'));
    renderApp('/riders');
    fireEvent.click(await screen.findByTestId('login-notice-home'));
    await screen.findByTestId('drawer');
    expect(screen.queryByTestId('login-notice')).toBeNull();
    expect(document.title).toBe('Dashboard · Wayfare');
  });

  it('sends a signed-out visitor to /login without reading a profile', async () => {
    jest.mocked(currentSession).mockResolvedValue(null);
    renderApp('/dashboard');
    await screen.findByTestId('login-contact');
    expect(getMe).not.toHaveBeenCalled();
    expect(screen.queryByTestId('login-notice')).toBeNull();
  });

  it('shows a spinner while the profile loads', async () => {
    jest.mocked(currentSession).mockResolvedValue({ userId: 'u-1', groups: [] });
    jest.mocked(getMe).mockReturnValue(new Promise(() => {}));
    renderApp('/profile');
    await waitFor(() => expect(getMe).toHaveBeenCalled());
    expect(document.querySelector('[class*="awsui_root"][class*="size-large"]')).not.toBeNull();
    expect(screen.queryByTestId('drawer')).toBeNull();
  });

  it("reads 'No Database Settings found' when settings are missing", async () => {
    signInAs(aUser('admin'));
    jest.mocked(getSettings).mockResolvedValue(null);
    renderApp('/profile');
    expect((await screen.findByTestId('no-settings')).textContent).toContain('No Database Settings found');
  });

  it.each([
    ['no profile', null, 'There is a problem with your account. Please contact the administrator.'],
    [
      'an unknown user type',
      aUser('admin', { usertype: 'pilot' as never }),
      'This account type cannot use the back office.',
    ],
  ])('signs an account with %s out with an alert, then shows the login', async (_case, me, text) => {
    signInAs(me);
    renderApp('/profile');
    expect(await screen.findByText(text)).toBeTruthy();
    await waitFor(() => expect(signOut).toHaveBeenCalled());
    fireEvent.click(screen.getByTestId('alert-close'));
    await screen.findByTestId('login-contact');
  });

  it('takes a driver offline before signing it out', async () => {
    signInAs(aUser('driver'));
    jest.mocked(goOffline).mockResolvedValue(undefined);
    renderApp('/profile');
    fireEvent.click(await screen.findByTestId('sign-out'));
    await screen.findByTestId('login-contact');
    expect(jest.mocked(goOffline).mock.invocationCallOrder[0]).toBeLessThan(
      jest.mocked(signOut).mock.invocationCallOrder[0]!,
    );
  });

  it('signs others out without going offline', async () => {
    signInAs(aUser('rider'));
    renderApp('/profile');
    fireEvent.click(await screen.findByTestId('sign-out'));
    await screen.findByTestId('login-contact');
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(goOffline).not.toHaveBeenCalled();
  });
});
