import i18next from 'i18next';
import { textDirectionOf } from './text-direction';

/** U+2068 FIRST STRONG ISOLATE and U+2069 POP DIRECTIONAL ISOLATE. */
const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/**
 * A value put into a sentence of a right-to-left language keeps its own order there. Unisolated,
 * '$25.00' after Arabic words showed as '25.00$': the Unicode bidi algorithm reads digits that
 * follow Arabic letters as Arabic numbers, which leaves the symbol on the sentence's side. Isolated
 * as first-strong, an amount or a code reads left to right, a Latin address too, and an Arabic
 * name right to left. Sentences of left-to-right languages get their values as they are.
 */
export function isolateValue(value: string, locale: string): string {
  return value !== '' && textDirectionOf(locale) === 'rtl'
    ? `${FIRST_STRONG_ISOLATE}${value}${POP_DIRECTIONAL_ISOLATE}`
    : value;
}

/**
 * i18next's interpolation for the apps and the prerendered pages alike: React escapes what it
 * renders, so the one thing done to a value is its isolation in the language being shown.
 */
export const INTERPOLATION = {
  escapeValue: true,
  escape: (value: string) => isolateValue(value, i18next.language),
};
