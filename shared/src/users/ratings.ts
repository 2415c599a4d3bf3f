import type { User } from '../entities/user';

export const MIN_RATING = 1;
export const MAX_RATING = 5;

export const isValidRating = (rate: number): boolean =>
  Number.isInteger(rate) && rate >= MIN_RATING && rate <= MAX_RATING;

/** The one-decimal average of `count` ratings summing to `total` (product.md §3's userrating); undefined before any. */
export function averageRating(total: number | undefined, count: number | undefined): number | undefined {
  if (!count) return undefined;
  // Integer stars: the sum is exact and one rounding suffices.
  return Math.round(((total ?? 0) * 10) / count) / 10;
}

export type DriverRatings = Required<Pick<User, 'driverRatingTotal' | 'driverRatingCount'>>;

/** A driver's sum and count with one more rating (what the rating's transaction adds in the table). */
export const addDriverRating = (
  ratings: Partial<DriverRatings> | undefined,
  rate: number,
): DriverRatings => ({
  driverRatingTotal: (ratings?.driverRatingTotal ?? 0) + rate,
  driverRatingCount: (ratings?.driverRatingCount ?? 0) + 1,
});

/** A driver's average from riders. */
export const driverAverage = (user: Pick<User, 'driverRatingTotal' | 'driverRatingCount'>) =>
  averageRating(user.driverRatingTotal, user.driverRatingCount);
