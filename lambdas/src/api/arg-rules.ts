/**
 * The building blocks of the argument schemas (`<area>.args.ts`): every string has a length limit
 * and a character policy, every number a range, every id a shape, each naming its message key.
 */
import { z } from 'zod';
import { fitsDecimals, MONEY_SCALE_DIGITS, TEXT_LIMITS, type MessageKey } from '@wayfare/shared';

/** No control characters: a one-line field (names, codes, handles). */
const ONE_LINE = /^[^\p{Cc}]*$/u;
/** Control characters but line breaks and tabs are refused: long texts (terms, about us). */
const MULTI_LINE = /^(?:[^\p{Cc}]|[\t\n\r])*$/u;

/** A one-line text of at most `max` characters. */
export const line = (max: number) =>
  z.string().max(max, 'text_too_long').regex(ONE_LINE, 'invalid_characters');

/** A text that may span lines, of at most `max` characters. */
export const prose = (max: number) =>
  z.string().max(max, 'text_too_long').regex(MULTI_LINE, 'invalid_characters');

/**
 * A person's name: letters and combining marks of any script, spaces, apostrophes, hyphens and dots,
 * and the zero-width (non-)joiners some scripts spell names with. No digits, markup, control or
 * direction-override characters. A blank name passes here: the domain answers it 'required_field'.
 */
const PERSON_NAME = /^\p{Zs}*(?:[\p{L}\p{M}](?:[\p{L}\p{M}\p{Zs}'’.-]|\u200C|\u200D)*)?$/u;

export const personName = (max: number) =>
  z.string().max(max, 'text_too_long').regex(PERSON_NAME, 'invalid_characters');

/** At most `max` bytes once stored as UTF-8: what DynamoDB's 400 KB item limit is counted in. */
export const withinBytes = (max: number) => (text: string) => Buffer.byteLength(text, 'utf8') <= max;

/** Ids: Cognito subs, locale tags, generated keys. */
export const id = z
  .string()
  .min(1, 'invalid_input')
  .max(128, 'text_too_long')
  .regex(/^[\w.:@+-]+$/, 'invalid_characters');

/** A whole number within [min, max]; `key` where the spec names its own ('invalid_number'). */
export const int = (min: number, max: number, key: MessageKey = 'number_out_of_range') =>
  z.number().int(key).min(min, key).max(max, key);

/** A number within [min, max]. */
export const decimal = (min: number, max: number, key: MessageKey = 'number_out_of_range') =>
  z.number().min(min, key).max(max, key);

/**
 * A decimal with at most `places` digits after the point: a stored setting has a unit it means
 * something in (a metre of radius, a minor unit of money), and DynamoDB refuses numbers below
 * 1e-130 in magnitude, such as 5e-324.
 */
export const decimalPlaces = (min: number, max: number, places: number, key: MessageKey) =>
  decimal(min, max, key).refine((value) => Number(value.toFixed(places)) === value, key);

/**
 * An amount or rate of money within [0, max]: the repositories keep Money's four decimals exactly,
 * so a finer value is refused ('amount_too_precise') rather than stored rounded (and DynamoDB
 * refuses numbers such as 5e-324). settings.decimal, which amounts a person types must fit, is the
 * service's check: it needs the stored settings.
 */
export const moneyArg = (max: number, rangeKey: MessageKey = 'number_out_of_range') =>
  decimal(0, max, rangeKey).refine(
    (amount) => fitsDecimals(amount, MONEY_SCALE_DIGITS),
    'amount_too_precise',
  );

/**
 * A latitude or longitude within ±limit, kept to 7 decimals (about a centimetre): finer digits
 * mean nothing on a map, and DynamoDB refuses numbers below 1e-130 in magnitude.
 */
export const coordinate = (limit: number) =>
  decimal(-limit, limit).transform((degrees) => Math.round(degrees * 1e7) / 1e7 || 0);

export const lat = coordinate(90);
export const lng = coordinate(180);

/** A point on the map with its address (pickups, drops, the shop). */
export const place = z.object({ lat, lng, add: line(300).min(1, 'required_field') });

/** An argument GraphQL lets the client leave out or send as null: both reach the domain as undefined. */
export const optional = <S extends z.ZodType>(schema: S) =>
  schema.nullish().transform((value) => value ?? undefined);

/** The paging arguments of every list (the repositories clamp the page size too). */
export const pageArgs = {
  limit: optional(int(1, 100)),
  nextToken: optional(line(2048)),
};

/** Length limits shared by several inputs (and the settings' table). */
export const LIMITS = TEXT_LIMITS;
