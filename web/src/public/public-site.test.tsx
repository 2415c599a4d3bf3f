import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import {
  getAppInfo,
  getLanguage,
  getPublicSettings,
  listLanguages,
  type LanguageTexts,
  type PublicSettings,
} from '../api/public-content';
import { AppConfigProvider } from '../config/app-config-context';
import { LanguageProvider } from '../i18n/language-provider';
import { localConfig, renderApp } from '../testing/render-app';
import { PublicFooter } from './public-footer';
import { firstPublicSettings, PublicSettingsProvider, usePublicSettings } from './public-settings';
import { isolateValue } from '../i18n/isolate-value';

jest.mock('../api/public-content', () => ({
  getPublicSettings: jest.fn(),
  listLanguages: jest.fn(),
  getLanguage: jest.fn(),
  getAppInfo: jest.fn(),
}));
jest.mock('../api/settings', () => ({ onSettingsUpdated: () => () => {} }));
jest.mock('../api/session', () => ({ currentSession: jest.fn().mockResolvedValue(null) }));

const settings = {
  appName: 'Wayfare',
  CompanyName: 'Wayfare Mobility Inc.',
  CompanyAddress: '350 Fifth Avenue, New York',
  CompanyPhone: '+1 212 555 0100',
  CompanyWebsite: 'https://wayfare.example',
  CompanyTerms: 'Our terms.',
  contact_email: 'hello@wayfare.example',
  FacebookHandle: 'wayfare',
  TwitterHandle: '',
  InstagramHandle: 'https://instagram.com/wayfare',
  AppleStoreLink: null,
  PlayStoreLink: null,
} as PublicSettings;

const language = (id: string, texts: Record<string, string>, isDefault = false): LanguageTexts => ({
  id,
  langName: id === 'ar' ? 'العربية' : 'English',
  langLocale: id,
  dateLocale: id === 'ar' ? 'ar-EG' : 'en-US',
  default: isDefault,
  keyValuePairs: texts,
});
const english = language('en', {}, true);
const arabic = language('ar', { 'nav.aboutUs': 'من نحن', 'language.label': 'اللغة', 'nav.home': 'الرئيسية' });

beforeEach(() => {
  localStorage.clear();
  document.documentElement.dir = '';
  jest.mocked(getPublicSettings).mockResolvedValue(settings);
  jest.mocked(listLanguages).mockResolvedValue([english, arabic]);
  jest.mocked(getLanguage).mockImplementation(async (_config, id) => (id === 'ar' ? arabic : english));
  jest
    .mocked(getAppInfo)
    .mockResolvedValue({ aboutUs: 'We move the city.', privacyPolicy: 'We keep little.' });
});

describe('public pages', () => {
  it('show the contact details and social links from the settings', async () => {
    renderApp('/contact-us');
    await screen.findByRole('heading', { level: 1, name: 'Contact us' });
    const details = await screen.findByText('350 Fifth Avenue, New York');
    expect(details.tagName).toBe('DD');
    expect(screen.getByRole('link', { name: 'hello@wayfare.example' }).getAttribute('href')).toBe(
      'mailto:hello@wayfare.example',
    );
    expect(screen.getByRole('link', { name: '+1 212 555 0100' }).getAttribute('href')).toBe(
      'tel:+12125550100',
    );
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Facebook' }).getAttribute('href')).toBe(
      'https://facebook.com/wayfare',
    );
    expect(within(main).queryByRole('link', { name: 'Twitter' })).toBeNull();
  });

  it('show the privacy policy from the app info and the company terms', async () => {
    renderApp('/privacy-policy');
    expect(await screen.findByText('We keep little.')).toBeTruthy();
    expect(await screen.findByText('Our terms.')).toBeTruthy();
  });

  it('show the about-us text from the app info', async () => {
    renderApp('/about-us');
    expect(await screen.findByText('We move the city.')).toBeTruthy();
  });

  it.each([
    ['/', 'Home · Wayfare'],
    ['/about-us', 'About us · Wayfare'],
    ['/contact-us', 'Contact us · Wayfare'],
    ['/privacy-policy', 'Privacy policy · Wayfare'],
  ])('name the browser tab of %s "%s"', async (path, title) => {
    renderApp(path);
    await waitFor(() => expect(document.title).toBe(title));
  });

  const renderFooterOf2031 = () =>
    render(
      <MemoryRouter>
        <PublicSettingsProvider config={localConfig}>
          <PublicFooter today={new Date('2031-06-01T12:00:00Z')} />
        </PublicSettingsProvider>
      </MemoryRouter>,
    );

  it('put the year of the given date in the footer', async () => {
    renderFooterOf2031();
    expect(await screen.findByText('© 2031 Wayfare Mobility Inc. All rights reserved.')).toBeTruthy();
  });

  it('take the settings read started before the frame mounted, and read again for a later frame', async () => {
    const Company = () => <p>{usePublicSettings().settings?.CompanyName}</p>;
    const renderFrame = () =>
      render(
        <PublicSettingsProvider config={localConfig}>
          <Company />
        </PublicSettingsProvider>,
      );
    jest.mocked(getPublicSettings).mockClear();
    jest.mocked(getPublicSettings).mockResolvedValueOnce({ ...settings, CompanyName: 'Read Early Ltd' });
    firstPublicSettings.start(localConfig);
    const first = renderFrame();
    expect(await screen.findByText('Read Early Ltd')).toBeTruthy();
    expect(getPublicSettings).toHaveBeenCalledTimes(1);
    first.unmount();
    // A frame mounted later (back on the public site) reads the settings as they are then.
    renderFrame();
    expect(await screen.findByText('Wayfare Mobility Inc.')).toBeTruthy();
    expect(getPublicSettings).toHaveBeenCalledTimes(2);
  });

  it('leave the copyright out until the settings name the company', async () => {
    let answer: (value: Awaited<ReturnType<typeof getPublicSettings>>) => void = () => {};
    jest.mocked(getPublicSettings).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderFooterOf2031();
    expect(screen.queryByText(/All rights reserved/)).toBeNull();
    answer(settings);
    expect(await screen.findByText('© 2031 Wayfare Mobility Inc. All rights reserved.')).toBeTruthy();
  });
});

describe('language picker', () => {
  const picker = () => screen.findByLabelText<HTMLSelectElement>('Language');

  it('switches to Arabic: right to left, translated, remembered in this browser', async () => {
    renderApp('/');
    fireEvent.change(await picker(), { target: { value: 'ar' } });
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(document.documentElement.lang).toBe('ar');
    expect(screen.getAllByRole('link', { name: 'من نحن' }).length).toBeGreaterThan(0);
    expect(document.title).toBe(`${isolateValue('الرئيسية', 'ar')} · Wayfare`);
    expect(JSON.parse(localStorage.getItem('wayfare.language')!)).toMatchObject({ id: 'ar' });
  });

  it('starts in the stored choice over the default language', async () => {
    localStorage.setItem('wayfare.language', JSON.stringify(arabic));
    render(
      <MemoryRouter>
        <AppConfigProvider config={localConfig}>
          <LanguageProvider config={localConfig}>
            <span />
          </LanguageProvider>
        </AppConfigProvider>
      </MemoryRouter>,
    );
    await waitFor(() => expect(getLanguage).toHaveBeenCalledWith(localConfig, 'ar'));
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
  });

  it('uses the default language when nothing is stored', async () => {
    jest.mocked(listLanguages).mockResolvedValue([
      { ...english, default: false },
      { ...arabic, default: true },
    ]);
    renderApp('/');
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(localStorage.getItem('wayfare.language')).toBeNull();
  });
});
