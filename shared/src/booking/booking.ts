import type { Booking, TrackingEntry } from '../entities/booking';
import type { PushScreen } from '../entities/notification';
import type { LatLng, User } from '../entities/user';
import type { MessageKey } from '../i18n/message-keys';
import { driverAverage, isValidRating } from '../users/ratings';
import { canTransition, type BookingActor, type BookingStatus } from './booking-status';
import {
  bookingUnavailable,
  carTypeMismatch,
  invalidRating,
  invalidRideOtp,
  statusForbids,
} from './booking.errors';
import { notPermitted } from '../errors/refusals';

/** Who calls a booking operation. The backend itself acts as { uid: 'system', role: 'system' }. */
export interface BookingCaller {
  uid: string;
  role: BookingActor;
}

/** A push message for a party of the booking (product.md §7: title, msg, screen, params). */
export interface NotifyEffect {
  type: 'notify';
  recipient: 'customer' | 'driver';
  uid: string;
  pushToken?: string;
  title: MessageKey;
  body: MessageKey;
  screen: PushScreen;
  params?: { bookingId: string };
  channelId?: 'bookings' | 'bookings-repeat';
}

/** Side effects an operation asks the resolver to perform in the same transaction or after it. */
export type BookingEffect =
  | NotifyEffect
  | { type: 'track'; entry: TrackingEntry }
  | { type: 'setDriverQueue'; driverUid: string; queue: boolean }
  | { type: 'rateDriver'; driverUid: string; rate: number };

export interface BookingChange {
  booking: Booking;
  effects: BookingEffect[];
}

/** A push (and inbox entry) to the booking's rider, opening its trip. */
export const notifyCustomer = (booking: Booking, body: MessageKey): NotifyEffect => ({
  type: 'notify',
  recipient: 'customer',
  uid: booking.customer,
  ...(booking.customer_token === undefined ? {} : { pushToken: booking.customer_token }),
  title: 'notification_title',
  body,
  screen: 'BookedCab',
  params: { bookingId: booking.id },
});

export const notifyDriver = (booking: Booking, driverUid: string, body: MessageKey): NotifyEffect => ({
  type: 'notify',
  recipient: 'driver',
  uid: driverUid,
  ...(booking.driver_token === undefined ? {} : { pushToken: booking.driver_token }),
  title: 'notification_title',
  body,
  screen: 'DriverTrips',
  // As an offer's: the driver's inbox links the notice to the trip.
  params: { bookingId: booking.id },
});

/** The caller must be this booking's rider or driver; admins and the backend act on any booking. */
function assertParty(booking: Booking, caller: BookingCaller, action: string): void {
  const isParty =
    caller.role === 'admin' ||
    caller.role === 'system' ||
    (caller.role === 'rider' && booking.customer === caller.uid) ||
    (caller.role === 'driver' && booking.driver === caller.uid) ||
    (caller.role === 'fleetadmin' && booking.fleetadmin === caller.uid);
  if (!isParty) throw notPermitted(action);
}

function assertTransition(booking: Booking, to: BookingStatus, caller: BookingCaller): void {
  if (!canTransition(booking.status, to, caller.role)) throw statusForbids(to, booking.status);
  assertParty(booking, caller, to);
}

const isRequested = (booking: Booking, driverUid: string): boolean =>
  booking.requestedDrivers?.[driverUid] === true;

function withoutRequestedDrivers(booking: Booking): Booking {
  const { requestedDrivers: _cleared, ...rest } = booking;
  return rest;
}

/** A ride booked for later: its tripdate is the pickup time chosen; a ride now has it at booking. */
export const isBookedForLater = (booking: Pick<Booking, 'tripdate' | 'bookingDate'>): boolean =>
  booking.tripdate > booking.bookingDate;

/** A driver's task list: only bookings offered to that driver (product.md §5). */
export const isOfferedTo = (booking: Booking, driverUid: string): boolean =>
  booking.status === 'NEW' && isRequested(booking, driverUid);

export type AcceptingDriver = Pick<
  User,
  | 'uid'
  | 'firstName'
  | 'lastName'
  | 'mobile'
  | 'pushToken'
  | 'profile_image'
  | 'vehicleNumber'
  | 'vehicleMake'
  | 'vehicleModel'
  | 'vehicleColor'
  | 'driverRatingTotal'
  | 'driverRatingCount'
  | 'fleetadmin'
>;

/**
 * A requested driver accepts (product.md §4). The resolver must write it conditionally on the
 * requestedDrivers entry it read, so exactly one driver wins (DESIGN §4).
 */
