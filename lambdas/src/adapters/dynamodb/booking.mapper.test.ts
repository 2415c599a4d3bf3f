import { BOOKING_FIELD_ENTRIES } from '@wayfare/shared';
import { aBookingWithEveryField, sampleCents } from '@wayfare/shared/src/testing/booking.fixture';
import { Entity } from 'electrodb';
import { bookingSchema } from './booking.entity';
import { bookingFromRawItem, toBookingItem } from './booking.mapper';

const everyField = aBookingWithEveryField();

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
        expect([name, item[`${name}Minor`]]).toEqual([name, sampleCents(index) * 100]);
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
