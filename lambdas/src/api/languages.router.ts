/**
 * Languages (product.md §3, §4, §5): public reads with the API key; the admin's edits (docs/languages.md).
 */
import { randomUUID } from 'node:crypto';
import { languageRepository, now, settingsRepository, userRepository } from '../deps';
import type { LanguagesDeps } from '../languages/languages-deps';
import {
  addLanguage,
  deleteLanguage,
  getDefaultLanguage,
  getLanguage,
  listLanguages,
  makeDefaultLanguage,
  updateLanguage,
} from '../languages/languages';
import { areaRouter } from './area-router';
import { languageEditArgs, languageIdArgs, languagesArgs, newLanguageArgs } from './languages.args';
import { parseArgs } from './parse-args';

const deps = (): LanguagesDeps => ({
  languages: languageRepository(),
  settings: settingsRepository(),
  users: userRepository(),
  now,
  newId: randomUUID,
});

export const handler = areaRouter('languages', {
  'Query.languages': ({ args }) => listLanguages(deps(), parseArgs(languagesArgs, args)),
  'Query.language': ({ args }) => getLanguage(deps(), parseArgs(languageIdArgs, args).id),
  'Query.defaultLanguage': () => getDefaultLanguage(deps()),
  'Mutation.addLanguage': ({ args, caller }) =>
    addLanguage(deps(), caller, parseArgs(newLanguageArgs, args).input),
  'Mutation.updateLanguage': ({ args, caller }) =>
    updateLanguage(deps(), caller, parseArgs(languageEditArgs, args)),
  'Mutation.makeDefaultLanguage': ({ args, caller }) =>
    makeDefaultLanguage(deps(), caller, parseArgs(languageIdArgs, args).id),
  'Mutation.deleteLanguage': ({ args, caller }) =>
    deleteLanguage(deps(), caller, parseArgs(languageIdArgs, args).id),
});
