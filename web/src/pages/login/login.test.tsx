import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '../../api/api-error';
import { requestCode, signInWithProvider, signOut, verifyCode, watchSocialSignIn } from '../../api/auth';
import type { AppConfig } from '../../config/app-config';
import type { WidgetWindow } from './human-check-widget';
import { getMe } from '../../api/me';
import { getPublicSettings } from '../../api/public-content';
import { aUser, someSettings } from '../../testing/back-office-fixtures';
import { localConfig, renderApp } from '../../testing/render-app';

jest.mock('../../api/auth', () => ({
  requestCode: jest.fn(),
  verifyCode: jest.fn(),
  signOut: jest.fn(),
  signInWithProvider: jest.fn(),
  watchSocialSignIn: jest.fn(),
}));
jest.mock('../../api/session', () => ({ currentSession: jest.fn().mockResolvedValue(null) }));
jest.mock('../../api/me', () => ({ getMe: jest.fn(), goOffline: jest.fn() }));
jest.mock('../../api/settings', () => ({ onSettingsUpdated: () => () => {} }));
// The sign-in reads its settings with the public frame's; no languages but the built-in English.
jest.mock('../../api/public-content', () => ({
  listLanguages: jest.fn().mockResolvedValue([]),
  getPublicSettings: jest.fn(),
}));

// The first render compiles the lazy routes on the fly.
jest.setTimeout(30_000);

const contactInput = () => screen.getByTestId<HTMLInputElement>('login-contact');
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

async function openLogin(path = '/login', config = localConfig) {
  renderApp(path, config);
  await screen.findByTestId('login-contact');
}

async function requestCodeFor(contact: string) {
  type(contactInput(), contact);
  fireEvent.click(screen.getByTestId('login-request-code'));
  await screen.findByTestId('login-code');
}

async function verify(code = '654321') {
  type(screen.getByTestId('login-code'), code);
  fireEvent.click(screen.getByTestId('login-verify'));
}

/** The 'Alert' dialog shows the text, and closing it clears the error. */
async function expectAlert(text: string) {
  const dialog = (await screen.findByText(text)).closest('dialog') as HTMLElement;
  expect(within(dialog).getByText('Alert')).toBeTruthy();
  fireEvent.click(screen.getByTestId('alert-close'));
  await waitFor(() => expect(screen.queryByText(text)).toBeNull());
}

beforeEach(() => {
  jest.mocked(requestCode).mockReset().mockResolvedValue(undefined);
  jest.mocked(verifyCode).mockReset();
  jest.mocked(signOut).mockReset().mockResolvedValue(undefined);
  jest.mocked(signInWithProvider).mockReset().mockResolvedValue(undefined);
  jest
    .mocked(watchSocialSignIn)
    .mockReset()
    .mockReturnValue(() => {});
  jest
    .mocked(getMe)
    .mockReset()
    .mockReturnValue(new Promise(() => {}));
  jest.mocked(getPublicSettings).mockReset().mockResolvedValue(someSettings());
});

