import { act, render } from '@testing-library/react';
import { getLanguage, listLanguages, type LanguageTexts } from '../api/public-content';
import { localConfig } from '../testing/render-app';
import { LanguageProvider, useLanguage, type LanguageState } from './language-provider';
import { readStoredLanguage, storeLanguage } from './stored-language';

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
});
