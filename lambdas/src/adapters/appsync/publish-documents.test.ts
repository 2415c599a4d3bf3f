import { Kind, parse } from 'graphql';
import { BOOKING_FIELD_ENTRIES, bookingWireName } from '@wayfare/shared';
import { aBookingWithEveryField } from '@wayfare/shared/src/testing/booking.fixture';
import { publicBookingView } from '../../trips/booking-view';
import { PublishedBooking } from './publish-documents';

/**
 * The fields `fragment PublishedBooking` selects, through the fragments it spreads (the generated
 * `BookingPlainFields`): what AppSync hands a booking's subscribers.
 */
function publishedFields(): string[] {
  const fragments = new Map(
    parse(PublishedBooking.toString()).definitions.flatMap((definition) =>
      definition.kind === Kind.FRAGMENT_DEFINITION ? [[definition.name.value, definition] as const] : [],
    ),
  );
  const fieldsOf = (name: string): string[] => {
    const fragment = fragments.get(name);
    if (!fragment) throw new Error(`PublishedBooking's document lacks fragment ${name}`);
    return fragment.selectionSet.selections.flatMap((selection) => {
      if (selection.kind === Kind.FIELD) return [selection.name.value];
      return selection.kind === Kind.FRAGMENT_SPREAD ? fieldsOf(selection.name.value) : [];
    });
  };
  return fieldsOf('PublishedBooking');
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
