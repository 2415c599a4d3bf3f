/**
 * Languages (SPEC §3, §4, §5): public reads; admin add, edit (JSON texts), make default and
 * delete, each refused under the demo lock ('demo mode').
 */
import {
  DomainError,
  newLanguage,
  parseLanguageJson,
  unwrapValidation,
  validateLanguageDraft,
  type Language,
  type LanguageDraft,
} from '@wayfare/shared';
import type { Caller } from '../access/caller';
import { assertUnlocked } from '../access/demo-lock';
import { requireAdmin } from '../access/require-admin';
import type { PageRequest } from '../ports/page';
import type { LanguageChanges } from '../ports/language-repository';
import type { LanguagesDeps } from './languages-deps';

/** The edit dialog's fields; the texts come as JSON text. */
export interface LanguageEdit {
  langName?: string;
  dateLocale?: string;
  keyValuePairs?: string;
}

export const listLanguages = (deps: LanguagesDeps, page: PageRequest) => deps.languages.list(page);

export const getLanguage = (deps: LanguagesDeps, id: string) => deps.languages.get(id);

export const getDefaultLanguage = (deps: LanguagesDeps) => deps.languages.getDefault();

/** Admin only, and not while the demo lock is on. */
async function authoriseLanguageEdit(deps: LanguagesDeps, caller: Caller | null): Promise<void> {
  await requireAdmin(deps.users, caller);
  await assertUnlocked(deps.settings, 'language.edit');
}

/** Validates each field given; anything but an object of texts is 'JSON Error'. */
function languageChanges(edit: LanguageEdit): LanguageChanges {
  const changes: LanguageChanges = {};
  if (edit.langName !== undefined) {
    changes.langName = unwrapValidation(
      validateLanguageDraft({ langName: edit.langName, langLocale: 'en', dateLocale: 'en' }),
    ).langName;
  }
  if (edit.dateLocale !== undefined) {
    changes.dateLocale = unwrapValidation(
      validateLanguageDraft({ langName: '-', langLocale: 'en', dateLocale: edit.dateLocale }),
    ).dateLocale;
  }
  if (edit.keyValuePairs !== undefined)
    changes.keyValuePairs = unwrapValidation(parseLanguageJson(edit.keyValuePairs));
  return changes;
}

export async function addLanguage(
  deps: LanguagesDeps,
  caller: Caller | null,
  input: LanguageDraft,
): Promise<Language> {
  await authoriseLanguageEdit(deps, caller);
  const draft = unwrapValidation(validateLanguageDraft({ ...input }));
  const current = await deps.languages.getDefault();
  // The locale is the id: one language per locale, so i18next can address it.
  const language = newLanguage(
    { ...draft, id: draft.langLocale, createdAt: deps.now().toISOString() },
    current ? [current] : [],
  );
  // With no languages yet, the first one is the default: there is always exactly one.
  return deps.languages.create({ ...language, default: !current });
}

export async function updateLanguage(
  deps: LanguagesDeps,
  caller: Caller | null,
  { id, input }: { id: string; input: LanguageEdit },
): Promise<Language> {
  await authoriseLanguageEdit(deps, caller);
  return deps.languages.update(id, languageChanges(input));
}

export async function makeDefaultLanguage(
  deps: LanguagesDeps,
  caller: Caller | null,
  id: string,
): Promise<Language> {
  await authoriseLanguageEdit(deps, caller);
  return deps.languages.makeDefault(id);
}

/** Returns the deleted id; the repository refuses the default language. */
export async function deleteLanguage(
  deps: LanguagesDeps,
  caller: Caller | null,
  id: string,
): Promise<string> {
  await authoriseLanguageEdit(deps, caller);
  const language = await deps.languages.get(id);
  if (!language) throw new DomainError({ code: 'NOT_FOUND', messageKey: 'not_found', params: { id } });
  await deps.languages.delete(id);
  return id;
}
