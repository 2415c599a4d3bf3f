import { DEFAULT_TIMEZONE, DEFAULT_WALLET_TOP_UP_MAX, type Settings } from '../entities/settings';
import { ARRIVING_NOTICE_METERS } from '../tracking/arriving-notice';
import { NO_SHOW_WAIT_MINUTES } from '../booking/driver-cancel';
import { MAX_AMOUNT, MONEY_SCALE_DIGITS } from '../money/money';
import { isValidTimeZone } from '../time/calendar';
import { parseWalletAmounts } from '../wallet/wallet-amounts';
import { DEFAULT_TIP_MAX } from '../payments/tip';
import { isBlank, readNonNegativeNumber } from './fields';
import { invalid, valid, type FieldFailure, type ValidationResult } from './validation-result';

type NumericField = 'decimal' | 'bonus' | 'driverRadius';
type OptionalField = { [K in keyof Settings]-?: undefined extends Settings[K] ? K : never }[keyof Settings];

/**
 * The settings form as typed: numbers may be text, the time zone may be left out, and an optional
 * text may be null, as the settings query answers an unset one.
 */
export type SettingsDraft = Omit<
  Settings,
  | NumericField
  | OptionalField
  | 'timezone'
  | 'walletTopUpMax'
  | 'arrivingNoticeMeters'
  | 'noShowWaitMinutes'
  | 'noShowFee'
  | 'tipMax'
> &
  Record<NumericField, number | string | null | undefined> & {
    [K in OptionalField]?: Settings[K] | null;
  } & {
    timezone?: string | null;
    walletTopUpMax?: number | string | null;
    arrivingNoticeMeters?: number | string | null;
    noShowWaitMinutes?: number | string | null;
    noShowFee?: number | string | null;
    tipMax?: number | string | null;
  };

/** The draft without its null fields: a null means unset, and an unset field is not stored. */
const withoutNulls = (draft: SettingsDraft): SettingsDraft =>
  Object.fromEntries(Object.entries(draft).filter(([, value]) => value !== null)) as SettingsDraft;

export const REQUIRED_SETTINGS_FIELDS = [
  'symbol',
  'code',
  'appName',
  'CompanyName',
  'CompanyAddress',
  'CompanyWebsite',
  'CompanyPhone',
  'CompanyTerms',
] as const satisfies readonly (keyof Settings)[];

/**
 * A settings save (product.md §5): required texts, 'proper bonus' when bonus is empty, and numbers of
 * 0 or more for decimal, bonus and driverRadius. decimal must also be a whole number the money
 * scale can hold, and the time zone a real IANA zone (UTC when left out). The top-up limit is an
 * amount above 0 (DEFAULT_WALLET_TOP_UP_MAX when left out). The arriving notice's distance is a
 * whole number of metres within ARRIVING_NOTICE_METERS (its default when left out). The wallet's
 * top-up presets (walletMoneyField) are each a valid top-up amount, and the tip presets (tipAmounts)
 * each a valid tip, at most tipMax (DEFAULT_TIP_MAX when left out). The panic number is one a
 * phone can dial, kept without spaces (unset when left empty). Null means unset.
 */