describe('login page', () => {
  it('asks for a code, locks the contact, alerts on a wrong code and returns to the start on cancel', async () => {
    await openLogin();
    expect(document.title).toBe('Sign in · Wayfare');
    expect(screen.queryByTestId('login-code')).toBeNull();

    await requestCodeFor(' rider@example.com ');
    expect(requestCode).toHaveBeenCalledWith({ kind: 'email', email: 'rider@example.com' }, {});
    expect(contactInput().disabled).toBe(true);
    expect(screen.queryByTestId('login-request-code')).toBeNull();

    jest.mocked(verifyCode).mockResolvedValue('wrong-code');
    await verify('123456');
    await expectAlert('That code is not correct. Please check it and try again.');
    expect(verifyCode).toHaveBeenCalledWith('123456');
    expect(screen.getByTestId<HTMLInputElement>('login-code').value).toBe('');

    fireEvent.click(screen.getByTestId('login-cancel'));
    expect(screen.queryByTestId('login-code')).toBeNull();
    expect(contactInput().disabled).toBe(false);
    expect(screen.getByTestId('login-request-code')).toBeTruthy();
  });

  it('sends the referral id a new rider typed with the code request', async () => {
    await openLogin();
    type(screen.getByTestId('login-referral'), 'ridra');
    await requestCodeFor('new@example.com');
    expect(requestCode).toHaveBeenCalledWith(
      { kind: 'email', email: 'new@example.com' },
      { referralId: 'ridra' },
    );
    // The code step hides it: the account exists by then.
    expect(screen.queryByTestId('login-referral')).toBeNull();
  });

  it('sends a mobile number as the country prefix plus the digits', async () => {
    await openLogin();
    await requestCodeFor('212 555 0101');
    expect(requestCode).toHaveBeenCalledWith({ kind: 'mobile', phoneNumber: '+12125550101' }, {});
  });

  it.each([
    ['', 'Please enter your mobile number or e-mail address.'],
    ['not-an-email', 'Please enter a proper e-mail address.'],
    ['123 45', 'Please enter a valid mobile number.'],
  ])('rejects the contact %p without calling the backend', async (contact, message) => {
    await openLogin();
    type(contactInput(), contact);
    fireEvent.click(screen.getByTestId('login-request-code'));
    await expectAlert(message);
    expect(requestCode).not.toHaveBeenCalled();
  });

  it.each(['12345', '1234567'])('rejects the code %p as not six characters', async (code) => {
    await openLogin();
    await requestCodeFor('rider@example.com');
    await verify(code);
    await expectAlert('The code must have 6 characters.');
    expect(verifyCode).not.toHaveBeenCalled();
  });

  it("alerts 'country blank error' when the settings preselect no country", async () => {
    jest.mocked(getPublicSettings).mockResolvedValue(someSettings({ country: null, restrictCountry: null }));
    await openLogin();
    expect(screen.queryByTestId('login-country')).toBeNull();
    type(contactInput(), 'rider@example.com');
    fireEvent.click(screen.getByTestId('login-request-code'));
    await expectAlert('Please select a country.');
  });

  it.each([
    ['on, with a preselected country', {}, true],
    ['off', { AllowCountrySelection: false }, false],
    ['on, without a country', { country: null, restrictCountry: null }, false],
  ])('shows the country selector only when the setting is %s', async (_case, overrides, shown) => {
    jest.mocked(getPublicSettings).mockResolvedValue(someSettings(overrides));
    await openLogin();
    expect(screen.queryByTestId('login-country') !== null).toBe(shown);
  });

  it('uses the country chosen in the selector', async () => {
    await openLogin();
    const selector = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Country' });
    expect(selector.selectedOptions[0]!.textContent).toBe('United States (+1)');
    fireEvent.change(selector, { target: { value: 'GB' } });
    await requestCodeFor('7700 900123');
    expect(requestCode).toHaveBeenCalledWith({ kind: 'mobile', phoneNumber: '+447700900123' }, {});
  });

  it.each([
    [
      'a provider failure',
      new ApiError('TooManyRequestsException', 'TooManyRequestsException: Rate exceeded'),
      'TooManyRequestsException: Rate exceeded',
    ],
    [
      'an unapproved driver',
      new ApiError('UserLambdaValidationException', 'require approval'),
      'Your account is awaiting approval.',
    ],
    [
      'the code rate limit',
      new ApiError('UserLambdaValidationException', 'too_many_codes'),
      'Too many codes were requested for this contact. Please try again in an hour.',
    ],
  ])('shows %s when requesting a code fails', async (_case, error, text) => {
    await openLogin();
    jest.mocked(requestCode).mockRejectedValue(error);
    type(contactInput(), 'someone@example.com');
    fireEvent.click(screen.getByTestId('login-request-code'));
    await expectAlert(text);
    expect(screen.queryByTestId('login-code')).toBeNull();
  });

  it("ignores 'not logged in'", async () => {
    await openLogin();
    jest.mocked(requestCode).mockRejectedValue(new ApiError('NotLoggedIn', 'not logged in'));
    type(contactInput(), 'someone@example.com');
    fireEvent.click(screen.getByTestId('login-request-code'));
    await waitFor(() => expect(screen.getByTestId('login-request-code')).toBeTruthy());
    expect(screen.queryByText('Alert')).toBeNull();
    expect(screen.queryByText('You are not signed in.')).toBeNull();
  });

  it("sends a new code after a counted-down wait, and starts over once the server's limit refuses more", async () => {
    await openLogin();
    jest.useFakeTimers();
    try {
      const resend = () => screen.getByTestId<HTMLButtonElement>('login-resend');
      const wait = (seconds: number) => {
        for (let second = 0; second < seconds; second += 1) act(() => void jest.advanceTimersByTime(1000));
      };
      await requestCodeFor('rider@example.com');
      expect(resend().textContent).toBe('Send a new code in 30 s');
      expect(resend().disabled).toBe(true);
      wait(1);
      expect(resend().textContent).toBe('Send a new code in 29 s');
      wait(29);
      expect(resend().textContent).toBe('Send a new code');
      expect(resend().disabled).toBe(false);

      // Promises settle by themselves; only the clock is held (waitFor would wait on it).
      const settle = () => act(async () => {});
      fireEvent.click(resend());
      await settle();
      expect(screen.getByText('A new code is on its way.').getAttribute('role')).toBe('status');
      expect(requestCode).toHaveBeenCalledTimes(2);
      expect(jest.mocked(requestCode).mock.calls[1]).toEqual([
        { kind: 'email', email: 'rider@example.com' },
        {},
      ]);
      expect(resend().textContent).toBe('Send a new code in 30 s');

      jest
        .mocked(requestCode)
        .mockRejectedValueOnce(new ApiError('UserLambdaValidationException', 'too_many_codes'));
      wait(30);
      fireEvent.click(resend());
      await settle();
      screen.getByText('Too many codes were requested for this contact. Please try again in an hour.');
      expect(screen.queryByTestId('login-code')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('starts over with the login error when the backend ends the challenge', async () => {
    await openLogin();
    await requestCodeFor('rider@example.com');
    jest.mocked(verifyCode).mockRejectedValue(new ApiError('NotAuthorizedException', 'login error'));
    await verify('000000');
    await expectAlert('Sign-in failed. Please try again.');
    expect(screen.queryByTestId('login-code')).toBeNull();
  });

  it.each([
    [
      'an account without a profile',
      null,
      'There is a problem with your account. Please contact the administrator.',
    ],
    [
      'an unknown user type',
      aUser('admin', { usertype: 'pilot' as never }),
      'This account type cannot use the back office.',
    ],
    ['an unapproved driver', aUser('driver', { approved: false }), 'Your account is awaiting approval.'],
  ])('signs %s out again with an alert', async (_case, me, text) => {
    jest.mocked(getMe).mockResolvedValue(me);
    await openLogin();
    await requestCodeFor('rider@example.com');
    jest.mocked(verifyCode).mockResolvedValue('signed-in');
    await verify();
    await expectAlert(text);
    expect(signOut).toHaveBeenCalled();
    expect(screen.queryByTestId('login-code')).toBeNull();
  });

  it('takes a rider to the landing page after sign-in', async () => {
    jest.mocked(getMe).mockResolvedValue(aUser('rider'));
    await openLogin();
    await requestCodeFor('rider@example.com');
    jest.mocked(verifyCode).mockResolvedValue('signed-in');
    await verify();
    await waitFor(() => expect(screen.queryByTestId('login-contact')).toBeNull());
    expect(getMe).toHaveBeenCalled();
  });

  it('shows social sign-in only when the setting is on, and says plainly that it needs the cloud locally', async () => {
    await openLogin();
    expect(screen.queryByTestId('social-local')).toBeNull();
  });

  it('says locally that social sign-in needs the cloud', async () => {
    jest.mocked(getPublicSettings).mockResolvedValue(someSettings({ FacebookLoginEnabled: true }));
    await openLogin();
    expect(screen.getByTestId('social-local').textContent).toContain('needs the cloud deployment');
    expect(screen.queryByText('Continue with Google')).toBeNull();
  });
});

const cloudConfig: AppConfig = {
  ...localConfig,
  mode: 'cloud',
  userPoolEndpoint: undefined,
  outboxUrl: undefined,
  webUrl: 'https://wayfare.example',
};
const withSocial: AppConfig = {
  ...cloudConfig,
  oauth: {
    domain: 'wayfare-dev.auth.eu-west-1.amazoncognito.com',
    redirectSignIn: ['https://wayfare.example/login'],
    redirectSignOut: ['https://wayfare.example/'],
    providers: ['Google', 'Apple'],
  },
};

describe('social sign-in in the cloud', () => {
  beforeEach(() => {
    jest.mocked(getPublicSettings).mockResolvedValue(someSettings({ FacebookLoginEnabled: true }));
  });

  it('offers a button for each provider the deployment federates, and leaves for the one chosen', async () => {
    await openLogin('/login', withSocial);
    expect(screen.getByText('Continue with Google')).toBeTruthy();
    expect(screen.getByText('Continue with Apple')).toBeTruthy();
    expect(screen.queryByText('Continue with Facebook')).toBeNull();
    fireEvent.click(screen.getByTestId('social-apple'));
    // Amplify's sign-in calls load first, if they have not yet.
    await waitFor(() => expect(signInWithProvider).toHaveBeenCalledWith('Apple'));
  });

  it('offers no button when the deployment federates no provider', async () => {
    await openLogin('/login', cloudConfig);
    expect(screen.queryByText(/Continue with/)).toBeNull();
    expect(screen.queryByTestId('social-local')).toBeNull();
    expect(watchSocialSignIn).not.toHaveBeenCalled();
  });

  it('offers no button when the social-login setting is off', async () => {
    jest.mocked(getPublicSettings).mockResolvedValue(someSettings({ FacebookLoginEnabled: false }));
    await openLogin('/login', withSocial);
    expect(screen.queryByText(/Continue with/)).toBeNull();
  });

  it("lands a rider back from the provider on the rider's page", async () => {
    jest.mocked(getMe).mockResolvedValue(aUser('rider'));
    jest.mocked(watchSocialSignIn).mockImplementation((report) => {
      setTimeout(() => report({ signedIn: true }), 0);
      return () => {};
    });
    await openLogin('/login', withSocial);
    await waitFor(() => expect(screen.queryByTestId('login-contact')).toBeNull());
    expect(getMe).toHaveBeenCalled();
  });

  it('shows why the provider sign-in was refused', async () => {
    jest.mocked(watchSocialSignIn).mockImplementation((report) => {
      setTimeout(() => report({ error: new ApiError('OAuthError', 'user exists') }), 0);
      return () => {};
    });
    await openLogin('/login', withSocial);
    await expectAlert('A user with this e-mail or mobile number already exists.');
  });
});

describe('human check on mobile code requests', () => {
  const browser = window as WidgetWindow;
  const turnstileScript = () =>
    document.head.querySelector<HTMLScriptElement>('script[src*="challenges.cloudflare.com"]');
  const withTurnstile: AppConfig = {
    ...cloudConfig,
    humanCheck: { provider: 'turnstile', siteKey: 'site-key-1' },
  };

  afterEach(() => {
    document.head.querySelectorAll('script').forEach((script) => script.remove());
    delete browser.turnstile;
  });

  /** The provider's script arrives and solves the check invisibly with `outcome`. */
  function providerLoads(outcome: { token: string } | { error: true }) {
    const rendered: Record<string, unknown>[] = [];
    browser.turnstile = {
      render: (_container, options) => {
        rendered.push({ sitekey: options.sitekey, action: options.action, appearance: options.appearance });
        setTimeout(
          () => ('token' in outcome ? options.callback(outcome.token) : options['error-callback']()),
          0,
        );
        return 'widget-1';
      },
      remove: () => {},
    };
    fireEvent.load(turnstileScript()!);
    return rendered;
  }

  it('loads no widget when the config names none (the local twin)', async () => {
    await openLogin();
    await requestCodeFor('212 555 0101');
    expect(document.head.querySelector('script')).toBeNull();
    expect(requestCode).toHaveBeenCalledWith({ kind: 'mobile', phoneNumber: '+12125550101' }, {});
  });

  it("sends the widget's token with a mobile request", async () => {
    await openLogin('/login', withTurnstile);
    expect(turnstileScript()?.src).toBe(
      'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
    );
    const rendered = providerLoads({ token: 'person-token' });
    await requestCodeFor('212 555 0101');
    expect(rendered).toEqual([
      { sitekey: 'site-key-1', action: 'sms_sign_in', appearance: 'interaction-only' },
    ]);
    expect(requestCode).toHaveBeenCalledWith(
      { kind: 'mobile', phoneNumber: '+12125550101' },
      { humanCheckToken: 'person-token' },
    );
  });

  it('asks for no token when the code goes by e-mail', async () => {
    await openLogin('/login', withTurnstile);
    const rendered = providerLoads({ token: 'person-token' });
    await requestCodeFor('rider@example.com');
    expect(rendered).toEqual([]);
    expect(requestCode).toHaveBeenCalledWith({ kind: 'email', email: 'rider@example.com' }, {});
  });

  it('does not request the code when the widget fails', async () => {
    await openLogin('/login', withTurnstile);
    providerLoads({ error: true });
    type(contactInput(), '212 555 0101');
    fireEvent.click(screen.getByTestId('login-request-code'));
    await expectAlert('We could not confirm that a person is asking for this code. Please try again.');
    expect(requestCode).not.toHaveBeenCalled();
  });
});
