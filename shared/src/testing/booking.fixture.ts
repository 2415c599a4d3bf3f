import { BOOKING_FIELD_ENTRIES, type Booking, type BookingField } from '../entities/booking';

/** A NEW booking offered to driver d1, for tests; override what a case needs. */
export const aBooking = (overrides: Partial<Booking> = {}): Booking => ({
  id: 'b1',
  reference: 'QWERTY',
  customer: 'r1',
  customer_name: 'Rita Rider',
  customer_token: 'rider-token',
  pickup: { lat: 51.5, lng: -0.12, add: 'Pickup street 1' },
  drop: { lat: 51.52, lng: -0.1, add: 'Drop street 2' },
  status: 'NEW',
  tripdate: Date.UTC(2024, 2, 10, 9),
  bookingDate: Date.UTC(2024, 2, 10, 8),
  carType: 'Sedan',
  trip_cost: 25,
  requestedDrivers: { d1: true },
  ...overrides,
});

/** Two decimals, as amounts are: 12.34, 13.35, … for the amount at `index` of BOOKING_FIELDS. */
export const sampleCents = (index: number) => 1234 + index * 101;

/** A value of each kind that no other field of the booking holds, so a swapped field shows. */
function sampleOf(field: BookingField, index: number): unknown {
  switch (field.kind) {
    case 'id':
    case 'text':
      return `value-${index}`;
    case 'flag':
      return true;
    case 'choice':
      return field.values[field.values.length - 1];
    case 'money':
      return sampleCents(index) / 100;
    case 'time':
      return Date.UTC(2024, 2, 10, 9) + index;
    default:
      return 3 + index;
  }
}

/** A booking with every field of BOOKING_FIELDS set (the value at its index) and every structured one. */
export const aBookingWithEveryField = (overrides: Partial<Booking> = {}): Booking =>
  aBooking({
    ...Object.fromEntries(
      BOOKING_FIELD_ENTRIES.map(([name, field], index) => [name, sampleOf(field, index)]),
    ),
    stops: [{ lat: 51.51, lng: -0.11, add: 'Stop 1' }],
    cartData: [{ productId: 'p1', quantity: 2, name: 'Bread', amount: 2.5 }],
    fare_lines: [{ kind: 'base', amount: 3.2 }],
    promo_details: {
      promo_name: 'TEN',
      promo_discount_type: 'flat',
      promo_discount_value: 10,
      promoId: 'pr1',
    },
    paymentPacket: { gateway: 'test' },
    returnedPayments: [
      { provider: 'test', transactionId: 't1', amount: 7.05, at: Date.UTC(2024, 2, 10, 10) },
    ],
    tipCard: { provider: 'test', amountMinor: 5_000_000, transactionId: 't2' },
    requestedDrivers: { d1: true, d2: true },
    dispatch: { round: 1, nextAt: Date.UTC(2024, 2, 10, 9, 1), offered: ['d1'] },
    assignment: {
      driver: 'd1',
      driverName: 'Dan',
      by: 'a1',
      at: Date.UTC(2024, 2, 10, 9),
      expiresAt: Date.UTC(2024, 2, 10, 9, 2),
      notice: 'sent',
    },
    ...overrides,
  });
