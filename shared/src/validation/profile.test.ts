import type { RegType } from '../entities/user';
import {
  lockedProfileFields,
  validateBankDetails,
  validateProfileUpdate,
  type ProfileInput,
} from './profile';

const current = { regType: 'social' as RegType, email: 'rita@example.com', mobile: '+447700900002' };
const complete: ProfileInput = {
  firstName: 'Rita',
  lastName: 'Rider',
  email: 'rita@example.com',
  mobile: '+447700900002',
};

describe('validateProfileUpdate (product.md §5)', () => {
  it('accepts a complete profile and trims it', () => {
    expect(validateProfileUpdate(current, { ...complete, firstName: ' Rita ' })).toEqual({
      ok: true,
      value: complete,
    });
  });

  it.each(['firstName', 'lastName', 'email', 'mobile'] as const)(
    'requires %s; a single space is empty',
    (field) => {
      for (const empty of [undefined, '', ' ']) {
        expect(validateProfileUpdate(current, { ...complete, [field]: empty })).toEqual({
          ok: false,
          failures: [{ field, messageKey: 'required_field' }],
        });
      }
    },
  );

  it('does not ask for a contact the user does not have: a blank one is left out, a kept one required, a new one proven by its code', () => {
    const byEmail = { regType: 'email' as RegType, email: 'rita@example.com' };
    expect(validateProfileUpdate(byEmail, { ...complete, mobile: ' ' })).toEqual({
      ok: true,
      value: { firstName: 'Rita', lastName: 'Rider', email: 'rita@example.com' },
    });
    expect(validateProfileUpdate(byEmail, { ...complete, mobile: '+447700900002' })).toEqual({
      ok: false,
      failures: [{ field: 'mobile', messageKey: 'contact_not_verified' }],
    });
    expect(validateProfileUpdate(byEmail, { ...complete, email: '', mobile: '' })).toEqual({
      ok: false,
      failures: [{ field: 'email', messageKey: 'required_field' }],
    });
    expect(validateProfileUpdate(byEmail, { ...complete, firstName: '', mobile: '' })).toEqual({
      ok: false,
      failures: [{ field: 'firstName', messageKey: 'required_field' }],
    });
  });

  it.each(['rita', 'rita@example', 'rita@@example.com', 'ri ta@example.com', 'rita@example.c0m'])(
    'refuses e-mail %p with proper email',
    (email) => {
      expect(validateProfileUpdate(current, { ...complete, email })).toEqual({
        ok: false,
        failures: [{ field: 'email', messageKey: 'proper email' }],
      });
    },
  );

  it.each<[RegType, boolean, boolean]>([
    ['email', true, false],
    ['mobile', false, true],
    ['admin', true, true],
    ['registration', true, true],
    ['social', false, false],
  ])('regType %s locks e-mail: %p, mobile: %p', (regType, email, mobile) => {
    expect(lockedProfileFields(regType)).toEqual({ email, mobile });
    const changed = validateProfileUpdate(
      { ...current, regType },
      { ...complete, email: 'new@example.com', mobile: '+447700900099' },
    );
    // An unlocked contact changes only with the code sent to it (docs/security.md), never by a save.
    expect(changed.ok ? [] : changed.failures).toEqual([
      { field: 'email', messageKey: email ? 'field_locked' : 'contact_not_verified' },
      { field: 'mobile', messageKey: mobile ? 'field_locked' : 'contact_not_verified' },
    ]);
  });
});

describe('validateBankDetails (product.md §3 User bank fields)', () => {
  const on = { bankFields: true };

  it('trims the three; the bank code may stay empty', () => {
    expect(
      validateBankDetails({ bankName: ' First Bank ', bankCode: ' ', bankAccount: ' 12345678 ' }, on),
    ).toEqual({ ok: true, value: { bankName: 'First Bank', bankCode: '', bankAccount: '12345678' } });
  });

  it('requires a bank name and an account while bank_fields is on, and not when it is off', () => {
    const blank = { bankName: ' ', bankCode: '0042', bankAccount: '' };
    expect(validateBankDetails(blank, on)).toEqual({
      ok: false,
      failures: [
        { field: 'bankName', messageKey: 'required_field' },
        { field: 'bankAccount', messageKey: 'required_field' },
      ],
    });
    expect(validateBankDetails(blank, { bankFields: false })).toEqual({
      ok: true,
      value: { bankName: '', bankCode: '0042', bankAccount: '' },
    });
  });
});
