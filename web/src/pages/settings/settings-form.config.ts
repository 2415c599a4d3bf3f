/** The settings form (product.md §3 Settings, §5): every field, grouped, with its kind. */
import { REQUIRED_SETTINGS_FIELDS, type Settings } from '@wayfare/shared';

/** Typed fields: every text of the settings less the one the server sets (who locked). */
type TextField = Exclude<
  { [K in keyof Settings]-?: Settings[K] extends string | undefined ? K : never }[keyof Settings],
  undefined | 'criticalEditsLockedBy'
>;
type ToggleField = { [K in keyof Settings]-?: Settings[K] extends boolean ? K : never }[keyof Settings];
export type NumberField =
  | 'decimal'
  | 'bonus'
  | 'driverRadius'
  | 'walletTopUpMax'
  | 'arrivingNoticeMeters'
  | 'noShowWaitMinutes'
  | 'noShowFee'
  | 'tipMax';

/** What a number field takes, where it is more than a number of 0 or more. */
export const NUMBER_HINTS: Partial<Record<NumberField, string>> = {
  arrivingNoticeMeters: 'settings.arrivingNoticeHint',
  noShowWaitMinutes: 'settings.noShowWaitHint',
  noShowFee: 'settings.noShowFeeHint',
};

/** What a text field takes, where its label alone does not say. */
export const TEXT_HINTS: Partial<Record<TextField, string>> = {
  panic: 'settings.panicHint',
};

/** Codes, lists and zone names: read left to right whatever the page's direction ("5|10|20"). */
export const LEFT_TO_RIGHT_FIELDS: ReadonlySet<TextField> = new Set<TextField>([
  'code',
  'restrictCountry',
  'walletMoneyField',
  'tipAmounts',
  'panic',
  'timezone',
]);

export interface SettingsSection {
  id: string;
  texts: TextField[];
  numbers: NumberField[];
  toggles: ToggleField[];
}

export const SETTINGS_SECTIONS: SettingsSection[] = [
  {
    id: 'currency',
    texts: ['symbol', 'code'],
    numbers: ['decimal'],
    toggles: ['swipe_symbol'],
  },
  {
    id: 'app',
    texts: ['appName', 'country', 'restrictCountry', 'walletMoneyField', 'tipAmounts', 'panic', 'timezone'],
    numbers: [
      'bonus',
      'driverRadius',
      'walletTopUpMax',
      'arrivingNoticeMeters',
      'noShowWaitMinutes',
      'noShowFee',
      'tipMax',
    ],
    toggles: [
      'AllowCountrySelection',
      'convert_to_mile',
      'CarHornRepeat',
      'RiderWithDraw',
      'useDistanceMatrix',
      'bank_fields',
      'showLiveRoute',
      'AllowCriticalEditsAdmin',
      'FacebookLoginEnabled',
    ],
  },
  {
    id: 'company',
    texts: [
      'CompanyName',
      'CompanyAddress',
      'CompanyWebsite',
      'CompanyPhone',
      'CompanyTerms',
      'contact_email',
      'FacebookHandle',
      'TwitterHandle',
      'InstagramHandle',
      'AppleStoreLink',
      'PlayStoreLink',
    ],
    numbers: [],
    toggles: [],
  },
];

export const isRequiredSetting = (field: string): boolean =>
  (REQUIRED_SETTINGS_FIELDS as readonly string[]).includes(field);

/** product.md §5: decimal, bonus and driverRadius take only numbers of 0 or more; anything else empties the field. */
export const keepNonNegativeNumber = (typed: string): string => {
  const text = typed.trim();
  if (text === '') return '';
  // A number being typed ("1.") is kept; the save checks the whole value.
  return /^\d*\.?\d*$/.test(text) && Number(text) >= 0 ? typed : '';
};
