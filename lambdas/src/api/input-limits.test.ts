/**
 * The faults the security review found with unbounded input, against the argument schemas of the
 * existing operations: each hostile value is a VALIDATION error naming a message key, raised by
 * the parse step before any domain call or write.
 */
import type { z } from 'zod';
import { someSettings } from '@wayfare/shared/src/testing/settings.fixture';
import {
  driverApprovalArgs,
  editUserArgs,
  licenceImageArgs,
  newUserArgs,
  profileArgs,
  uidArgs,
  uploadArgs,
  usersArgs,
} from './accounts.args';
import { addCarTypeArgs } from './catalogue.args';
import { appInfoArgs } from './content.args';
import { languageEditArgs, languageIdArgs, languagesArgs, newLanguageArgs } from './languages.args';
import { parseArgs } from './parse-args';
import { settingsArgs } from './settings.args';

const MEGABYTE = 'x'.repeat(1024 * 1024);
const UID = '2f1c1b9e-7c1a-4a57-9d2e-9f3f4c1a2b3c';

/** Parses values of any shape: these tests are about the limits, the wire shape is each route's type check. */
const parseAny = (schema: z.ZodType, args: unknown) => parseArgs(schema, args);

function refusal(schema: z.ZodType, args: unknown): { field: string; messageKey: string }[] {
  try {
    parseArgs(schema, args);
  } catch (error) {
    expect(error).toMatchObject({ code: 'VALIDATION' });
    return (error as { params: { failures: { field: string; messageKey: string }[] } }).params.failures;
  }
  throw new Error('accepted');
}

const profile = {
  firstName: 'Riley',
  lastName: 'Rider',
  email: 'riley@wayfare.example',
  mobile: '+12125550101',
};
const newUser = {
  usertype: 'driver' as const,
  firstName: 'Dana',
  lastName: 'Driver',
  email: 'dana@wayfare.example',
};

