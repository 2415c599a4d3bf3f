import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { getLanguage, listLanguages, type LanguageSummary, type LanguageTexts } from '../api/public-content';
import type { AppConfig } from '../config/app-config';
import { applyLanguage } from './apply-language';
import { BUNDLED_ENGLISH_VERSION } from './bundled-english';
import { formatDate } from './format-date';
import { readProfileLanguage, saveProfileLanguage } from './profile-language';
import { readStoredLanguage, storeLanguage } from './stored-language';

export interface LanguageState {
  /** The operator's languages; empty until loaded (or when the API cannot be reached). */
  languages: LanguageSummary[];
  /** The language shown; English (the bundled fallback) until another one is applied. */
  current: Pick<LanguageSummary, 'langLocale' | 'dateLocale'> & { id: string | null };
  /** Switches the whole app, remembers the choice in this browser and, when signed in, in the profile. */
  choose(id: string): Promise<void>;
  /** A date in the long format of the current language's dateLocale. */
  formatDate(value: string | number | Date): string;
}

/** What a page prerendered at build time shows before any API answer: its languages and its own. */
export interface InitialLanguages {
  languages: LanguageSummary[];
  current: LanguageSummary;
}

const ENGLISH: LanguageState['current'] = { id: null, langLocale: 'en', dateLocale: 'en' };

const LanguageContext = createContext<LanguageState | null>(null);

const summaryOf = ({ keyValuePairs: _texts, ...summary }: LanguageTexts): LanguageSummary => summary;

/**
 * A listed language's texts, read from the API only when this browser does not hold that version
 * already: the stored choice's, or English as the app bundles it (whose texts are no more than an
 * empty bundle on top of the bundled ones). About 55 kB of English on every start otherwise.
 */
async function textsOf(config: AppConfig, language: LanguageSummary): Promise<LanguageTexts | null> {
  const stored = readStoredLanguage();
  if (language.textsVersion !== undefined) {
    const storedTexts = stored?.id === language.id && stored.textsVersion === language.textsVersion;
    if (storedTexts && Object.keys(stored.keyValuePairs).length > 0) return { ...stored, ...language };
    if (language.langLocale === 'en' && language.textsVersion === BUNDLED_ENGLISH_VERSION)
      return { ...language, keyValuePairs: {} };
  }
  return getLanguage(config, language.id);
}

/**
 * Languages are data (product.md §1, §3): the list and texts come from the API. The language shown is the
 * visitor's stored choice, else a signed-in user's profile language, else the default flag, else
 * English.
 */
export function LanguageProvider({
  config,
  initial,
  children,
}: {
  config: AppConfig;
  initial?: InitialLanguages;
  children: ReactNode;
}) {
  const [languages, setLanguages] = useState<LanguageSummary[]>(initial?.languages ?? []);
  const [current, setCurrent] = useState<LanguageState['current']>(() => {
    const stored = readStoredLanguage();
    return stored ? summaryOf(stored) : (initial?.current ?? ENGLISH);
  });

  // A choice made while the initial language is still loading must not be overridden by it.
  const chosenByVisitor = useRef(false);

  const show = useCallback((language: LanguageTexts) => {
    applyLanguage(language);
    setCurrent(summaryOf(language));
  }, []);

  useEffect(() => {
    let active = true;
    const stored = readStoredLanguage();
    (async () => {
      const list = await listLanguages(config);
      if (!active) return;
      setLanguages(list);
      const profileLocale = stored ? null : (await readProfileLanguage(config).catch(() => null))?.langLocale;
      const target =
        list.find((language) => language.id === stored?.id) ??
        list.find((language) => language.langLocale === profileLocale) ??
        list.find((language) => language.default);
      const texts = target ? await textsOf(config, target) : null;
      if (!active || !texts || chosenByVisitor.current) return;
      show(texts);
      // Keep a stored choice's texts fresh, unless the choice changed meanwhile (the prerendered
      // header's picker, another tab); a default the visitor never chose is not pinned.
      if (stored && readStoredLanguage()?.id === stored.id) storeLanguage(texts);
    })().catch((error: unknown) => console.warn('Languages could not be loaded', error));
    return () => {
      active = false;
    };
  }, [config, show]);

  const choose = useCallback(
    async (id: string) => {
      chosenByVisitor.current = true;
      const listed = languages.find((language) => language.id === id);
      const texts = listed ? await textsOf(config, listed) : await getLanguage(config, id);
      if (!texts) return;
      show(texts);
      storeLanguage(texts);
      await saveProfileLanguage(config, { langLocale: texts.langLocale, dateLocale: texts.dateLocale }).catch(
        (error: unknown) => console.warn('The language could not be saved in the profile', error),
      );
    },
    [config, show, languages],
  );

  const value = useMemo<LanguageState>(
    () => ({
      languages,
      current,
      choose,
      formatDate: (date) => formatDate(date, current.dateLocale),
    }),
    [languages, current, choose],
  );
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

export function useLanguage(): LanguageState {
  const state = useContext(LanguageContext);
  if (!state) throw new Error('useLanguage needs a LanguageProvider above it');
  return state;
}
