import { Kind, parse } from 'graphql';
import { BOOKING_FIELD_ENTRIES, bookingWireName } from '@wayfare/shared';
import { aBookingWithEveryField } from '@wayfare/shared/src/testing/booking.fixture';
import { publicBookingView } from '../../trips/booking-view';
import { PublishedBooking } from './publish-documents';

/** The fields `fragment PublishedBooking` selects: what AppSync hands a booking's subscribers. */
function publishedFields(): string[] {
  const [fragment] = parse(PublishedBooking.toString()).definitions;
  if (fragment?.kind !== Kind.FRAGMENT_DEFINITION) throw new Error('PublishedBooking is not a fragment');
  return fragment.selectionSet.selections.flatMap((selection) =>
    selection.kind === Kind.FIELD ? [selection.name.value] : [],
  );
}

describe('fragment PublishedBooking', () => {
  it('selects every plain field a live frame carries, so a new one is not handed to subscribers as null', () => {
    // Under way, so that the frame carries the driver's number too.
    const frame = publicBookingView(aBookingWithEveryField({ status: 'STARTED' }));
    const plain = BOOKING_FIELD_ENTRIES.map(([name, field]) => bookingWireName(name, field));
    const selected = publishedFields();
    expect(Object.keys(frame).filter((field) => plain.includes(field) && !selected.includes(field))).toEqual(
      [],
    );
  });
});
