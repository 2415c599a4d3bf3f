import { averageRating, driverAverage, isValidRating } from './ratings';

describe('ratings', () => {
  it.each([
    [5, 1, 5],
    [9, 2, 4.5],
    [13, 3, 4.3],
    [4, 3, 1.3],
  ])('%p stars from %p ratings average %p (one decimal)', (total, count, average) => {
    expect(averageRating(total, count)).toBe(average);
  });

  it('has no average before the first rating', () => {
    expect(averageRating(undefined, undefined)).toBeUndefined();
    expect(averageRating(0, 0)).toBeUndefined();
    expect(driverAverage({})).toBeUndefined();
  });

  it("derives a driver's average from its sum and count", () => {
    expect(driverAverage({ driverRatingTotal: 14, driverRatingCount: 3 })).toBe(4.7);
  });

  it.each([
    [1, true],
    [5, true],
    [0, false],
    [6, false],
    [4.5, false],
  ])('rating %p valid: %p', (rate, ok) => {
    expect(isValidRating(rate)).toBe(ok);
  });
});
