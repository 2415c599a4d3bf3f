import { createHash, randomInt, timingSafeEqual } from 'node:crypto';

export const OTP_DIGITS = 6;

export type CodeGenerator = () => string;

/** Uniform over 000000–999999, from the CSPRNG. */
export const generateOtpCode: CodeGenerator = () =>
  randomInt(0, 10 ** OTP_DIGITS)
    .toString()
    .padStart(OTP_DIGITS, '0');

/** Constant-time comparison, so response timing does not leak how many leading digits matched. */
export function codesMatch(expected: string, answer: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(answer);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** How a code is kept where it must outlive its challenge (a sign-up proof): never in the clear. */
export const hashCode = (code: string): string => createHash('sha256').update(code).digest('hex');
