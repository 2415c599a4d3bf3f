import type { Language } from '@wayfare/shared';
import type { Page, PageRequest } from './page';

export type LanguageChanges = Partial<Pick<Language, 'langName' | 'dateLocale' | 'keyValuePairs'>>;

/** Languages and the one default among them. */
export interface LanguageRepository {
  list(page: PageRequest): Promise<Page<Language>>;
  get(id: string): Promise<Language | null>;
  getDefault(): Promise<Language | null>;
  /** Fails with `language_exists` when the id is taken; a default language also becomes the default. */
  create(language: Language): Promise<Language>;
  /** Fails with NOT_FOUND when the language is gone. */
  update(id: string, changes: LanguageChanges): Promise<Language>;
  /** Atomically sets the flag on `id` and clears it on the previous default. */
  makeDefault(id: string): Promise<Language>;
  /** Refuses the default language, also when it became default after the caller checked. */
  delete(id: string): Promise<void>;
}
