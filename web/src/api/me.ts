import { graphql } from './generated';
import type { ContactKind, LanguageChoicesQuery } from './generated/graphql';
import { answered, runOperation } from './graphql-client';
import type { User, UserLang } from './types';

graphql(`
  fragment MeFields on User {
    uid
    createdAt
    firstName
    lastName
    email
    mobile
    usertype
    approved
    walletBalance
    walletHeld
    referralId
    regType
    profile_image
    lang {
      langLocale
      dateLocale
    }
    licenseImage
    bankName
    bankCode
    bankAccount
    driverActiveStatus
    queue
  }
`);

const GET_ME = graphql(`
  query Me {
    me {
      ...MeFields
    }
  }
`);
const UPDATE_PROFILE = graphql(`
  mutation UpdateProfile($input: ProfileInput!) {
    updateProfile(input: $input) {
      ...MeFields
    }
  }
`);
const UPDATE_BANK_DETAILS = graphql(`
  mutation UpdateBankDetails($input: BankDetailsInput!) {
    updateBankDetails(input: $input) {
      ...MeFields
    }
  }
`);
const REQUEST_CONTACT_CODE = graphql(`
  mutation RequestContactCode($input: ContactCodeInput!) {
    requestContactCode(input: $input) {
      destination
      expiresAt
    }
  }
`);
const CONFIRM_CONTACT_CHANGE = graphql(`
  mutation ConfirmContactChange($input: ContactConfirmInput!) {
    confirmContactChange(input: $input) {
      ...MeFields
    }
  }
`);
const GO_OFFLINE = graphql(`
  mutation GoOffline {
    goOffline {
      uid
      driverActiveStatus
    }
  }
`);

/** The signed-in user's own profile; null when the account has no profile. */
export async function getMe(): Promise<User | null> {
  const data = await runOperation(GET_ME, { authMode: 'userPool' });
  return data.me;
}

export interface ProfileInput {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  lang?: UserLang | null;
  /** From createUploadUrl(PROFILE_IMAGE) once the upload succeeded; omitted keeps the photo. */
  profileImageKey?: string;
}

/** Saves the caller's own profile; the server checks required fields, the e-mail and the locked contact. */
export async function updateProfile(input: ProfileInput): Promise<User> {
  const data = await runOperation(UPDATE_PROFILE, {
    variables: { input },
    authMode: 'userPool',
  });
  return answered(data.updateProfile);
}

export type { ContactKind };

/** Sends a code to a new e-mail or mobile of the caller's profile; answers where it went (masked). */
export async function requestContactCode(kind: ContactKind, value: string): Promise<{ destination: string }> {
  const data = await runOperation(REQUEST_CONTACT_CODE, {
    variables: { input: { kind, value } },
    authMode: 'userPool',
  });
  return data.requestContactCode;
}

/** Saves the contact the code was sent to; the server refuses a wrong or expired code. */
export async function confirmContactChange(kind: ContactKind, code: string): Promise<User> {
  const data = await runOperation(CONFIRM_CONTACT_CHANGE, {
    variables: { input: { kind, code } },
    authMode: 'userPool',
  });
  return answered(data.confirmContactChange);
}

export interface BankDetails {
  bankName: string;
  bankCode: string;
  bankAccount: string;
}

/** A rider's or driver's own bank details; the server requires name and account while settings.bank_fields is on. */
export async function updateBankDetails(input: BankDetails): Promise<User> {
  const data = await runOperation(UPDATE_BANK_DETAILS, { variables: { input }, authMode: 'userPool' });
  return answered(data.updateBankDetails);
}

/** A driver signing out stops being offered tasks (product.md §4). */
export async function goOffline(): Promise<void> {
  await runOperation(GO_OFFLINE, { authMode: 'userPool' });
}

export interface LanguageChoice {
  langName: string;
  langLocale: string;
  dateLocale: string;
}

const LANGUAGE_CHOICES = graphql(`
  query LanguageChoices($nextToken: String) {
    languages(limit: 100, nextToken: $nextToken) {
      items {
        langName
        langLocale
        dateLocale
      }
      nextToken
    }
  }
`);

/** The languages a user may choose for their profile (a short list, read page by page). */
export async function listLanguageChoices(): Promise<LanguageChoice[]> {
  const choices: LanguageChoice[] = [];
  let nextToken: string | null = null;
  do {
    const { languages }: LanguageChoicesQuery = await runOperation(LANGUAGE_CHOICES, {
      variables: { nextToken },
      authMode: 'userPool',
    });
    choices.push(...languages.items);
    nextToken = languages.nextToken;
  } while (nextToken);
  return choices;
}
