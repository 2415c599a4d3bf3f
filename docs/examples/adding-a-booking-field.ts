/**
 * The sample of docs/architecture.md, "Adding a booking field", type-checked with the test package
 * (`npm run typecheck`). A plain booking field is one entry of BOOKING_FIELDS; here the real `tip`
 * (an optional amount) and what the compiler derives from it in each package.
 */
import {
  BOOKING_FIELDS,
  type Booking,
  type BookingFieldName,
  type InternalBookingField,
} from '../../shared/src';
import type { BookingItem } from '../../lambdas/src/adapters/dynamodb/booking.mapper';
import type { ApiBooking } from '../../lambdas/src/trips/booking-view';
import type { PublishedBookingFragment } from '../../lambdas/src/adapters/appsync/generated/graphql';
import type { HistoryBooking } from '../../web/src/api/bookings';

// The one entry (shared/src/entities/booking-fields.ts): its kind, and no `required`, so a booking
// lacks it until the rider tips. `Tip: Float` in the schema's Booking is held to it by
// lambdas/src/api/booking-fields.schema.test.ts (its name, `Float` for money, nullable alike).
export const entry = BOOKING_FIELDS.tip satisfies { kind: 'money' };

// The domain's Booking has it, optional, as an API number.
export const paid: Booking['tip'] = 2.5;
// Stored in integer Money units as `tipMinor` (booking.entity.ts, booking.mapper.ts); `tip` itself
// is no attribute, and older items simply lack it.
export const stored: BookingItem['tipMinor'] = undefined;
// @ts-expect-error the amount is stored in Money units only
export const notStored: BookingItem['tip'] = paid;
// Every caller's view returns it as the booking holds it (booking-view.ts), unless it is internal.
export const returned: ApiBooking['tip'] = paid;
// Selected for subscribers (`fragment PublishedBooking`, publish-documents.ts) and for the back office
// (`fragment BookingHistoryFields`, web/src/api/bookings.ts) through `fragment BookingPlainFields`,
// which `npm run codegen` writes from BOOKING_FIELDS: neither selection names it.
export const published: PublishedBookingFragment['tip'] = null;
export const shown: HistoryBooking['tip'] = paid;

// So every plain field on the wire (all but the internal ones, `discount` for discount_amount) is in
// both selections' generated types; this fails to compile when one is missing.
type OnTheWire = Exclude<BookingFieldName, InternalBookingField | 'discount_amount'> | 'discount';
type Unselected<Selection> = Exclude<OnTheWire, keyof Selection>;
export const everyFieldPublished: [Unselected<PublishedBookingFragment>] extends [never] ? true : never =
  true;
export const everyFieldShown: [Unselected<HistoryBooking>] extends [never] ? true : never = true;
