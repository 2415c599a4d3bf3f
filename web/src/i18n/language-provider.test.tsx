import { act, render } from '@testing-library/react';
import { getLanguage, listLanguages, type LanguageTexts } from '../api/public-content';
import { localConfig } from '../testing/render-app';
import { LanguageProvider, useLanguage, type LanguageState } from './language-provider';
import { readStoredLanguage, storeLanguage, textlessStoredLanguage } from './stored-language';

jest.mock('../api/public-content', () => ({ listLanguages: jest.fn(), getLanguage: jest.fn() }));
jest.mock('./profile-language', () => ({
  readProfileLanguage: jest.fn().mockResolvedValue(null),
  saveProfileLanguage: jest.fn().mockResolvedValue(undefined),
}));

const language = (id: string, isDefault: boolean): LanguageTexts => ({
  id,
  langName: id,
  langLocale: id,
  dateLocale: id,
  default: isDefault,
  keyValuePairs: {},
});
const english = language('en', true);
const arabic = language('ar', false);

function Probe({ onState }: { onState: (state: LanguageState) => void }) {
  onState(useLanguage());
  return null;
}

describe('LanguageProvider', () => {
  beforeEach(() => localStorage.clear());

  it("keeps the visitor's choice when the default language finishes loading after it", async () => {
    let finishDefault: (texts: LanguageTexts) => void = () => {};
    jest.mocked(listLanguages).mockResolvedValue([english, arabic]);
    jest
      .mocked(getLanguage)
      .mockImplementation((_config, id) =>
        id === 'en' ? new Promise((resolve) => (finishDefault = resolve)) : Promise.resolve(arabic),
      );
    let state: LanguageState | undefined;
    render(
      <LanguageProvider config={localConfig}>
        <Probe onState={(s) => (state = s)} />
      </LanguageProvider>,
    );
    await act(async () => {}); // the list has loaded; the default's texts are still on their way

    await act(() => state!.choose('ar'));
    expect(document.documentElement.dir).toBe('rtl');
    await act(async () => finishDefault(english));

    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(state!.current.langLocale).toBe('ar');
  });

  it('does not store its refresh of a choice the visitor changed meanwhile (the prerendered header)', async () => {
    let finishArabic: (texts: LanguageTexts) => void = () => {};
    storeLanguage(arabic);
    jest.mocked(listLanguages).mockResolvedValue([english, arabic]);
    jest.mocked(getLanguage).mockImplementation(() => new Promise((resolve) => (finishArabic = resolve)));
    render(
      <LanguageProvider config={localConfig}>
        <Probe onState={() => {}} />
      </LanguageProvider>,
    );
    await act(async () => {}); // the stored choice's fresh texts are on their way

    storeLanguage(english);
    await act(async () => finishArabic(arabic));

    expect(readStoredLanguage()?.id).toBe('en');
  });

  describe("reads a language's texts only when this browser does not hold their version", () => {
    const versioned = (texts: LanguageTexts, textsVersion: string) => ({ ...texts, textsVersion });
    const openProvider = async () => {
      let state: LanguageState | undefined;
      render(
        <LanguageProvider config={localConfig}>
          <Probe onState={(s) => (state = s)} />
        </LanguageProvider>,
      );
      await act(async () => {});
      return state!;
    };
    beforeEach(() => jest.mocked(getLanguage).mockReset());

    it('shows English as bundled, with no read, while the operator has not changed it', async () => {
      jest.mocked(listLanguages).mockResolvedValue([versioned(english, 'bundled-english-version'), arabic]);
      const state = await openProvider();
      expect(getLanguage).not.toHaveBeenCalled();
      expect(state.current).toMatchObject({ id: 'en', langLocale: 'en' });
    });

    it("reads the operator's English once it differs from the bundled one", async () => {
      const edited = versioned({ ...english, keyValuePairs: { 'nav.home': 'Start' } }, 'edited');
      jest.mocked(listLanguages).mockResolvedValue([versioned(english, 'edited'), arabic]);
      jest.mocked(getLanguage).mockResolvedValue(edited);
      await openProvider();
      expect(getLanguage).toHaveBeenCalledWith(localConfig, 'en');
    });

    it("shows a stored choice's texts at the listed version with no read, and reads them again once changed", async () => {
      const stored = versioned({ ...arabic, keyValuePairs: { 'nav.home': 'الرئيسية' } }, 'v1');
      storeLanguage(stored);
      jest.mocked(listLanguages).mockResolvedValue([english, versioned(arabic, 'v1')]);
      const state = await openProvider();
      expect(getLanguage).not.toHaveBeenCalled();
      expect(state.current.langLocale).toBe('ar');

      const updated = versioned({ ...arabic, keyValuePairs: { 'nav.home': 'البداية' } }, 'v2');
      jest.mocked(listLanguages).mockResolvedValue([english, versioned(arabic, 'v2')]);
      jest.mocked(getLanguage).mockResolvedValue(updated);
      await openProvider();
      expect(getLanguage).toHaveBeenCalledWith(localConfig, 'ar');
      expect(readStoredLanguage()).toEqual(updated);
    });

    it('reads a choice stored without texts (a prerendered page picked it) whatever the version', async () => {
      storeLanguage({ ...arabic, keyValuePairs: {} });
      jest.mocked(listLanguages).mockResolvedValue([english, versioned(arabic, 'v1')]);
      jest.mocked(getLanguage).mockResolvedValue(versioned(arabic, 'v1'));
      await openProvider();
      expect(getLanguage).toHaveBeenCalledWith(localConfig, 'ar');
    });

    it('switches to English as bundled with no read, and keeps the choice across a reload', async () => {
      storeLanguage(versioned({ ...arabic, keyValuePairs: { 'nav.home': 'الرئيسية' } }, 'v1'));
      jest
        .mocked(listLanguages)
        .mockResolvedValue([versioned(english, 'bundled-english-version'), versioned(arabic, 'v1')]);
      const state = await openProvider();
      await act(() => state.choose('en'));
      expect(getLanguage).not.toHaveBeenCalled();
      expect(document.documentElement.lang).toBe('en');
      expect(readStoredLanguage()).toMatchObject({ id: 'en', textsVersion: 'bundled-english-version' });
      expect(textlessStoredLanguage()).toBeUndefined();
    });
  });
});
