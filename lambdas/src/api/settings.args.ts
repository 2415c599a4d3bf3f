/**
 * Argument schema of the settings save; its numbers fail with the spec's 'invalid_number', each
 * bounded in range and in precision.
 */
import { z } from 'zod';
import {
  ARRIVING_NOTICE_METERS,
  MAX_AMOUNT,
  MONEY_SCALE_DIGITS,
  NO_SHOW_WAIT_MINUTES,
} from '@wayfare/shared';
import { decimalPlaces, int, line, LIMITS, optional, place, prose } from './arg-rules';

const text = line(LIMITS.short);
const maybeText = optional(line(LIMITS.short));

export const settingsArgs = z.object({
  input: z.object({
    appName: text,
    country: maybeText,
    code: line(8),
    symbol: line(8),
    swipe_symbol: z.boolean(),
    decimal: int(0, MONEY_SCALE_DIGITS, 'invalid_number'),
    bonus: decimalPlaces(0, MAX_AMOUNT, MONEY_SCALE_DIGITS, 'invalid_number'),
    walletTopUpMax: decimalPlaces(0, MAX_AMOUNT, MONEY_SCALE_DIGITS, 'invalid_number').nullish(),
    walletMoneyField: maybeText,
    restrictCountry: maybeText,
    AllowCountrySelection: z.boolean(),
    convert_to_mile: z.boolean(),
    CarHornRepeat: z.boolean(),
    RiderWithDraw: z.boolean(),
    useDistanceMatrix: z.boolean(),
    // Kilometres, to the metre.
    driverRadius: decimalPlaces(0, 1000, 3, 'invalid_number'),
    bank_fields: z.boolean(),
    showLiveRoute: z.boolean(),
    panic: maybeText,
    AllowCriticalEditsAdmin: z.boolean(),
    FacebookLoginEnabled: z.boolean(),
    FacebookHandle: maybeText,
    TwitterHandle: maybeText,
    InstagramHandle: maybeText,
    CompanyName: text,
    CompanyAddress: line(500),
    CompanyWebsite: line(LIMITS.url),
    CompanyPhone: line(LIMITS.mobile),
    CompanyTerms: prose(LIMITS.long),
    contact_email: optional(line(LIMITS.email)),
    AppleStoreLink: optional(line(LIMITS.url)),
    PlayStoreLink: optional(line(LIMITS.url)),
    timezone: line(64),
    // Whole metres (shared ARRIVING_NOTICE_METERS); left out: the default.
    arrivingNoticeMeters: int(
      ARRIVING_NOTICE_METERS.min,
      ARRIVING_NOTICE_METERS.max,
      'arriving_notice_range',
    ).nullish(),
    // Whole minutes (shared NO_SHOW_WAIT_MINUTES) and an amount; left out: the defaults.
    noShowWaitMinutes: int(
      NO_SHOW_WAIT_MINUTES.min,
      NO_SHOW_WAIT_MINUTES.max,
      'no_show_wait_range',
    ).nullish(),
    noShowFee: decimalPlaces(0, MAX_AMOUNT, MONEY_SCALE_DIGITS, 'invalid_number').nullish(),
    shopPickup: place.nullish(),
  }),
});
