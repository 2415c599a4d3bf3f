import { codesMatch, generateOtpCode } from './otp-code';

describe('generateOtpCode', () => {
  it('always yields six digits, zero-padded, and varies', () => {
    const codes = Array.from({ length: 2000 }, generateOtpCode);
    expect(codes.every((code) => /^\d{6}$/.test(code))).toBe(true);
    // About one code in ten is below 100000; padding keeps those at six digits.
    expect(codes.some((code) => code.startsWith('0'))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(1900);
  });
});

describe('codesMatch', () => {
  it.each([
    ['123456', '123456', true],
    ['123456', '123457', false],
    ['123456', '12345', false],
    ['123456', '1234567', false],
    ['123456', '', false],
  ])('%s vs %s → %s', (expected, answer, result) => {
    expect(codesMatch(expected, answer)).toBe(result);
  });
});
