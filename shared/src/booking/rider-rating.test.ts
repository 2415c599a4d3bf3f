import { aBooking } from '../testing/booking.fixture';
import type { BookingStatus } from './booking-status';
import { customerRatingOf, rateRider, riderAverage } from './rider-rating';

const paid = aBooking({ status: 'PAID', driver: 'd1', requestedDrivers: undefined });

describe('the driver rates the rider (docs/trips.md)', () => {
  it('records the stars and trimmed comment on the booking and adds them to the rider', () => {
    const { booking, added } = rateRider(paid, { driverUid: 'd1', rating: 4, comment: '  Polite, on time ' });
    expect(booking).toMatchObject({ status: 'PAID', riderRating: 4, riderRatingComment: 'Polite, on time' });
    expect(added).toEqual({ riderUid: 'r1', rate: 4 });
  });

  it('keeps no empty comment', () => {
    expect(rateRider(paid, { driverUid: 'd1', rating: 5, comment: '   ' }).booking).not.toHaveProperty(
      'riderRatingComment',
    );
  });

  it('refuses another driver', () => {
    expect(() => rateRider(paid, { driverUid: 'd2', rating: 5 })).toThrow(
      expect.objectContaining({ code: 'FORBIDDEN', messageKey: 'not_permitted' }),
    );
  });

  it.each<BookingStatus>(['ACCEPTED', 'ARRIVED', 'STARTED', 'REACHED', 'PENDING', 'CANCELLED'])(
    'refuses while the trip is %s',
    (status) => {
      expect(() => rateRider({ ...paid, status }, { driverUid: 'd1', rating: 5 })).toThrow(
        expect.objectContaining({ code: 'CONFLICT', messageKey: 'invalid_transition' }),
      );
    },
  );

  it('allows a completed trip, once', () => {
    const { booking } = rateRider({ ...paid, status: 'COMPLETE' }, { driverUid: 'd1', rating: 3 });
    expect(() => rateRider(booking, { driverUid: 'd1', rating: 5 })).toThrow(
      expect.objectContaining({ code: 'CONFLICT', messageKey: 'already_rated' }),
    );
  });

  it.each([0, 6, 2.5])('refuses %s stars', (rating) => {
    expect(() => rateRider(paid, { driverUid: 'd1', rating })).toThrow(
      expect.objectContaining({ code: 'VALIDATION', messageKey: 'invalid_rating' }),
    );
  });
});

describe("the rider's average", () => {
  it('is one decimal of the sum over the count, and absent before any rating', () => {
    expect(riderAverage({ riderRatingTotal: 14, riderRatingCount: 3 })).toBe(4.7);
    expect(riderAverage({})).toBeUndefined();
    expect(customerRatingOf({})).toEqual({});
    expect(customerRatingOf({ riderRatingTotal: 9, riderRatingCount: 2 })).toEqual({
      customerRating: 4.5,
      customerRatingCount: 2,
    });
  });
});
