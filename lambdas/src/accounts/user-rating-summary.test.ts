import { ratingSummaryOf } from './user-rating-summary';

describe('ratingSummaryOf', () => {
  it.each([
    [
      'a driver rated twice: the one-decimal average of its totals',
      { usertype: 'driver' as const, driverRatingTotal: 9, driverRatingCount: 2 },
      { averageRating: 4.5, ratingCount: 2 },
    ],
    ['a driver never rated', { usertype: 'driver' as const }, { averageRating: null, ratingCount: 0 }],
    [
      'a rider rated three times: the one-decimal average of its totals',
      { usertype: 'rider' as const, riderRatingTotal: 13, riderRatingCount: 3 },
      { averageRating: 4.3, ratingCount: 3 },
    ],
    ['a rider never rated', { usertype: 'rider' as const }, { averageRating: null, ratingCount: 0 }],
    ['an admin', { usertype: 'admin' as const }, {}],
  ])('%s', (_, user, expected) => {
    expect(ratingSummaryOf(user)).toEqual(expected);
  });
});
