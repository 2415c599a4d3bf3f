/**
 * Languages (SPEC §3, §4, §5): public reads with the API key; admin add, edit (JSON texts), make
 * default and delete, each refused under the demo lock ('demo mode').
 */
import {
  assertAllowedInDemo,
  DomainError,
  newLanguage,
  parseLanguageJson,
  unwrapValidation,
  validateLanguageDraft,
} from '@wayfare/shared';
import type { LanguageChanges } from '../ports/language-repository';
import { clock, languageRepository, settingsRepository } from '../deps';
import { appsyncRouter, type ResolverEvent } from './appsync-router';
import { requireAdmin } from './require-admin';

/** Admin only, and not while the demo lock is on. */
async function authoriseLanguageEdit(event: ResolverEvent): Promise<void> {
  await requireAdmin(event);
  const settings = await settingsRepository().get();
  if (settings) assertAllowedInDemo('language.edit', settings);
}

const idArgument = (event: ResolverEvent): string => String(event.arguments.id ?? '');

/** The edit dialog sends the texts as JSON text; anything but an object of texts is 'JSON Error'. */
function languageChanges(input: Record<string, unknown>): LanguageChanges {
  const changes: LanguageChanges = {};
  if (input.langName !== undefined && input.langName !== null) {
    changes.langName = unwrapValidation(
      validateLanguageDraft({ langName: input.langName, langLocale: 'en', dateLocale: 'en' }),
    ).langName;
  }
  if (input.dateLocale !== undefined && input.dateLocale !== null) {
    changes.dateLocale = unwrapValidation(
      validateLanguageDraft({ langName: '-', langLocale: 'en', dateLocale: input.dateLocale }),
    ).dateLocale;
  }
  if (input.keyValuePairs !== undefined && input.keyValuePairs !== null) {
    changes.keyValuePairs = unwrapValidation(parseLanguageJson(String(input.keyValuePairs)));
  }
  return changes;
}

export const handler = appsyncRouter({
  'Query.languages': async (event) =>
    languageRepository().list({
      limit: event.arguments.limit as number | null,
      nextToken: event.arguments.nextToken as string | null,
    }),

  'Query.language': async (event) => languageRepository().get(idArgument(event)),

  'Query.defaultLanguage': async () => languageRepository().getDefault(),

  'Mutation.addLanguage': async (event) => {
    await authoriseLanguageEdit(event);
    const draft = unwrapValidation(validateLanguageDraft(event.arguments.input as Record<string, unknown>));
    const current = await languageRepository().getDefault();
    // The locale is the id: one language per locale, so i18next can address it.
    const language = newLanguage(
      { ...draft, id: draft.langLocale, createdAt: clock().toISOString() },
      current ? [current] : [],
    );
    // With no languages yet, the first one is the default: there is always exactly one.
    return languageRepository().create({ ...language, default: !current });
  },

  'Mutation.updateLanguage': async (event) => {
    await authoriseLanguageEdit(event);
    const changes = languageChanges(event.arguments.input as Record<string, unknown>);
    return languageRepository().update(idArgument(event), changes);
  },

  'Mutation.makeDefaultLanguage': async (event) => {
    await authoriseLanguageEdit(event);
    return languageRepository().makeDefault(idArgument(event));
  },

  'Mutation.deleteLanguage': async (event) => {
    await authoriseLanguageEdit(event);
    const id = idArgument(event);
    const language = await languageRepository().get(id);
    if (!language) throw new DomainError({ code: 'NOT_FOUND', messageKey: 'not_found', params: { id } });
    await languageRepository().delete(id);
    return id;
  },
});
