import type { AuditEntry, Language } from '@wayfare/shared';
import type { Page, PageRequest } from './page';

export type LanguageChanges = Partial<Pick<Language, 'langName' | 'dateLocale' | 'keyValuePairs'>>;

/**
 * Languages and the one default among them. Each write takes the operator's audit entry, written
 * in the same transaction (or neither is).
 */
export interface LanguageRepository {
  list(page: PageRequest): Promise<Page<Language>>;
  get(id: string): Promise<Language | null>;
  getDefault(): Promise<Language | null>;
  /** Fails with `language_exists` when the id is taken; a default language also becomes the default. */
  create(language: Language, audit?: AuditEntry): Promise<Language>;
  /** Fails with NOT_FOUND when the language is gone. */
  update(id: string, changes: LanguageChanges, audit?: AuditEntry): Promise<Language>;
  /** Atomically sets the flag on `id` and clears it on the previous default. */
  makeDefault(id: string, audit?: AuditEntry): Promise<Language>;
  /** Refuses the default language, also when it became default after the caller checked. */
  delete(id: string, audit?: AuditEntry): Promise<void>;
}