export function acceptBooking(
  booking: Booking,
  { driver, location, at }: { driver: AcceptingDriver; location: LatLng; at: number },
): BookingChange {
  if (!isRequested(booking, driver.uid)) throw bookingUnavailable(booking.id);
  if (!canTransition(booking.status, 'ACCEPTED', 'driver')) throw statusForbids('ACCEPTED', booking.status);
  const accepted: Booking = {
    ...withoutRequestedDrivers(booking),
    status: 'ACCEPTED',
    driver: driver.uid,
    driver_name: `${driver.firstName} ${driver.lastName}`.trim(),
    driverRating: driverAverage(driver) ?? 0,
    ...(driver.profile_image === undefined ? {} : { driver_image: driver.profile_image }),
    ...(driver.mobile === undefined ? {} : { driver_contact: driver.mobile }),
    ...(driver.pushToken === undefined ? {} : { driver_token: driver.pushToken }),
    ...(driver.vehicleNumber === undefined ? {} : { vehicle_number: driver.vehicleNumber }),
    ...(driver.vehicleMake === undefined ? {} : { vehicle_make: driver.vehicleMake }),
    ...(driver.vehicleModel === undefined ? {} : { vehicle_model: driver.vehicleModel }),
    ...(driver.vehicleColor === undefined ? {} : { vehicle_color: driver.vehicleColor }),
    ...(driver.fleetadmin === undefined ? {} : { fleetadmin: driver.fleetadmin }),
  };
  return {
    booking: accepted,
    effects: [
      { type: 'track', entry: { at, status: 'ACCEPTED', lat: location.lat, lng: location.lng } },
      { type: 'setDriverQueue', driverUid: driver.uid, queue: true },
      notifyCustomer(accepted, 'accept_booking_request'),
    ],
  };
}

/**
 * A driver declines a task (product.md §4): the sole requested driver cancels the booking, otherwise
 * the driver only leaves requestedDrivers.
 */
export function cancelTask(booking: Booking, { driverUid }: { driverUid: string }): BookingChange {
  if (!isRequested(booking, driverUid)) throw bookingUnavailable(booking.id);
  const others = Object.keys(booking.requestedDrivers ?? {}).filter((uid) => uid !== driverUid);
  if (others.length > 0) {
    const requestedDrivers = Object.fromEntries(others.map((uid) => [uid, true as const]));
    return { booking: { ...booking, requestedDrivers }, effects: [] };
  }
  if (!canTransition(booking.status, 'CANCELLED', 'driver')) throw statusForbids('CANCELLED', booking.status);
  const cancelled: Booking = {
    ...withoutRequestedDrivers(booking),
    status: 'CANCELLED',
    cancelledBy: 'driver',
  };
  return { booking: cancelled, effects: [notifyCustomer(cancelled, 'booking_cancelled')] };
}

/** The reason a booking no driver took ends with (docs/trips.md). */
export const NO_DRIVER_REASON = 'no_driver_found' satisfies MessageKey;

/**
 * The backend ends a NEW booking whose dispatch rounds all ran without an accept: CANCELLED with
 * the reason 'no_driver_found', its remaining offers withdrawn, and the rider told.
 */
export function expireUnanswered(booking: Booking): BookingChange {
  if (!canTransition(booking.status, 'CANCELLED', 'system')) throw statusForbids('CANCELLED', booking.status);
  const cancelled: Booking = {
    ...withoutRequestedDrivers(booking),
    status: 'CANCELLED',
    reason: NO_DRIVER_REASON,
    cancelledBy: 'system',
  };
  return { booking: cancelled, effects: [notifyCustomer(cancelled, NO_DRIVER_REASON)] };
}

export const INCOMPLETE_BOOKING_REASON = 'cancelled incomplete booking' satisfies MessageKey;

/**
 * General cancel (product.md §4) with the reason and the canceller's role; it needs the role rider or
 * admin (product.md §5), drivers decline through cancelTask. An assigned driver in ACCEPTED or ARRIVED
 * is released and both parties are told; a NEW booking loses its offers.
 */
export function cancelBooking(
  booking: Booking,
  { caller, reason }: { caller: BookingCaller; reason: string },
): BookingChange {
  if (caller.role === 'driver' || caller.role === 'fleetadmin') throw notPermitted('cancelBooking');
  assertTransition(booking, 'CANCELLED', caller);
  const base = booking.status === 'NEW' ? withoutRequestedDrivers(booking) : booking;
  // An order never paid for is abandoned, whatever reason was picked (product.md §4).
  const cancelled: Booking = {
    ...base,
    status: 'CANCELLED',
    reason: booking.status === 'PAYMENT_PENDING' ? INCOMPLETE_BOOKING_REASON : reason,
    cancelledBy: caller.role,
  };
  const driverOnTheWay =
    booking.status === 'ACCEPTED' || booking.status === 'ARRIVED' ? booking.driver : undefined;
  const effects: BookingEffect[] =
    driverOnTheWay === undefined
      ? []
      : [
          { type: 'setDriverQueue', driverUid: driverOnTheWay, queue: false },
          notifyDriver(cancelled, driverOnTheWay, 'booking_cancelled'),
          notifyCustomer(cancelled, 'booking_cancelled'),
        ];
  return { booking: cancelled, effects };
}

