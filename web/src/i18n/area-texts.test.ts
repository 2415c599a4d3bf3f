import i18next from 'i18next';
import { en } from '@wayfare/shared/src/i18n/texts/en';
import { enApps } from '@wayfare/shared/src/i18n/texts/en-apps';
import { enBackOffice } from '@wayfare/shared/src/i18n/texts/en-back-office';
import { enDriver } from '@wayfare/shared/src/i18n/texts/en-driver';
import { enPublic } from '@wayfare/shared/src/i18n/texts/en-public';
import { enRider } from '@wayfare/shared/src/i18n/texts/en-rider';
import { enSignIn } from '@wayfare/shared/src/i18n/texts/en-sign-in';
import { FALLBACK_TEXTS, initI18n } from '.';
import { applyLanguage } from './apply-language';
import { addAreaTexts } from './area-texts';

const [operatorKey, fallbackKey] = Object.keys(enBackOffice) as [string, string];

describe("the web app's English, split by area", () => {
  it('names every key in one area only, so the whole set loses none', () => {
    const areas = [enApps, enRider, enDriver, enPublic, enSignIn, enBackOffice].map((texts) =>
      Object.keys(texts),
    );
    expect(areas.reduce((sum, keys) => sum + keys.length, 0)).toBe(Object.keys(en).length);
  });

  it("keeps the back office's, the public pages', the sign-in's and each app's own texts out of the first load", () => {
    const later = [enBackOffice, enPublic, enSignIn, enRider, enDriver].flatMap((texts) =>
      Object.keys(texts),
    );
    expect(later.filter((key) => key in FALLBACK_TEXTS)).toEqual([]);
  });

  it("adds an area's texts when its frame renders, without overwriting the operator's English", () => {
    initI18n();
    expect(i18next.exists(fallbackKey)).toBe(false);
    applyLanguage({ langLocale: 'en', keyValuePairs: { [operatorKey]: "The operator's wording" } });
    addAreaTexts(enBackOffice);
    expect(i18next.t(operatorKey)).toBe("The operator's wording");
    expect(i18next.t(fallbackKey)).toBe(enBackOffice[fallbackKey as keyof typeof enBackOffice]);
  });
});
