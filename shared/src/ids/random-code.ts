/**
 * A uniform random integer in [0, maxExclusive) from a cryptographic source. The domain takes it
 * as a parameter: lambdas pass node:crypto's randomInt, the browser a crypto.getRandomValues
 * wrapper, tests a fixed sequence.
 */
export type RandomInt = (maxExclusive: number) => number;

const UPPERCASE_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export const BOOKING_REFERENCE_LENGTH = 6;
export const REFERRAL_ID_LENGTH = 5;

function randomUppercaseLetters(randomInt: RandomInt, length: number): string {
  let code = '';
  for (let i = 0; i < length; i += 1) {
    const index = randomInt(UPPERCASE_LETTERS.length);
    if (!Number.isInteger(index) || index < 0 || index >= UPPERCASE_LETTERS.length) {
      throw new RangeError(`Random source returned ${index}, outside [0, ${UPPERCASE_LETTERS.length})`);
    }
    code += UPPERCASE_LETTERS[index];
  }
  return code;
}

/** Booking reference: 6 random uppercase letters (product.md §9). */
export const generateBookingReference = (randomInt: RandomInt): string =>
  randomUppercaseLetters(randomInt, BOOKING_REFERENCE_LENGTH);

/** Referral id: 5 random uppercase letters (product.md §9). */
export const generateReferralId = (randomInt: RandomInt): string =>
  randomUppercaseLetters(randomInt, REFERRAL_ID_LENGTH);
