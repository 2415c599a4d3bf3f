import { CALLING_CODES } from './calling-codes';

/** product.md §3 country list entry: ISO 3166 code, English name, phone prefix ('+44'). */
export interface Country {
  code: string;
  label: string;
  phonePrefix: string;
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** The countries libphonenumber knows (about 240), sorted by English name. */
export const COUNTRIES: readonly Country[] = Object.entries(CALLING_CODES)
  .flatMap(([callingCode, codes]) =>
    codes.split(' ').map((code) => ({
      code,
      label: regionNames.of(code) ?? code,
      phonePrefix: `+${callingCode}`,
    })),
  )
  .sort((a, b) => a.label.localeCompare(b.label, 'en'));

const byCode = new Map(COUNTRIES.map((country) => [country.code, country]));

export const findCountry = (code: string): Country | undefined => byCode.get(code.toUpperCase());
