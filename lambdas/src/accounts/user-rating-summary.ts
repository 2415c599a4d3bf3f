/** The rating a user table shows beside a user (docs/back-office.md, Ratings). */
import { riderAverage, type User } from '@wayfare/shared';

export interface UserRatingSummary {
  averageRating?: number | null;
  ratingCount?: number;
}

/**
 * A driver's average from riders (SPEC §3 userrating), a rider's from drivers (shared
 * riderAverage); both one decimal, null before any rating. Other users carry none.
 */
export function ratingSummaryOf(
  user: Pick<User, 'usertype' | 'ratings' | 'riderRatingTotal' | 'riderRatingCount'>,
): UserRatingSummary {
  if (user.usertype === 'driver') {
    const count = user.ratings?.details.length ?? 0;
    return { averageRating: count > 0 ? user.ratings!.userrating : null, ratingCount: count };
  }
  if (user.usertype === 'rider') {
    return { averageRating: riderAverage(user) ?? null, ratingCount: user.riderRatingCount ?? 0 };
  }
  return {};
}
