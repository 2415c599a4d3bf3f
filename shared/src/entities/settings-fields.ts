/**
 * Every operator setting, declared once (docs/architecture.md, "Adding a setting"). The `Settings`
 * type, the stored item (money as `…Minor` integers, defaults for attributes older items lack), the
 * save's argument schema, the generic checks of a save and the back office's form are derived from
 * this table; the GraphQL schema's `Settings` and `SettingsInput` are checked against it.
 */
import type { enBackOffice } from '../i18n/texts/en-back-office';
import type { MessageKey } from '../i18n/message-keys';
import { MONEY_SCALE_DIGITS } from '../money/money';
import { ARRIVING_NOTICE_METERS } from '../tracking/arriving-notice';
import { NO_SHOW_WAIT_MINUTES } from '../booking/driver-cancel';
import { TEXT_LIMITS } from '../validation/text-limits';
import type { Place } from './booking';

export const DEFAULT_TIMEZONE = 'UTC';

/** The top-up limit of settings that name none (saved before the limit existed, or left empty). */
export const DEFAULT_WALLET_TOP_UP_MAX = 1000;

/** The largest tip of settings that name none. */
export const DEFAULT_TIP_MAX = 50;

/** The back office form's sections, in page order. */
export const SETTINGS_SECTIONS_ORDER = ['currency', 'app', 'company'] as const;
export type SettingsSectionId = (typeof SETTINGS_SECTIONS_ORDER)[number];

/** What the form says under a field, where its label alone does not. */
type HintKey = keyof typeof enBackOffice;

interface Shown {
  section: SettingsSectionId;
  hint?: HintKey;
}

/** An optional one-line text; unset is stored as absent and read as null. */
export interface TextSetting extends Shown {
  kind: 'text';
  maxLength: number;
  /** Codes, lists and numbers: read left to right whatever the page's direction ("5|10|20"). */
  leftToRight?: true;
}

/**
 * A text every stored settings item holds. Blank is 'required_field', unless it has a default,
 * which a blank save takes instead.
 */
export interface RequiredTextSetting extends Omit<TextSetting, 'kind'> {
  kind: 'requiredText';
  /** Line breaks allowed. */
  multiLine?: true;
  default?: string;
}

export interface FlagSetting extends Shown {
  kind: 'flag';
}

/**
 * An amount from 0 to MAX_AMOUNT (money.ts), stored in integer minor units as `<name>Minor`. With a default,
 * a save may leave it out and a stored item without it reads as the default; without one, a blank
 * is `blankKey` ('invalid_number' when not named).
 */
export interface MoneySetting extends Shown {
  kind: 'money';
  default?: number;
  /** 0 is refused ('invalid_number'). */
  aboveZero?: true;
  blankKey?: MessageKey;
}

/** A whole number in [min, max], failing with `messageKey`; `default` as for money. */
export interface WholeSetting extends Shown {
  kind: 'whole';
  min: number;
  max: number;
  messageKey: MessageKey;
  default?: number;
}

/** A number from 0 to `max` with at most `places` decimals ('invalid_number'). */
export interface DecimalSetting extends Shown {
  kind: 'decimal';
  max: number;
  places: number;
}

/** A place on the map, optional; the form shows its own picker for it. */
export interface PlaceSetting extends Shown {
  kind: 'place';
}

export type SettingField =
  | TextSetting
  | RequiredTextSetting
  | FlagSetting
  | MoneySetting
  | WholeSetting
  | DecimalSetting
  | PlaceSetting;

/**
 * product.md §3 Settings, plus timezone (the operator's IANA zone for report buckets), in the
 * form's order. A field's label is `settings.field.<name>` in the back office's texts.
 */
