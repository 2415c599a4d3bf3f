import { currentSession } from './session';
import type { ApiError } from './api-error';
import { answered, openSubscription, runOperation, type AuthMode } from './graphql-client';
import { graphql } from './generated';
import type { Settings, SettingsInput } from './types';

/**
 * Every field of the settings: the type check fails where a query answers them as `Settings`
 * (the domain's, from SETTINGS_FIELDS) until a new setting is selected here.
 */
graphql(`
  fragment SettingsFields on Settings {
    appName
    country
    code
    symbol
    swipe_symbol
    decimal
    bonus
    walletTopUpMax
    arrivingNoticeMeters
    noShowWaitMinutes
    noShowFee
    tipAmounts
    tipMax
    walletMoneyField
    restrictCountry
    AllowCountrySelection
    convert_to_mile
    CarHornRepeat
    RiderWithDraw
    useDistanceMatrix
    driverRadius
    bank_fields
    showLiveRoute
    panic
    AllowCriticalEditsAdmin
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
    timezone
    shopPickup {
      lat
      lng
      add
    }
    updatedAt
  }
`);

const GET_SETTINGS = graphql(`
  query Settings {
    settings {
      ...SettingsFields
    }
  }
`);
const UPDATE_SETTINGS = graphql(`
  mutation UpdateSettings($input: SettingsInput!) {
    updateSettings(input: $input) {
      ...SettingsFields
    }
  }
`);
const ON_SETTINGS_UPDATED = graphql(`
  subscription OnSettingsUpdated {
    onSettingsUpdated {
      ...SettingsFields
    }
  }
`);

/** Settings are public: signed-out visitors read them with the API key, signed-in users with their token. */
const publicReadAuthMode = async (): Promise<AuthMode> => ((await currentSession()) ? 'userPool' : 'apiKey');

/** The operator's settings, or null when none are stored ('No Database Settings found'). */
export async function getSettings(): Promise<Settings | null> {
  const data = await runOperation(GET_SETTINGS, {
    authMode: await publicReadAuthMode(),
  });
  return data.settings;
}

/** Admin only; the server validates and answers the stored settings. */
export async function updateSettings(input: SettingsInput): Promise<Settings> {
  const data = await runOperation(UPDATE_SETTINGS, {
    variables: { input },
    authMode: 'userPool',
  });
  return answered(data.updateSettings);
}

const ALLOW_CRITICAL_EDITS = graphql(`
  mutation AllowCriticalEdits {
    allowCriticalEdits {
      ...SettingsFields
    }
  }
`);

/** Admin: the way out of the demo lock; refused ('demo_lock_owner') to all but the admin who locked. */
export async function allowCriticalEdits(): Promise<Settings> {
  const data = await runOperation(ALLOW_CRITICAL_EDITS, { authMode: 'userPool' });
  return answered(data.allowCriticalEdits);
}

/** Calls `onData` with the new settings whenever an admin saves them; returns the unsubscribe function. */
export function onSettingsUpdated(
  onData: (settings: Settings) => void,
  onError?: (error: ApiError) => void,
): () => void {
  return openSubscription(ON_SETTINGS_UPDATED, publicReadAuthMode, {
    onData: ({ onSettingsUpdated }) => {
      if (onSettingsUpdated) onData(onSettingsUpdated);
    },
    onError,
  });
}
