import { getCountries, getCountryCallingCode } from 'libphonenumber-js';
import { COUNTRIES, findCountry } from './countries';

describe('country list', () => {
  it('holds about 240 countries with unique codes, sorted by label', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(230);
    expect(COUNTRIES.length).toBeLessThanOrEqual(260);
    expect(new Set(COUNTRIES.map(({ code }) => code)).size).toBe(COUNTRIES.length);
    const labels = COUNTRIES.map(({ label }) => label);
    expect([...labels].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(labels);
  });

  it.each([
    ['GB', 'United Kingdom', '+44'],
    ['us', 'United States', '+1'],
    ['IN', 'India', '+91'],
    ['NG', 'Nigeria', '+234'],
    ['AE', 'United Arab Emirates', '+971'],
  ])('%s is %s with prefix %s', (code, label, phonePrefix) => {
    expect(findCountry(code)).toEqual({ code: code.toUpperCase(), label, phonePrefix });
  });

  it('gives every entry a label and a + prefix', () => {
    for (const country of COUNTRIES) {
      expect(country.label).not.toBe('');
      expect(country.phonePrefix).toMatch(/^\+\d{1,4}$/);
    }
  });

  it("is libphonenumber-js's list of countries and calling codes", () => {
    const fromLibrary = getCountries().map((code) => `${code} +${getCountryCallingCode(code)}`);
    const listed = COUNTRIES.map(({ code, phonePrefix }) => `${code} ${phonePrefix}`);
    expect(listed.sort()).toEqual(fromLibrary.sort());
  });

  it('finds nothing for an unknown code', () => {
    expect(findCountry('ZZ')).toBeUndefined();
  });
});