export function validateSettings(input: SettingsDraft): ValidationResult<Settings> {
  const draft = withoutNulls(input);
  const failures: FieldFailure[] = REQUIRED_SETTINGS_FIELDS.filter((field) => isBlank(draft[field])).map(
    (field) => ({ field, messageKey: 'required_field' }),
  );
  const bonus = readNonNegativeNumber(draft.bonus);
  const decimal = readNonNegativeNumber(draft.decimal);
  const driverRadius = readNonNegativeNumber(draft.driverRadius);
  if (isBlank(draft.bonus)) failures.push({ field: 'bonus', messageKey: 'proper bonus' });
  else if (bonus === undefined || bonus > MAX_AMOUNT)
    failures.push({ field: 'bonus', messageKey: 'invalid_number' });
  if (decimal === undefined || !Number.isInteger(decimal) || decimal > MONEY_SCALE_DIGITS) {
    failures.push({ field: 'decimal', messageKey: 'invalid_number' });
  }
  if (driverRadius === undefined) failures.push({ field: 'driverRadius', messageKey: 'invalid_number' });
  const walletTopUpMax = isBlank(draft.walletTopUpMax)
    ? DEFAULT_WALLET_TOP_UP_MAX
    : readNonNegativeNumber(draft.walletTopUpMax);
  if (walletTopUpMax === undefined || walletTopUpMax <= 0 || walletTopUpMax > MAX_AMOUNT)
    failures.push({ field: 'walletTopUpMax', messageKey: 'invalid_number' });
  // The rider's top-up presets: amounts the wallet screen offers, each a valid top-up (docs/money.md).
  if (
    decimal !== undefined &&
    walletTopUpMax !== undefined &&
    !parseWalletAmounts(draft.walletMoneyField, { decimal, max: walletTopUpMax })
  )
    failures.push({ field: 'walletMoneyField', messageKey: 'wallet_amounts_invalid' });
  const arrivingNoticeMeters = readArrivingNoticeMeters(draft.arrivingNoticeMeters);
  if (arrivingNoticeMeters === undefined)
    failures.push({ field: 'arrivingNoticeMeters', messageKey: 'arriving_notice_range' });
  const noShowWaitMinutes = readWholeIn(draft.noShowWaitMinutes, NO_SHOW_WAIT_MINUTES);
  if (noShowWaitMinutes === undefined)
    failures.push({ field: 'noShowWaitMinutes', messageKey: 'no_show_wait_range' });
  // No fee unless the operator sets one (docs/money.md).
  const noShowFee = isBlank(draft.noShowFee) ? 0 : readNonNegativeNumber(draft.noShowFee);
  if (noShowFee === undefined || noShowFee > MAX_AMOUNT)
    failures.push({ field: 'noShowFee', messageKey: 'invalid_number' });
  // Tips (docs/money.md): the largest tip above 0, and presets each a valid tip.
  const tipMax = isBlank(draft.tipMax) ? DEFAULT_TIP_MAX : readNonNegativeNumber(draft.tipMax);
  if (tipMax === undefined || tipMax <= 0 || tipMax > MAX_AMOUNT)
    failures.push({ field: 'tipMax', messageKey: 'invalid_number' });
  else if (decimal !== undefined && !parseWalletAmounts(draft.tipAmounts, { decimal, max: tipMax }))
    failures.push({ field: 'tipAmounts', messageKey: 'tip_amounts_invalid' });
  // The Emergency button's number (docs/trips.md, "SOS"): unset when left empty.
  const { panic: typedPanic, ...rest } = draft;
  const panic = isBlank(typedPanic) ? undefined : readDialable(String(typedPanic));
  if (panic === undefined && !isBlank(typedPanic))
    failures.push({ field: 'panic', messageKey: 'proper panic' });
  const timezone = isBlank(draft.timezone) ? DEFAULT_TIMEZONE : (draft.timezone ?? DEFAULT_TIMEZONE).trim();
  if (!isValidTimeZone(timezone)) failures.push({ field: 'timezone', messageKey: 'invalid_timezone' });
  if (
    failures.length > 0 ||
    bonus === undefined ||
    decimal === undefined ||
    driverRadius === undefined ||
    walletTopUpMax === undefined ||
    arrivingNoticeMeters === undefined ||
    noShowWaitMinutes === undefined ||
    noShowFee === undefined ||
    tipMax === undefined
  ) {
    return invalid(failures);
  }
  return valid({
    ...(rest as Settings),
    ...(panic !== undefined && { panic }),
    bonus,
    decimal,
    driverRadius,
    walletTopUpMax,
    arrivingNoticeMeters,
    noShowWaitMinutes,
    noShowFee,
    tipMax,
    timezone,
  });
}

/**
 * A number a phone can dial, without its spaces: 2 to 15 digits, + first for an international
 * one. Short numbers (112, 911) are allowed, unlike a mobile number. Undefined when invalid.
 */
function readDialable(typed: string): string | undefined {
  const compact = typed.replace(/\s/g, '');
  return /^\+?\d{2,15}$/.test(compact) ? compact : undefined;
}

/** Whole metres within the allowed range; the default when left empty; undefined when invalid. */
const readArrivingNoticeMeters = (typed: unknown) => readWholeIn(typed, ARRIVING_NOTICE_METERS);

/** A whole number within the range; its default when left empty; undefined when invalid. */
function readWholeIn(
  typed: unknown,
  { min, max, default: fallback }: { min: number; max: number; default: number },
): number | undefined {
  if (isBlank(typed)) return fallback;
  const value = readNonNegativeNumber(typed);
  return value !== undefined && Number.isInteger(value) && value >= min && value <= max ? value : undefined;
}
