/**
 * The demo's languages (product.md §1, §3): English (default), Arabic (right to left) and Spanish, each
 * with every key the product uses, plus the app info texts of the public site. English is the web
 * app's bundled fallback, so a client can tell from its version that it holds it already.
 */
import type { AppInfo, Language } from '@wayfare/shared';
import { ar } from '@wayfare/shared/src/i18n/texts/ar';
import { ENGLISH_TEXTS } from '@wayfare/shared/src/i18n/texts/english';
import { es } from '@wayfare/shared/src/i18n/texts/es';

type DemoLanguage = Omit<Language, 'createdAt'>;

export const demoLanguages: readonly DemoLanguage[] = [
  {
    id: 'en',
    langName: 'English',
    langLocale: 'en',
    dateLocale: 'en-US',
    default: true,
    keyValuePairs: ENGLISH_TEXTS,
  },
  { id: 'ar', langName: 'العربية', langLocale: 'ar', dateLocale: 'ar-EG', default: false, keyValuePairs: ar },
  { id: 'es', langName: 'Español', langLocale: 'es', dateLocale: 'es-ES', default: false, keyValuePairs: es },
];

export const demoAppInfo: AppInfo = {
  aboutUs:
    'Wayfare connects riders, drivers and businesses across the city. Book a ride or send a parcel in ' +
    'seconds, follow it live, and pay the way you like.\n\nOur drivers are approved and rated after ' +
    'every trip, so each ride stays safe and friendly.',
  privacyPolicy:
    'We collect your name, contact details and trip locations only to arrange, track and pay for your ' +
    'trips. We never sell your data. Card payments are handled by our payment providers, and you can ' +
    'ask us to delete your account at any time.',
};
