import type { Booking } from '../entities/booking';
import { promoRefusalOf, promoUseReleasedBy } from './promo-use';

const booked = {
  id: 'b-1',
  customer: 'r-1',
  status: 'ACCEPTED',
  promo_details: {
    promo_name: 'SAVE5',
    promo_discount_type: 'flat',
    promo_discount_value: 5,
    promoId: 'p-1',
  },
} as Booking;

describe('promoUseReleasedBy', () => {
  it('gives the use back when the booking is cancelled, once', () => {
    const cancelled = { ...booked, status: 'CANCELLED' } as Booking;
    expect(promoUseReleasedBy(booked, cancelled)).toEqual({ promoId: 'p-1', uid: 'r-1', bookingId: 'b-1' });
    expect(promoUseReleasedBy(cancelled, cancelled)).toBeNull();
  });

  it('keeps it on any other change, and on a booking without a promo id', () => {
    expect(promoUseReleasedBy(booked, { ...booked, status: 'PAID' } as Booking)).toBeNull();
    const legacy = { ...booked, promo_details: { ...booked.promo_details!, promoId: undefined } };
    expect(promoUseReleasedBy(legacy, { ...legacy, status: 'CANCELLED' } as Booking)).toBeNull();
  });
});

describe('promoRefusalOf', () => {
  it.each([
    ['expired', 'promo_expired'],
    ['already used', 'promo_already_used'],
    ['usage limit reached', 'promo_used_up'],
    ['below min_order', 'promo_min_order'],
    ['something else', 'promo_not_applicable'],
  ])('words %p as %p', (reason, key) => expect(promoRefusalOf(reason)).toBe(key));
});
