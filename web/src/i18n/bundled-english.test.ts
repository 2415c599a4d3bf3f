import i18next from 'i18next';
import { ENGLISH_TEXTS } from '@wayfare/shared/src/i18n/texts/english';
import { enBackOffice } from '@wayfare/shared/src/i18n/texts/en-back-office';
import { enDriver } from '@wayfare/shared/src/i18n/texts/en-driver';
import { enPublic } from '@wayfare/shared/src/i18n/texts/en-public';
import { enRider } from '@wayfare/shared/src/i18n/texts/en-rider';
import { enSignIn } from '@wayfare/shared/src/i18n/texts/en-sign-in';
import { I18N_NAMESPACE, initI18n } from '.';
import { addAreaTexts } from './area-texts';

/**
 * The build's version of the bundled English is the version of ENGLISH_TEXTS (vite.config.ts), and
 * the app then skips reading the operator's English: what the app shows must be exactly those texts.
 */
it('adds up, with every area the frames add, to the English whose version the build computes', () => {
  initI18n();
  for (const area of [enPublic, enBackOffice, enRider, enDriver, enSignIn]) addAreaTexts(area);
  expect(i18next.getResourceBundle('en', I18N_NAMESPACE)).toEqual(ENGLISH_TEXTS);
});
