import { addRating, isValidRating } from './ratings';

describe('ratings', () => {
  it.each([
    [undefined, 5, 5],
    [{ userrating: 4, details: [{ user: 'a', rate: 4 }] }, 5, 4.5],
    [
      {
        userrating: 4.5,
        details: [
          { user: 'a', rate: 4 },
          { user: 'b', rate: 5 },
        ],
      },
      4,
      4.3,
    ],
    [
      {
        userrating: 1,
        details: [
          { user: 'a', rate: 1 },
          { user: 'b', rate: 1 },
        ],
      },
      2,
      1.3,
    ],
  ])('after %o a %p averages %p (one decimal)', (ratings, rate, average) => {
    const next = addRating(ratings, { user: 'r1', rate });
    expect(next.userrating).toBe(average);
    expect(next.details.at(-1)).toEqual({ user: 'r1', rate });
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
