/** The admin's edits of public content: app info and languages (the public reads are in public-content.ts). */
import type { Page, PageRequest } from './catalogue';
import { runOperation } from './graphql-client';
import type { AppInfo } from './public-content';

const userPool = <T>(document: string, variables: Record<string, unknown> = {}) =>
  runOperation<T>(document, { variables, authMode: 'userPool' });

export const readAppInfo = async () =>
  (await userPool<{ appInfo: AppInfo | null }>(`query AppInfo { appInfo { aboutUs privacyPolicy } }`))
    .appInfo;

export const saveAppInfo = async (input: AppInfo) =>
  (
    await userPool<{ updateAppInfo: AppInfo }>(
      `mutation SaveAppInfo($input: AppInfoInput!) { updateAppInfo(input: $input) { aboutUs privacyPolicy } }`,
      { input },
    )
  ).updateAppInfo;

export interface LanguageRow {
  id: string;
  langName: string;
  langLocale: string;
  dateLocale: string;
  default: boolean;
  createdAt: string;
}

const LANGUAGE_FIELDS = 'id langName langLocale dateLocale default createdAt';

export const listLanguageRows = async ({ limit, nextToken }: PageRequest) =>
  (
    await userPool<{ languages: Page<LanguageRow> }>(
      `query Languages($limit: Int, $nextToken: String) {
        languages(limit: $limit, nextToken: $nextToken) { items { ${LANGUAGE_FIELDS} } nextToken } }`,
      { limit, nextToken },
    )
  ).languages;

/** The language's texts as the edit dialog shows them: JSON text. */
export const readLanguageTexts = async (id: string) => {
  const { language } = await userPool<{ language: { keyValuePairs: unknown } | null }>(
    `query Language($id: ID!) { language(id: $id) { keyValuePairs } }`,
    { id },
  );
  const texts = language?.keyValuePairs ?? {};
  return JSON.stringify(typeof texts === 'string' ? JSON.parse(texts) : texts, null, 2);
};

export const addLanguage = (input: Pick<LanguageRow, 'langName' | 'langLocale' | 'dateLocale'>) =>
  userPool(`mutation AddLanguage($input: NewLanguageInput!) { addLanguage(input: $input) { id } }`, {
    input,
  });

/** keyValuePairs is the dialog's JSON text; the server answers 'JSON Error' unless it is an object of texts. */
export const updateLanguage = (
  id: string,
  input: { langName?: string; dateLocale?: string; keyValuePairs?: string },
) =>
  userPool(
    `mutation UpdateLanguage($id: ID!, $input: LanguageEditInput!) { updateLanguage(id: $id, input: $input) { id } }`,
    {
      id,
      input,
    },
  );

export const makeDefaultLanguage = (id: string) =>
  userPool(`mutation MakeDefault($id: ID!) { makeDefaultLanguage(id: $id) { id } }`, { id });

export const deleteLanguage = (id: string) =>
  userPool(`mutation DeleteLanguage($id: ID!) { deleteLanguage(id: $id) }`, { id });
