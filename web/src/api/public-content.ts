/** What the public site reads with the API key: settings, languages and app info. */
import type { AppConfig } from '../config/app-config';
import { graphql } from './generated';
import { publicQuery } from './public-graphql';
import type { Settings } from './types';

type PublicEndpoint = Pick<AppConfig, 'graphqlUrl' | 'apiKey'>;

/** The settings the public pages and the sign-in show (a subset; the back office reads them all). */
export type PublicSettings = Pick<
  Settings,
  | 'appName'
  | 'country'
  | 'restrictCountry'
  | 'AllowCountrySelection'
  | 'FacebookLoginEnabled'
  | 'FacebookHandle'
  | 'TwitterHandle'
  | 'InstagramHandle'
  | 'CompanyName'
  | 'CompanyAddress'
  | 'CompanyWebsite'
  | 'CompanyPhone'
  | 'CompanyTerms'
  | 'contact_email'
  | 'AppleStoreLink'
  | 'PlayStoreLink'
>;

graphql(`
  fragment PublicSettingsFields on Settings {
    appName
    country
    restrictCountry
    AllowCountrySelection
    FacebookLoginEnabled
    FacebookHandle
    TwitterHandle
    InstagramHandle
    CompanyName
    CompanyAddress
    CompanyWebsite
    CompanyPhone
    CompanyTerms
    contact_email
    AppleStoreLink
    PlayStoreLink
  }
`);

const PUBLIC_SETTINGS = graphql(`
  query PublicSettings {
    settings {
      ...PublicSettingsFields
    }
  }
`);

export async function getPublicSettings(endpoint: PublicEndpoint): Promise<PublicSettings | null> {
  const data = await publicQuery(endpoint, PUBLIC_SETTINGS);
  return data.settings;
}

/** A language as the picker lists it. */
export interface LanguageSummary {
  id: string;
  langName: string;
  langLocale: string;
  dateLocale: string;
  default: boolean;
  /** The version of its texts (shared/src/i18n/texts-version.ts); unknown on a prerendered page's list. */
  textsVersion?: string;
}

export interface LanguageTexts extends LanguageSummary {
  keyValuePairs: Record<string, string>;
}

const LIST_LANGUAGES = graphql(`
  query Languages($nextToken: String) {
    languages(limit: 100, nextToken: $nextToken) {
      items {
        id
        langName
        langLocale
        dateLocale
        default
        textsVersion
      }
      nextToken
    }
  }
`);
const GET_LANGUAGE = graphql(`
  query Language($id: ID!) {
    language(id: $id) {
      id
      langName
      langLocale
      dateLocale
      default
      textsVersion
      keyValuePairs
    }
  }
`);
const GET_APP_INFO = graphql(`
  query AppInfo {
    appInfo {
      aboutUs
      privacyPolicy
    }
  }
`);

/** Every language, page by page (the operator offers a handful). */
export async function listLanguages(endpoint: PublicEndpoint): Promise<LanguageSummary[]> {
  const languages: LanguageSummary[] = [];
  let nextToken: string | null = null;
  do {
    const data: { languages: { items: LanguageSummary[]; nextToken: string | null } } = await publicQuery(
      endpoint,
      LIST_LANGUAGES,
      { nextToken },
    );
    languages.push(...data.languages.items);
    nextToken = data.languages.nextToken;
  } while (nextToken);
  return languages;
}

/** One language with its texts (AWSJSON arrives as JSON text); null when it no longer exists. */
export async function getLanguage(endpoint: PublicEndpoint, id: string): Promise<LanguageTexts | null> {
  const data = await publicQuery(endpoint, GET_LANGUAGE, { id });
  if (!data.language) return null;
  return {
    ...data.language,
    keyValuePairs: JSON.parse(data.language.keyValuePairs) as Record<string, string>,
  };
}

export interface AppInfo {
  aboutUs: string;
  privacyPolicy: string;
}

export async function getAppInfo(endpoint: PublicEndpoint): Promise<AppInfo | null> {
  const data = await publicQuery(endpoint, GET_APP_INFO);
  return data.appInfo;
}
