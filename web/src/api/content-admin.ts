/** The admin's edits of public content: app info and languages (the public reads are in public-content.ts). */
import type { Page, PageRequest } from './catalogue';
import { graphql } from './generated';
import { answered, runOperation } from './graphql-client';
import type { AppInfo } from './public-content';

export interface LanguageRow {
  id: string;
  langName: string;
  langLocale: string;
  dateLocale: string;
  default: boolean;
  createdAt: string;
}

const ADMIN_APP_INFO = graphql(`
  query AdminAppInfo {
    appInfo {
      aboutUs
      privacyPolicy
    }
  }
`);
const SAVE_APP_INFO = graphql(`
  mutation SaveAppInfo($input: AppInfoInput!) {
    updateAppInfo(input: $input) {
      aboutUs
      privacyPolicy
    }
  }
`);
const ADMIN_LANGUAGES = graphql(`
  query AdminLanguages($limit: Int, $nextToken: String) {
    languages(limit: $limit, nextToken: $nextToken) {
      items {
        id
        langName
        langLocale
        dateLocale
        default
        createdAt
      }
      nextToken
    }
  }
`);
const ADMIN_LANGUAGE_TEXTS = graphql(`
  query AdminLanguageTexts($id: ID!) {
    language(id: $id) {
      keyValuePairs
    }
  }
`);
const ADD_LANGUAGE = graphql(`
  mutation AddLanguage($input: NewLanguageInput!) {
    addLanguage(input: $input) {
      id
    }
  }
`);
const UPDATE_LANGUAGE = graphql(`
  mutation UpdateLanguage($id: ID!, $input: LanguageEditInput!) {
    updateLanguage(id: $id, input: $input) {
      id
    }
  }
`);
const MAKE_DEFAULT_LANGUAGE = graphql(`
  mutation MakeDefaultLanguage($id: ID!) {
    makeDefaultLanguage(id: $id) {
      id
    }
  }
`);
const DELETE_LANGUAGE = graphql(`
  mutation DeleteLanguage($id: ID!) {
    deleteLanguage(id: $id)
  }
`);

const userPool = { authMode: 'userPool' } as const;

export const readAppInfo = async (): Promise<AppInfo | null> =>
  (await runOperation(ADMIN_APP_INFO, userPool)).appInfo ?? null;

export const saveAppInfo = async (input: AppInfo): Promise<AppInfo> =>
  answered((await runOperation(SAVE_APP_INFO, { variables: { input }, ...userPool })).updateAppInfo);

export const listLanguageRows = async ({ limit, nextToken }: PageRequest): Promise<Page<LanguageRow>> =>
  answered((await runOperation(ADMIN_LANGUAGES, { variables: { limit, nextToken }, ...userPool })).languages);

/** The language's texts as the edit dialog shows them: JSON text. */
export async function readLanguageTexts(id: string): Promise<string> {
  const { language } = await runOperation(ADMIN_LANGUAGE_TEXTS, { variables: { id }, ...userPool });
  const texts: unknown = language?.keyValuePairs ?? {};
  return JSON.stringify(typeof texts === 'string' ? JSON.parse(texts) : texts, null, 2);
}

export const addLanguage = (input: Pick<LanguageRow, 'langName' | 'langLocale' | 'dateLocale'>) =>
  runOperation(ADD_LANGUAGE, { variables: { input }, ...userPool });

/** keyValuePairs is the dialog's JSON text; the server answers 'JSON Error' unless it is an object of texts. */
export const updateLanguage = (
  id: string,
  input: { langName?: string; dateLocale?: string; keyValuePairs?: string },
) => runOperation(UPDATE_LANGUAGE, { variables: { id, input }, ...userPool });

export const makeDefaultLanguage = (id: string) =>
  runOperation(MAKE_DEFAULT_LANGUAGE, { variables: { id }, ...userPool });

export const deleteLanguage = (id: string) =>
  runOperation(DELETE_LANGUAGE, { variables: { id }, ...userPool });
