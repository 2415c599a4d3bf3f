import { validateLoginCode, validateLoginContact } from './login';

describe('validateLoginContact (product.md §5)', () => {
  it.each([
    [undefined, '7700 900123', 'country blank error'],
    ['ZZ', '7700900123', 'country blank error'],
    ['GB', undefined, 'contact input error'],
    ['GB', '', 'contact input error'],
    ['GB', ' ', 'contact input error'],
    ['GB', '123 456', 'mobile no blank error'],
    ['GB', '123456', 'mobile no blank error'],
    ['GB', '+123456', 'mobile no blank error'],
    ['GB', '+44 7700-900123', 'proper email'],
    ['GB', 'rider@', 'proper email'],
    ['GB', 'rider@example', 'proper email'],
    ['GB', 'rider example.com', 'proper email'],
  ])('country %p, contact %p → %p', (country, contact, messageKey) => {
    expect(validateLoginContact({ country, contact })).toEqual({
      ok: false,
      failures: [{ field: expect.any(String), messageKey }],
    });
  });

  it.each([
    ['GB', '7700 900 123', { kind: 'mobile', phoneNumber: '+447700900123' }],
    ['in', '1234567', { kind: 'mobile', phoneNumber: '+911234567' }],
    // A full international number keeps its own country code, whatever the selected country.
    ['GB', '+1 212 555 0101', { kind: 'mobile', phoneNumber: '+12125550101' }],
    ['GB', '+1234567', { kind: 'mobile', phoneNumber: '+1234567' }],
    ['GB', ' rita.rider@example.co.uk ', { kind: 'email', email: 'rita.rider@example.co.uk' }],
  ])('country %p, contact %p → %o', (country, contact, value) => {
    expect(validateLoginContact({ country, contact })).toEqual({ ok: true, value });
  });
});

describe('validateLoginCode', () => {
  it.each([
    ['123456', true],
    ['12345', false],
    ['1234567', false],
    [undefined, false],
  ])('%p valid: %p', (code, ok) => {
    expect(validateLoginCode(code)).toEqual(
      ok ? { ok, value: code } : { ok, failures: [{ field: 'code', messageKey: 'otp validate error' }] },
    );
  });
});