/** Statuses in which the back office offers cancel (product.md §4). */
export const BACK_OFFICE_CANCELLABLE: readonly BookingStatus[] = ['NEW', 'ACCEPTED', 'PAYMENT_PENDING'];

export type BackOfficeCancellation =
  { kind: 'chooseReason' } | { kind: 'immediate'; reason: typeof INCOMPLETE_BOOKING_REASON };

/** How the back office cancels a booking, or undefined when it offers no cancel (product.md §4, §6). */
export function backOfficeCancellation(
  status: BookingStatus,
  role: BookingActor,
): BackOfficeCancellation | undefined {
  if ((role !== 'rider' && role !== 'admin') || !BACK_OFFICE_CANCELLABLE.includes(status)) return undefined;
  return status === 'PAYMENT_PENDING'
    ? { kind: 'immediate', reason: INCOMPLETE_BOOKING_REASON }
    : { kind: 'chooseReason' };
}

export type AssignableDriver = Pick<User, 'uid' | 'carType' | 'pushToken'>;

/** Assign driver is offered only to admins and only for NEW bookings (product.md §4). */
export const canAssignDriver = (status: BookingStatus, role: BookingActor): boolean =>
  role === 'admin' && status === 'NEW';

/** The drivers the assign dialog lists: those whose car type matches the booking. */
export const driversForAssignment = <D extends Pick<User, 'carType'>>(
  booking: Booking,
  drivers: readonly D[],
) => drivers.filter((driver) => driver.carType === booking.carType);

/** An admin offers a NEW booking to one more driver, who gets a push on the bookings channel. */
export function assignDriver(
  booking: Booking,
  {
    caller,
    driver,
    carHornRepeat,
  }: { caller: BookingCaller; driver: AssignableDriver; carHornRepeat: boolean },
): BookingChange {
  if (caller.role !== 'admin') throw notPermitted('assignDriver');
  if (!canAssignDriver(booking.status, caller.role)) throw statusForbids('assignDriver', booking.status);
  if (driver.carType !== booking.carType) throw carTypeMismatch(booking.carType, driver.carType);
  const assigned: Booking = {
    ...booking,
    requestedDrivers: { ...booking.requestedDrivers, [driver.uid]: true },
  };
  return {
    booking: assigned,
    effects: [
      {
        type: 'notify',
        recipient: 'driver',
        uid: driver.uid,
        ...(driver.pushToken === undefined ? {} : { pushToken: driver.pushToken }),
        title: 'notification_title',
        body: 'new_booking_request',
        screen: 'DriverTrips',
        params: { bookingId: assigned.id },
        channelId: carHornRepeat ? 'bookings-repeat' : 'bookings',
      },
    ],
  };
}

/** Trip steps other than accept, cancel and complete, which have their own operations. */
export type AdvanceRequest =
  | { to: 'NEW' | 'ARRIVED' | 'PENDING' | 'PAID' }
  | { to: 'STARTED'; otp?: string }
  | { to: 'REACHED'; location: LatLng };

/**
 * Moves a booking one trip step (product.md §4). Starting needs the rider's OTP when the booking has
 * one; REACHED records the driver's position; PAID frees the driver and tells the rider.
 */
export function advanceBooking(
  booking: Booking,
  { caller, at, request }: { caller: BookingCaller; at: number; request: AdvanceRequest },
): BookingChange {
  assertTransition(booking, request.to, caller);
  if (request.to === 'STARTED' && booking.otp !== undefined && request.otp !== booking.otp) {
    throw invalidRideOtp(request.otp);
  }
  const advanced: Booking = {
    ...booking,
    status: request.to,
    ...(request.to === 'ARRIVED' ? { arrivedAt: at } : {}),
  };
  const effects: BookingEffect[] = [];
  if (request.to === 'REACHED') {
    effects.push({ type: 'track', entry: { at, status: 'REACHED', ...request.location } });
  }
  if (request.to === 'PAID') {
    if (booking.driver !== undefined) {
      effects.push({ type: 'setDriverQueue', driverUid: booking.driver, queue: false });
    }
    effects.push(notifyCustomer(advanced, 'ride_completed'));
  }
  return { booking: advanced, effects };
}

/** The rider completes a PAID trip, optionally rating the driver (product.md §4). */
export function completeBooking(
  booking: Booking,
  { caller, rating, comment }: { caller: BookingCaller; rating?: number; comment?: string },
): BookingChange {
  assertTransition(booking, 'COMPLETE', caller);
  if (rating === undefined || booking.driver === undefined) {
    return { booking: { ...booking, status: 'COMPLETE' }, effects: [] };
  }
  if (!isValidRating(rating)) throw invalidRating(rating);
  const words = comment?.trim();
  const completed: Booking = {
    ...booking,
    status: 'COMPLETE',
    rating,
    ...(words ? { ratingComment: words } : {}),
  };
  return {
    booking: completed,
    effects: [
      { type: 'rateDriver', driverUid: booking.driver, rate: rating },
      notifyDriver(completed, booking.driver, 'rating_received'),
    ],
  };
}
