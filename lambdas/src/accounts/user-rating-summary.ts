/** The rating a user table shows beside a user (docs/back-office.md, Ratings). */
import { driverAverage, riderAverage, type User } from '@wayfare/shared';

export interface UserRatingSummary {
  averageRating?: number | null;
  ratingCount?: number;
}

/**
 * A driver's average from riders (product.md §3 userrating), a rider's from drivers; both one decimal
 * from the stored sum and count, null before any rating. Other users carry none.
 */
export function ratingSummaryOf(
  user: Pick<
    User,
    'usertype' | 'driverRatingTotal' | 'driverRatingCount' | 'riderRatingTotal' | 'riderRatingCount'
  >,
): UserRatingSummary {
  if (user.usertype === 'driver') {
    return { averageRating: driverAverage(user) ?? null, ratingCount: user.driverRatingCount ?? 0 };
  }
  if (user.usertype === 'rider') {
    return { averageRating: riderAverage(user) ?? null, ratingCount: user.riderRatingCount ?? 0 };
  }
  return {};
}
