import { BOOKING_FIELD_ENTRIES, type Booking, type BookingField } from '@wayfare/shared';
import { aBooking } from '@wayfare/shared/src/testing/booking.fixture';
import { Entity } from 'electrodb';
import { bookingSchema } from './booking.entity';
import { bookingFromRawItem, toBookingItem } from './booking.mapper';

/** Two decimals, as amounts are: 12.34, 13.35, … (Money units are 1/10^4 of a currency unit). */
const centsOf = (index: number) => 1234 + index * 101;

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
      return centsOf(index) / 100;
    case 'time':
      return Date.UTC(2024, 2, 10, 9) + index;
    default:
      return 3 + index;
  }
}

/** Every declared field set, and every structured one. */
const everyField: Booking = aBooking({
  ...Object.fromEntries(BOOKING_FIELD_ENTRIES.map(([name, field], index) => [name, sampleOf(field, index)])),
  stops: [{ lat: 51.51, lng: -0.11, add: 'Stop 1' }],
  cartData: [{ productId: 'p1', quantity: 2, name: 'Bread', amount: 2.5 }],
  fare_lines: [{ kind: 'base', amount: 3.2 }],
  promo_details: { promo_name: 'TEN', promo_discount_type: 'flat', promo_discount_value: 10, promoId: 'pr1' },
  paymentPacket: { gateway: 'test' },
  returnedPayments: [{ provider: 'test', transactionId: 't1', amount: 7.05, at: Date.UTC(2024, 2, 10, 10) }],
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
});

const table = new Entity(bookingSchema, { table: 'bookings' });
/** The item as the entity writes it (keys and checks included), then read as a stream image is. */
const readBack = (item: ReturnType<typeof toBookingItem>) =>
  bookingFromRawItem(table.put(item).params<{ Item: Record<string, unknown> }>().Item);

describe('booking ↔ stored item', () => {
  it('reads back every field it wrote, as the table stores it', () => {
    // The entity's parse drops any attribute it does not declare (and the index-only copies): a
    // declared field the table lacked would come back missing here.
    expect(readBack(toBookingItem(everyField, 4))).toEqual(everyField);
  });

  it('stores each amount in Money units under <name>Minor, and the other fields under their names', () => {
    const item: Record<string, unknown> = toBookingItem(everyField, 4);
    BOOKING_FIELD_ENTRIES.forEach(([name, field], index) => {
      const value = everyField[name];
      if (field.kind === 'money') {
        expect([name, item[name]]).toEqual([name, undefined]);
        expect([name, item[`${name}Minor`]]).toEqual([name, centsOf(index) * 100]);
      } else {
        expect([name, item[name]]).toEqual([name, value]);
      }
    });
  });

  it('leaves a field unset on the booking absent from the item, and reads it back absent', () => {
    const { tip: _tip, otp: _otp, ...untipped } = everyField;
    const item = toBookingItem(untipped, 1);
    expect(item).not.toHaveProperty('tipMinor');
    expect(item).not.toHaveProperty('otp');
    expect(readBack(item)).toEqual(untipped);
  });
});