export const SETTINGS_FIELDS = {
  symbol: { kind: 'requiredText', section: 'currency', maxLength: 8 },
  /** Currency code, for example 'USD'. */
  code: { kind: 'requiredText', section: 'currency', maxLength: 8, leftToRight: true },
  decimal: {
    kind: 'whole',
    section: 'currency',
    min: 0,
    max: MONEY_SCALE_DIGITS,
    messageKey: 'invalid_number',
  },
  /** Symbol after the amount when true. */
  swipe_symbol: { kind: 'flag', section: 'currency' },
  appName: { kind: 'requiredText', section: 'app', maxLength: TEXT_LIMITS.short },
  country: { kind: 'text', section: 'app', maxLength: TEXT_LIMITS.short },
  restrictCountry: { kind: 'text', section: 'app', maxLength: TEXT_LIMITS.short, leftToRight: true },
  bonus: { kind: 'money', section: 'app', blankKey: 'proper bonus' },
  /** Kilometres, to the metre. */
  driverRadius: { kind: 'decimal', section: 'app', max: 1000, places: 3 },
  /** The rider's top-up presets, written '5|10|20', each a valid top-up (docs/money.md). */
  walletMoneyField: { kind: 'text', section: 'app', maxLength: TEXT_LIMITS.short, leftToRight: true },
  /** The largest amount one admin top-up may credit (add to wallet). */
  walletTopUpMax: { kind: 'money', section: 'app', default: DEFAULT_WALLET_TOP_UP_MAX, aboveZero: true },
  /** How close to the pickup (metres) the assigned driver comes before the rider is told it is arriving. */
  arrivingNoticeMeters: {
    kind: 'whole',
    section: 'app',
    ...ARRIVING_NOTICE_METERS,
    messageKey: 'arriving_notice_range',
    hint: 'settings.arrivingNoticeHint',
  },
  /** How long (minutes) a driver waits at the pickup after ARRIVED before it may report a no-show. */
  noShowWaitMinutes: {
    kind: 'whole',
    section: 'app',
    ...NO_SHOW_WAIT_MINUTES,
    messageKey: 'no_show_wait_range',
    hint: 'settings.noShowWaitHint',
  },
  /** What a no-show costs the rider, an amount (0: nothing; docs/money.md). */
  noShowFee: { kind: 'money', section: 'app', default: 0, hint: 'settings.noShowFeeHint' },
  /** The tips a rider's trip screen offers, written '2|5|10' (payments/tip.ts); unset: none, a typed tip only. */
  tipAmounts: { kind: 'text', section: 'app', maxLength: TEXT_LIMITS.short, leftToRight: true },
  /** The largest tip. */
  tipMax: { kind: 'money', section: 'app', default: DEFAULT_TIP_MAX, aboveZero: true },
  /** The number the apps' Emergency button dials after alerting the operator (docs/trips.md, "SOS"). */
  panic: {
    kind: 'text',
    section: 'app',
    maxLength: TEXT_LIMITS.short,
    leftToRight: true,
    hint: 'settings.panicHint',
  },
  timezone: {
    kind: 'requiredText',
    section: 'app',
    maxLength: 64,
    leftToRight: true,
    default: DEFAULT_TIMEZONE,
  },
  AllowCountrySelection: { kind: 'flag', section: 'app' },
  convert_to_mile: { kind: 'flag', section: 'app' },
  CarHornRepeat: { kind: 'flag', section: 'app' },
  RiderWithDraw: { kind: 'flag', section: 'app' },
  useDistanceMatrix: { kind: 'flag', section: 'app' },
  bank_fields: { kind: 'flag', section: 'app' },
  showLiveRoute: { kind: 'flag', section: 'app' },
  /** Off = demo lock. */
  AllowCriticalEditsAdmin: { kind: 'flag', section: 'app' },
  FacebookLoginEnabled: { kind: 'flag', section: 'app' },
  CompanyName: { kind: 'requiredText', section: 'company', maxLength: TEXT_LIMITS.short },
  CompanyAddress: { kind: 'requiredText', section: 'company', maxLength: 500 },
  CompanyWebsite: { kind: 'requiredText', section: 'company', maxLength: TEXT_LIMITS.url },
  CompanyPhone: { kind: 'requiredText', section: 'company', maxLength: TEXT_LIMITS.mobile },
  CompanyTerms: { kind: 'requiredText', section: 'company', maxLength: TEXT_LIMITS.long, multiLine: true },
  contact_email: { kind: 'text', section: 'company', maxLength: TEXT_LIMITS.email },
  FacebookHandle: { kind: 'text', section: 'company', maxLength: TEXT_LIMITS.short },
  TwitterHandle: { kind: 'text', section: 'company', maxLength: TEXT_LIMITS.short },
  InstagramHandle: { kind: 'text', section: 'company', maxLength: TEXT_LIMITS.short },
  AppleStoreLink: { kind: 'text', section: 'company', maxLength: TEXT_LIMITS.url },
  PlayStoreLink: { kind: 'text', section: 'company', maxLength: TEXT_LIMITS.url },
  /**
   * Where the shop's orders are picked up: a shop checkout's pickup, which the customer does not
   * choose (docs/trips.md, "Shop deliveries"). Unset, a checkout may start anywhere.
   */
  shopPickup: { kind: 'place', section: 'company' },
} as const satisfies Record<string, SettingField>;

type Fields = typeof SETTINGS_FIELDS;
export type SettingName = keyof Fields;
/** The names of the settings of one kind. */
export type SettingsOfKind<Kind extends SettingField['kind']> = {
  [K in SettingName]: Fields[K]['kind'] extends Kind ? K : never;
}[SettingName];
/** Settings with a default: a stored item may lack one, and a blank save takes it. */
export type DefaultedSetting = {
  [K in SettingName]: Fields[K] extends { default: unknown } ? K : never;
}[SettingName];

type ValueOf<F extends SettingField> = F['kind'] extends 'text' | 'requiredText'
  ? string
  : F['kind'] extends 'flag'
    ? boolean
    : F['kind'] extends 'place'
      ? Place
      : number;

type Unset = SettingsOfKind<'text' | 'place'>;

/** The settings' values: every field, but an optional text or place may be unset. */
export type SettingsValues = { [K in Exclude<SettingName, Unset>]: ValueOf<Fields[K]> } & {
  [K in Unset]?: ValueOf<Fields[K]>;
};

/** The table's entries in its order, typed. */
export const SETTINGS_FIELD_ENTRIES = Object.entries(SETTINGS_FIELDS) as [SettingName, SettingField][];

/** A field is a number when it is an amount, a whole number or a decimal. */
export const isNumberSetting = (field: SettingField): field is MoneySetting | WholeSetting | DecimalSetting =>
  field.kind === 'money' || field.kind === 'whole' || field.kind === 'decimal';

type Unlabelled = Exclude<`settings.field.${SettingName}`, keyof typeof enBackOffice>;
/** Fails the type check naming each setting without its English label (es and ar follow en). */
export const everySettingHasALabel: [Unlabelled] extends [never] ? true : `no label ${Unlabelled}` = true;

/** Every setting that has a default, at it: what a stored item lacking the field reads as. */
export const SETTINGS_DEFAULTS = Object.fromEntries(
  SETTINGS_FIELD_ENTRIES.flatMap(([name, field]) => ('default' in field ? [[name, field.default]] : [])),
) as Pick<SettingsValues, DefaultedSetting>;
