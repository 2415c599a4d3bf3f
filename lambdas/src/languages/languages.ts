/**
 * Languages (product.md §3, §4, §5): public reads; admin add, edit (JSON texts), make default and
 * delete, each refused under the demo lock ('demo mode').
 */
import {
  actorOf,
  changedFields,
  notFound,
  recordedFields,
  newLanguage,
  parseLanguageJson,
  unwrapValidation,
  textsVersion,
  validateLanguageDraft,
  type Language,
  type AuditDraft,
  type LanguageDraft,
  type User,
} from '@wayfare/shared';
import type { Caller } from '../access/caller';
import { requireAdminAllowedInDemo } from '../access/actor';
import { auditEntry } from '../audit/audit-entry';
import type { Page, PageRequest } from '../ports/page';
import type { LanguageChanges } from '../ports/language-repository';
import type { LanguagesDeps } from './languages-deps';

/** The edit dialog's fields; the texts come as JSON text. */
export interface LanguageEdit {
  langName?: string;
  dateLocale?: string;
  keyValuePairs?: string;
}

/** A language as the API returns it: with the version of its texts, so clients can skip reading them. */
export type LanguageView = Language & { textsVersion: string };

const viewOf = async (language: Language): Promise<LanguageView> => ({
  ...language,
  textsVersion: await textsVersion(language.keyValuePairs),
});
const viewOrNull = async (language: Language | null) => (language ? viewOf(language) : null);

export async function listLanguages(deps: LanguagesDeps, page: PageRequest): Promise<Page<LanguageView>> {
  const { items, nextToken } = await deps.languages.list(page);
  return { items: await Promise.all(items.map(viewOf)), nextToken };
}

export const getLanguage = async (deps: LanguagesDeps, id: string) =>
  viewOrNull(await deps.languages.get(id));

export const getDefaultLanguage = async (deps: LanguagesDeps) =>
  viewOrNull(await deps.languages.getDefault());

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

/** What the audit log records of a language added or deleted: its names and default flag, not its texts. */
const LANGUAGE_FIELDS = ['langName', 'langLocale', 'dateLocale', 'default'] as const;

/** An edit's fields, each text as `text.<key>`, so only the texts it changed are recorded. */
const withTexts = (language: Language): Record<string, unknown> => ({
  ...language,
  ...Object.fromEntries(Object.entries(language.keyValuePairs).map(([key, text]) => [`text.${key}`, text])),
});

function changedTexts(before: Language, after: Language) {
  const [old, next] = [withTexts(before), withTexts(after)];
  const fields = [...new Set([...Object.keys(old), ...Object.keys(next)])].filter(
    (field) => field !== 'keyValuePairs',
  );
  return changedFields(old, next, { fields });
}

const languageAudit = (
  deps: LanguagesDeps,
  admin: User,
  language: Pick<Language, 'id' | 'langName'>,
  values: Pick<AuditDraft, 'before' | 'after'>,
) =>
  auditEntry(deps, {
    action: 'LANGUAGE_CHANGED',
    actor: actorOf(admin),
    targetType: 'language',
    targetId: language.id,
    targetName: language.langName,
    ...values,
  });

export async function addLanguage(
  deps: LanguagesDeps,
  caller: Caller | null,
  input: LanguageDraft,
): Promise<LanguageView> {
  const admin = await requireAdminAllowedInDemo(deps, caller, 'language.edit');
  const draft = unwrapValidation(validateLanguageDraft({ ...input }));
  const current = await deps.languages.getDefault();
  // The locale is the id: one language per locale, so i18next can address it.
  const language = newLanguage(
    { ...draft, id: draft.langLocale, createdAt: new Date(deps.now()).toISOString() },
    current ? [current] : [],
  );
  // With no languages yet, the first one is the default: there is always exactly one.
  const added = { ...language, default: !current };
  return viewOf(
    await deps.languages.create(
      added,
      languageAudit(deps, admin, added, {
        before: null,
        after: recordedFields(added, { fields: LANGUAGE_FIELDS }),
      }),
    ),
  );
}

export async function updateLanguage(
  deps: LanguagesDeps,
  caller: Caller | null,
  { id, input }: { id: string; input: LanguageEdit },
): Promise<LanguageView> {
  const admin = await requireAdminAllowedInDemo(deps, caller, 'language.edit');
  const changes = languageChanges(input);
  const current = await deps.languages.get(id);
  if (!current) throw notFound(id);
  return viewOf(
    await deps.languages.update(
      id,
      changes,
      languageAudit(deps, admin, current, changedTexts(current, { ...current, ...changes })),
    ),
  );
}

export async function makeDefaultLanguage(
  deps: LanguagesDeps,
  caller: Caller | null,
  id: string,
): Promise<LanguageView> {
  const admin = await requireAdminAllowedInDemo(deps, caller, 'language.edit');
  const [previous, language] = await Promise.all([deps.languages.getDefault(), deps.languages.get(id)]);
  if (!language) throw notFound(id);
  // Already the default: nothing changes, so nothing is recorded.
  if (previous?.id === id) return viewOf(previous);
  return viewOf(
    await deps.languages.makeDefault(
      id,
      languageAudit(deps, admin, language, {
        before: { defaultLanguage: previous?.id ?? null },
        after: { defaultLanguage: id },
      }),
    ),
  );
}

/** Returns the deleted id; the repository refuses the default language. */
export async function deleteLanguage(
  deps: LanguagesDeps,
  caller: Caller | null,
  id: string,
): Promise<string> {
  const admin = await requireAdminAllowedInDemo(deps, caller, 'language.edit');
  const language = await deps.languages.get(id);
  if (!language) throw notFound(id);
  await deps.languages.delete(
    id,
    languageAudit(deps, admin, language, {
      before: recordedFields(language, { fields: LANGUAGE_FIELDS }),
      after: null,
    }),
  );
  return id;
}
