import type { RatingDetail, Ratings } from '../entities/user';

export const MIN_RATING = 1;
export const MAX_RATING = 5;

export const isValidRating = (rate: number): boolean =>
  Number.isInteger(rate) && rate >= MIN_RATING && rate <= MAX_RATING;

/** Adds a rating and recomputes userrating, the one-decimal average (SPEC §3). */
export function addRating(ratings: Ratings | undefined, detail: RatingDetail): Ratings {
  const details = [...(ratings?.details ?? []), detail];
  const total = details.reduce((sum, { rate }) => sum + rate, 0);
  // Ratings are small integers, so the sum is exact and one rounding suffices.
  return { userrating: Math.round((total * 10) / details.length) / 10, details };
}
