import fc from 'fast-check';
import { generateBookingReference, generateReferralId, type RandomInt } from './random-code';

const sequence = (...values: number[]): RandomInt => {
  let next = 0;
  return (max) => {
    expect(max).toBe(26);
    return values[next++ % values.length]!;
  };
};

describe('random codes (product.md §9)', () => {
  it('maps each draw to a letter', () => {
    expect(generateBookingReference(sequence(0, 1, 2, 23, 24, 25))).toBe('ABCXYZ');
    expect(generateReferralId(sequence(22, 0, 24, 5, 0))).toBe('WAYFA');
  });

  it.each([
    ['booking reference', generateBookingReference, /^[A-Z]{6}$/],
    ['referral id', generateReferralId, /^[A-Z]{5}$/],
  ])('%s has the spec shape for any draws', (_name, generate, shape) => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 25 }), { minLength: 1 }), (draws) => {
        expect(generate(sequence(...draws))).toMatch(shape);
      }),
    );
  });

  it.each([26, -1, 2.5, NaN])('refuses a random source that returns %p', (bad) => {
    expect(() => generateBookingReference(() => bad)).toThrow(RangeError);
  });
});