describe('input limits of the existing operations', () => {
  it('accepts what the forms send', () => {
    expect(() => parseAny(profileArgs, { input: profile })).not.toThrow();
    expect(() =>
      parseAny(newUserArgs, { input: { ...newUser, firstName: 'Zoë-Ann', lastName: "O'Brien" } }),
    ).not.toThrow();
    expect(() =>
      parseAny(newUserArgs, { input: { ...newUser, firstName: 'فريد', lastName: 'میر\u200Cزاده' } }),
    ).not.toThrow();
    expect(() => parseAny(settingsArgs, { input: someSettings() })).not.toThrow();
    const fine = { ...someSettings(), driverRadius: 2.125, bonus: 12.3456 };
    expect(() => parseAny(settingsArgs, { input: fine })).not.toThrow();
    // A blank name is the domain's 'required_field', not a character error.
    expect(() => parseAny(profileArgs, { input: { ...profile, lastName: ' ' } })).not.toThrow();
    expect(() => parseAny(usersArgs, { usertype: 'rider', limit: 100 })).not.toThrow();
  });

  it.each<[string, z.ZodType, unknown, string]>([
    ['a 1 MB first name', profileArgs, { input: { ...profile, firstName: MEGABYTE } }, 'text_too_long'],
    [
      'a 1 MB e-mail',
      profileArgs,
      { input: { ...profile, email: `${MEGABYTE}@x.example` } },
      'text_too_long',
    ],
    ['a 1 MB search', usersArgs, { usertype: 'rider', search: MEGABYTE }, 'text_too_long'],
    ['a 1 MB next token', usersArgs, { usertype: 'rider', nextToken: MEGABYTE }, 'text_too_long'],
    [
      'a 1 MB vehicle number',
      editUserArgs,
      { uid: UID, input: { vehicleNumber: MEGABYTE } },
      'text_too_long',
    ],
    [
      'a 1 MB upload type',
      uploadArgs,
      { kind: 'PROFILE_IMAGE', contentType: MEGABYTE, contentLength: 1 },
      'text_too_long',
    ],
    ['a 1 MB licence key', licenceImageArgs, { uid: UID, key: MEGABYTE }, 'text_too_long'],
    [
      'a 1 MB language name',
      newLanguageArgs,
      { input: { langName: MEGABYTE, langLocale: 'en', dateLocale: 'en' } },
      'text_too_long',
    ],
    ['a 1 MB about us', appInfoArgs, { input: { aboutUs: MEGABYTE, privacyPolicy: 'p' } }, 'text_too_long'],
    [
      'a 1 MB company name',
      settingsArgs,
      { input: { ...someSettings(), CompanyName: MEGABYTE } },
      'text_too_long',
    ],
    [
      'translations over 300 KB of UTF-8',
      languageEditArgs,
      { id: 'en', input: { keyValuePairs: 'ع'.repeat(200_000) } },
      'text_too_long',
    ],
    ['a 100k-character uid', uidArgs, { uid: 'u'.repeat(100_000) }, 'text_too_long'],
    ['a uid with a slash', driverApprovalArgs, { uid: '../admin', approved: true }, 'invalid_characters'],
    ['an empty language id', languageIdArgs, { id: '' }, 'invalid_input'],
    [
      'driverRadius 1e308',
      settingsArgs,
      { input: { ...someSettings(), driverRadius: 1e308 } },
      'invalid_number',
    ],
    [
      'driverRadius 5e-324',
      settingsArgs,
      { input: { ...someSettings(), driverRadius: 5e-324 } },
      'invalid_number',
    ],
    [
      'driverRadius finer than a metre',
      settingsArgs,
      { input: { ...someSettings(), driverRadius: 2.0005 } },
      'invalid_number',
    ],
    ['bonus 5e-324', settingsArgs, { input: { ...someSettings(), bonus: 5e-324 } }, 'amount_too_precise'],
    ['a negative bonus', settingsArgs, { input: { ...someSettings(), bonus: -1 } }, 'invalid_number'],
    ['users(limit: -1)', usersArgs, { usertype: 'rider', limit: -1 }, 'number_out_of_range'],
    ['languages(limit: 1e9)', languagesArgs, { limit: 1e9 }, 'number_out_of_range'],
    [
      'a negative upload length',
      uploadArgs,
      { kind: 'PROFILE_IMAGE', contentType: 'image/png', contentLength: -1 },
      'number_out_of_range',
    ],
    [
      'a name ending in NUL',
      newUserArgs,
      { input: { ...newUser, lastName: 'Driver\u0000' } },
      'invalid_characters',
    ],
    [
      'markup in a name',
      newUserArgs,
      { input: { ...newUser, firstName: '<script>alert(1)</script>' } },
      'invalid_characters',
    ],
    [
      'a direction override in a name',
      profileArgs,
      { input: { ...profile, lastName: 'Rider\u202Egnp.exe' } },
      'invalid_characters',
    ],
    ['digits in a name', editUserArgs, { uid: UID, input: { firstName: 'R1ley' } }, 'invalid_characters'],
    [
      'a control character in a settings text',
      settingsArgs,
      { input: { ...someSettings(), appName: 'Way\u0007fare' } },
      'invalid_characters',
    ],
  ])('refuses %s', (_case, schema, args, messageKey) => {
    expect(refusal(schema, args)).toContainEqual(expect.objectContaining({ messageKey }));
  });

  describe("a car type's money", () => {
    const carType = {
      name: 'Economy',
      rate_per_unit_distance: 1.25,
      rate_per_hour: 0.1234,
      base_fare: 2.5,
      min_fare: 5,
      convenience_fees: 10,
      convenience_fee_type: 'percentage',
    };

    it('accepts rates to the four decimals Money keeps', () => {
      expect(() => parseAny(addCarTypeArgs, { input: carType })).not.toThrow();
    });

    it.each([
      ['a rate finer than Money keeps', { rate_per_unit_distance: 0.12345 }, 'amount_too_precise'],
      ['a rate DynamoDB cannot store', { rate_per_hour: 5e-324 }, 'amount_too_precise'],
      ['a negative fare', { base_fare: -1 }, 'number_out_of_range'],
      ['a fare above the bound', { min_fare: 2_000_000 }, 'number_out_of_range'],
    ])('refuses %s, naming the field', (_case, change, messageKey) => {
      const [field] = Object.keys(change);
      expect(refusal(addCarTypeArgs, { input: { ...carType, ...change } })).toContainEqual({
        field: `input.${field}`,
        messageKey,
      });
    });
  });
});
