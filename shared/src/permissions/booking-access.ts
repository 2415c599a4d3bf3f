import { backOfficeCancellation, canAssignDriver, isOfferedTo } from '../booking/booking';
import type { BookingActor } from '../booking/booking-status';
import { canPayNow } from '../booking/pay-now';
import type { Booking } from '../entities/booking';
import type { User, UserType } from '../entities/user';

export interface Viewer {
  uid: string;
  usertype: UserType;
}

/**
 * Who may see a booking (product.md §6, DESIGN §4): admins all, a rider its own, a driver those assigned
 * or offered to it, a fleet admin its fleet's.
 */
export function canViewBooking(booking: Booking, viewer: Viewer): boolean {
  switch (viewer.usertype) {
    case 'admin':
      return true;
    case 'rider':
      return booking.customer === viewer.uid;
    case 'driver':
      return booking.driver === viewer.uid || isOfferedTo(booking, viewer.uid);
    case 'fleetadmin':
      return booking.fleetadmin === viewer.uid;
  }
}

/**
 * Who, besides the admins, may receive a booking's live frames (onBookingChanged, onTracking)
 * now: exactly the non-admin viewers `canViewBooking` admits — its rider, its driver, its fleet
 * admin, and the drivers a NEW booking is offered to. Each frame carries it, and a subscriber
 * gets the frame only while its uid is in it (docs/security.md, "Live frames").
 */
export function bookingAudience(booking: Booking): string[] {
  const offered = Object.keys(booking.requestedDrivers ?? {}).filter((uid) => isOfferedTo(booking, uid));
  const parties = [booking.customer, booking.driver, booking.fleetadmin, ...offered];
  return [...new Set(parties.filter((uid): uid is string => Boolean(uid)))];
}

/** Who, besides the admins, may receive a booking's chat now: its rider and its driver. */
export function chatAudience(booking: Booking): string[] {
  return [booking.customer, booking.driver].filter((uid): uid is string => Boolean(uid));
}

/** Statuses before pickup, in which the driver must not learn the ride OTP (DESIGN §4). */
const BEFORE_PICKUP: readonly Booking['status'][] = ['PAYMENT_PENDING', 'NEW', 'ACCEPTED', 'ARRIVED'];

/**
 * Statuses of a trip under way, the only ones in which its rider may have the driver's number and
 * may share the trip (docs/trips.md, Share my trip).
 */
const UNDER_WAY: readonly Booking['status'][] = ['ACCEPTED', 'ARRIVED', 'STARTED'];

export const isUnderWay = (status: Booking['status']): boolean => UNDER_WAY.includes(status);

/** The driver's number only while the trip is under way: a rider cannot call a driver after it. */
export function withDriverContactWhileUnderWay(booking: Booking): Booking {
  if (isUnderWay(booking.status)) return booking;
  const { driver_contact: _hidden, ...rest } = booking;
  return rest;
}

/**
 * A booking as a viewer may read it: drivers get no OTP before pickup, riders no driver's number
 * out of the trip. Each party's rating of the other stays with the one who gave it (and the
 * operator): a rider never reads how its driver rated it, a driver never reads the rider's comment.
 */
export function bookingForViewer(booking: Booking, viewer: Viewer): Booking {
  if (viewer.usertype === 'rider') {
    const { riderRating: _stars, riderRatingComment: _words, ...rest } = booking;
    return withDriverContactWhileUnderWay(rest);
  }
  if (viewer.usertype !== 'driver') return booking;
  const { ratingComment: _words, ...rest } = booking;
  if (!BEFORE_PICKUP.includes(booking.status)) return rest;
  const { otp: _hidden, ...beforePickup } = rest;
  return beforePickup;
}

export interface BookingRowActions {
  cancel: boolean;
  assignDriver: boolean;
  payNow: boolean;
}

/** The booking table's row actions: cancel for rider or admin, assign for admin, pay now for rider (product.md §4, §6). */
export const bookingRowActions = (
  booking: Pick<Booking, 'status'>,
  role: BookingActor,
): BookingRowActions => ({
  cancel: backOfficeCancellation(booking.status, role) !== undefined,
  assignDriver: canAssignDriver(booking.status, role),
  payNow: canPayNow(booking.status, role),
});

type MapDriver = Pick<
  User,
  'uid' | 'usertype' | 'approved' | 'driverActiveStatus' | 'location' | 'fleetadmin'
>;

/**
 * Drivers on the dashboard map: active, approved, located; a fleet admin sees only its fleet (product.md §6).
 */
export const driversOnMap = <D extends MapDriver>(users: readonly D[], viewer: Viewer): D[] =>
  users.filter(
    (user) =>
      user.usertype === 'driver' &&
      user.approved &&
      user.driverActiveStatus === true &&
      user.location !== undefined &&
      (viewer.usertype === 'admin' || (viewer.usertype === 'fleetadmin' && user.fleetadmin === viewer.uid)),
  );
