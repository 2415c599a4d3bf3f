/** The trip's transitions through the shared state machine, each one conditional write. */
import {
  acceptBooking,
  actorOf,
  advanceBooking,
  assertRideCodeOpen,
  assertAllowedInDemo,
  assignDriver as assignDriverTo,
  assignmentExpiry,
  assignmentState,
  bookingUnavailable,
  isOfferedTo,
  isOfferLapsed,
  notFound,
  offerLapsed,
  cancelBooking as cancelWithReason,
  cancelTask,
  completeBooking,
  DomainError,
  KM_PER_MILE,
  rideCodeLocked,
  wrongRideCodeTried,
  statusForbids,
  trackedDistanceKm,
  type Booking,
  type BookingAssignment,
  type BookingStatus,
  type LatLng,
  type NotifyEffect,
  type Settings,
  type TrackingEntry,
  type User,
} from '@wayfare/shared';
import { assertUploadedImage, READ_URL_SECONDS } from '../accounts/images';
import { auditEntry } from '../audit/audit-entry';
import { referralBonusFor } from '../money/referral-bonus';
import { pushToUsers } from '../notifications/push-to-users';
import { refundPostings, settledChange } from '../money/settlement';
import type { VersionedBooking } from '../ports/booking-repository';
import { bookingFor, type ApiBooking } from './booking-view';
import { commitChange, publishSafely, type BookingChangeDeps } from './commit-change';
import { requireActor } from '../access/actor';
import { notPermitted, type Caller } from '../access/caller';
import { requireSettings } from '../settings/require-settings';
import type { TripsDeps } from './trips-deps';

/** What a step that reads the operator's settings uses (cancelling, assigning, a no-show). */
export type TripStepDeps = Pick<TripsDeps, keyof BookingChangeDeps | 'settings'>;
/** What the driver's steps use: REACHED measures the trip on its tracked points. */
export type DriverStepDeps = Pick<TripsDeps, keyof TripStepDeps | 'tracking'>;
/** What saving a trip photo uses: no transition, the booking's live update and read URLs. */
export type TripImageDeps = Pick<TripsDeps, 'users' | 'bookings' | 'images' | 'events' | 'warn'>;

export async function requireBooking(
  deps: Pick<TripsDeps, 'bookings'>,
  id: string,
): Promise<VersionedBooking> {
  const found = await deps.bookings.getById(id);
  if (!found) throw notFound();
  return found;
}

/** A driver without a known position cannot take or move a trip (it is not online). */
function positionOf(driver: User): LatLng {
  if (!driver.location) throw new DomainError({ code: 'CONFLICT', messageKey: 'driver_not_available' });
  return driver.location;
}

/** Driver: exactly one of concurrent accepts wins (a conditional write on the offer); a lapsed offer is refused. */
export async function acceptTask(
  deps: BookingChangeDeps,
  caller: Caller | null,
  bookingId: string,
): Promise<ApiBooking> {
  const driver = await requireActor(deps.users, caller, ['driver']);
  const before = await requireBooking(deps, bookingId);
  if (!isOfferedTo(before.booking, driver.uid)) throw bookingUnavailable(bookingId);
  const offer = await deps.bookings.getOffer(driver.uid, before.booking);
  if (isOfferLapsed(offer?.expiresAt, deps.now())) throw offerLapsed(bookingId);
  const change = acceptBooking(before.booking, { driver, location: positionOf(driver), at: deps.now() });
  const saved = await commitChange(deps, before, change, { acceptedBy: driver.uid });
  return bookingFor(saved.booking, driver);
}

/**
 * Driver: declines an offer; the sole requested driver declining cancels the booking (product.md §4),
 * and an order paid up front is then refunded to the rider's wallet.
 */
export async function declineTask(
  deps: BookingChangeDeps,
  caller: Caller | null,
  bookingId: string,
): Promise<ApiBooking | null> {
  const driver = await requireActor(deps.users, caller, ['driver']);
  const before = await requireBooking(deps, bookingId);
  const change = cancelTask(before.booking, { driverUid: driver.uid });
  const postings = change.booking.status === 'CANCELLED' ? refundPostings(before.booking, deps.now()) : [];
  const saved = await commitChange(deps, before, { ...change, postings });
  return saved.booking.status === 'CANCELLED' ? bookingFor(saved.booking, driver) : null;
}

/**
 * Rider (own) or admin (not under the demo lock): product.md §4 cancel with a reason. An order paid up
 * front is refunded to the rider's wallet in the same write.
 */
export async function cancelBooking(
  deps: TripStepDeps,
  caller: Caller | null,
  { bookingId, reason }: { bookingId: string; reason: string },
): Promise<ApiBooking> {
  const actor = await requireActor(deps.users, caller);
  if (actor.usertype !== 'rider' && actor.usertype !== 'admin') throw notPermitted();
  if (actor.usertype === 'admin') assertAllowedInDemo('booking.cancel', await requireSettings(deps));
  const before = await requireBooking(deps, bookingId);
  if (actor.usertype === 'rider' && before.booking.customer !== actor.uid) throw notPermitted();
  const change = cancelWithReason(before.booking, {
    caller: { uid: actor.uid, role: actor.usertype },
    reason,
  });
  const postings = refundPostings(before.booking, deps.now());
  // An operator's cancellation is a back-office change; a rider cancelling its own trip is not.
  const audit =
    actor.usertype === 'admin'
      ? auditEntry(deps, {
          action: 'BOOKING_CANCELLED',
          actor: actorOf(actor),
          targetType: 'booking',
          targetId: bookingId,
          targetName: before.booking.reference,
          before: { status: before.booking.status },
          after: { status: change.booking.status },
          reason: change.booking.reason ?? reason,
        })
      : undefined;
  const saved = await commitChange(deps, before, { ...change, postings, audit });
  return bookingFor(saved.booking, actor);
}

/**
 * Admin: offers a NEW booking to one more driver of its car type, with a push on the bookings
 * channel. The offer stays on the booking as its trace (`assignment`: whom, by whom, until when and
 * how its push went); while it waits for the driver's answer a second assignment is refused.
 */
export async function assignDriver(
  deps: TripStepDeps,
  caller: Caller | null,
  { bookingId, driverUid }: { bookingId: string; driverUid: string },
): Promise<ApiBooking> {
  const admin = await requireActor(deps.users, caller, ['admin']);
  const [before, driver, settings] = await Promise.all([
    requireBooking(deps, bookingId),
    deps.users.getById(driverUid),
    requireSettings(deps),
  ]);
  if (!driver || driver.usertype !== 'driver') throw notFound();
  if (!driver.approved) throw new DomainError({ code: 'VALIDATION', messageKey: 'require approval' });
  const at = deps.now();
  const offers = before.booking.requestedDrivers ?? {};
  if (assignmentState({ ...before.booking, isOffered: (uid) => offers[uid] === true }, at) === 'waiting') {
    throw new DomainError({ code: 'CONFLICT', messageKey: 'driver_offer_pending' });
  }
  const change = assignDriverTo(before.booking, {
    caller: { uid: admin.uid, role: 'admin' },
    driver,
    carHornRepeat: settings.CarHornRepeat,
  });
  const dispatch = change.booking.dispatch;
  const assignment: BookingAssignment = {
    driver: driverUid,
    driverName: `${driver.firstName} ${driver.lastName}`.trim(),
    by: admin.uid,
    at,
    expiresAt: assignmentExpiry(at),
    notice: 'pending',
  };
  const booking: Booking = {
    ...change.booking,
    assignment,
    ...(dispatch && !dispatch.offered.includes(driverUid)
      ? { dispatch: { ...dispatch, offered: [...dispatch.offered, driverUid] } }
      : {}),
  };
  // The push is sent here rather than with the change's effects, to record how it went.
  const notices = change.effects.filter((effect): effect is NotifyEffect => effect.type === 'notify');
  const driverOf = ({ driver, driverName }: BookingAssignment) => ({ driver, driverName });
  const offered = await commitChange(deps, before, {
    booking,
    effects: change.effects.filter((effect) => effect.type !== 'notify'),
    audit: auditEntry(deps, {
      action: 'BOOKING_ASSIGNED',
      actor: actorOf(admin),
      targetType: 'booking',
      targetId: bookingId,
      targetName: before.booking.reference,
      before: before.booking.assignment ? driverOf(before.booking.assignment) : null,
      after: driverOf(assignment),
    }),
  });
  const [notice = 'off'] = await pushToUsers(deps, notices);
  const saved = await deps.bookings
    .save({ before: offered, after: { ...offered.booking, assignment: { ...assignment, notice } } })
    // The driver may have answered meanwhile: the offer stands, only its push outcome is not kept.
    .catch((error: unknown) => {
      deps.warn('Assignment notice not recorded', { bookingId, notice, error });
      return offered;
    });
  await publishSafely(deps, () => deps.events.taskOffered(driverUid, saved.booking), 'taskOffered');
  return bookingFor(saved.booking, admin);
}

/** Every tracking entry of a booking, oldest first, page by page. */
export async function allTracking(
  deps: Pick<TripsDeps, 'tracking'>,
  bookingId: string,
): Promise<TrackingEntry[]> {
  const entries: TrackingEntry[] = [];
  let nextToken: string | null = null;
  do {
    const page = await deps.tracking.listByBooking(bookingId, { limit: 100, nextToken });
    entries.push(...page.items);
    nextToken = page.nextToken;
  } while (nextToken);
  return entries;
}

/**
 * REACHED and what follows at once, in one conditional write: the tracking point at the driver's
 * position, the trip distance from the tracked points (product.md §9), then settlement (docs/money.md):
 * cash is paid in the car and a wallet trip is paid from the rider's wallet, so both go on to PAID
 * with their amounts and the driver's share in the same transaction, and the driver is free
 * again; so does a shop delivery paid up front, which only credits the share. Card trips, and
 * wallet trips the balance no longer covers, wait in PENDING for payment.
 */
export async function reachDestination(
  deps: Pick<DriverStepDeps, keyof BookingChangeDeps | 'tracking'>,
  { before, driver, settings }: { before: VersionedBooking; driver: User; settings: Settings },
): Promise<VersionedBooking> {
  const caller = { uid: driver.uid, role: 'driver' as const };
  const at = deps.now();
  const location = positionOf(driver);
  const reached = advanceBooking(before.booking, { caller, at, request: { to: 'REACHED', location } });
  const points = [
    ...(await allTracking(deps, before.booking.id)),
    { at, status: 'REACHED' as const, ...location },
  ];
  const km = trackedDistanceKm(points);
  const distance = Math.round((settings.convert_to_mile ? km / KM_PER_MILE : km) * 100) / 100;
  const measured: Booking = { ...reached.booking, distance };
  const pending = () => {
    const waiting = advanceBooking(measured, { caller, at, request: { to: 'PENDING' } });
    return commitChange(deps, before, { ...waiting, effects: [...reached.effects, ...waiting.effects] });
  };
  const mode = measured.payment_mode;
  if (mode === undefined || (mode === 'card' && measured.paidAt === undefined)) return pending();
  const settled = settledChange(measured, {
    mode,
    decimal: settings.decimal,
    ...(measured.gateway ? { gateway: measured.gateway } : {}),
    caller,
    at,
    bonuses: await referralBonusFor(deps, measured, settings, at),
  });
  try {
    return await commitChange(deps, before, {
      ...settled,
      effects: [...reached.effects, ...settled.effects],
    });
  } catch (error) {
    // The wallet was emptied since booking: the rider pays another way from PENDING.
    if (mode === 'wallet' && error instanceof DomainError && error.code === 'INSUFFICIENT_FUNDS')
      return pending();
    throw error;
  }
}

/** Tries to record a wrong code this many times when other tries change the booking meanwhile. */
const RIDE_CODE_RECORD_ATTEMPTS = 5;

/**
 * STARTED with the rider's code. A wrong code is counted on the booking before it is refused, and
 * the last allowed one locks the start (shared ride-code.ts); a try that loses a race to another
 * is counted again on the fresh booking, so parallel guesses are all counted.
 */
async function startTrip(
  deps: BookingChangeDeps,
  first: VersionedBooking,
  { driver, at, otp }: { driver: User; at: number; otp: string },
): Promise<VersionedBooking> {
  const caller = { uid: driver.uid, role: 'driver' as const };
  let before = first;
  for (let attempt = 1; ; attempt += 1) {
    try {
      assertRideCodeOpen(before.booking, at);
      const change = advanceBooking(before.booking, { caller, at, request: { to: 'STARTED', otp } });
      const start: TrackingEntry = { at, status: 'STARTED', ...positionOf(driver) };
      return await commitChange(deps, before, {
        ...change,
        effects: [...change.effects, { type: 'track', entry: start }],
      });
    } catch (error) {
      if (!(error instanceof DomainError) || error.messageKey !== 'wrong_ride_code') throw error;
      const tried = wrongRideCodeTried(before.booking, at);
      try {
        await commitChange(deps, before, tried);
      } catch (conflict) {
        const changedMeanwhile = conflict instanceof DomainError && conflict.code === 'CONFLICT';
        if (attempt >= RIDE_CODE_RECORD_ATTEMPTS || !changedMeanwhile) throw conflict;
        before = await requireBooking(deps, before.booking.id);
        continue;
      }
      throw tried.locked ? rideCodeLocked(tried.booking.rideCodeLockedUntil!) : error;
    }
  }
}

const DRIVER_STEPS: readonly BookingStatus[] = ['ARRIVED', 'STARTED', 'REACHED'];

/** Assigned driver: ARRIVED, STARTED (with the rider's otp), REACHED (and settlement). */
export async function updateTripStatus(
  deps: DriverStepDeps,
  caller: Caller | null,
  { bookingId, status, otp }: { bookingId: string; status: BookingStatus; otp?: string | null },
): Promise<ApiBooking> {
  const driver = await requireActor(deps.users, caller, ['driver']);
  const before = await requireBooking(deps, bookingId);
  if (before.booking.driver !== driver.uid) throw notPermitted();
  if (!DRIVER_STEPS.includes(status)) throw statusForbids(status, before.booking.status);
  const at = deps.now();
  let saved: VersionedBooking;
  if (status === 'REACHED') {
    saved = await reachDestination(deps, { before, driver, settings: await requireSettings(deps) });
  } else if (status === 'STARTED') {
    saved = await startTrip(deps, before, { driver, at, otp: otp ?? '' });
  } else {
    const change = advanceBooking(before.booking, {
      caller: { uid: driver.uid, role: 'driver' },
      at,
      request: { to: 'ARRIVED' },
    });
    saved = await commitChange(deps, before, {
      ...change,
      effects: [
        ...change.effects,
        {
          type: 'notify',
          recipient: 'customer',
          uid: change.booking.customer,
          title: 'notification_title',
          body: 'driver_arrived',
          screen: 'BookedCab',
          params: { bookingId },
        },
      ],
    });
  }
  return bookingFor(saved.booking, driver);
}

/** Rider (own, PAID): 1–5 stars and an optional comment; COMPLETE, and the driver's average is updated. */
export async function rateTrip(
  deps: BookingChangeDeps,
  caller: Caller | null,
  { bookingId, rating, comment }: { bookingId: string; rating: number; comment?: string | null },
): Promise<ApiBooking> {
  const rider = await requireActor(deps.users, caller, ['rider']);
  const before = await requireBooking(deps, bookingId);
  if (before.booking.customer !== rider.uid) throw notPermitted();
  const change = completeBooking(before.booking, {
    caller: { uid: rider.uid, role: 'rider' },
    rating,
    ...(comment ? { comment } : {}),
  });
  const saved = await commitChange(deps, before, change);
  return bookingFor(saved.booking, rider);
}

export const TRIP_IMAGE_FIELDS = ['pickup_image', 'deliver_image'] as const;
export type TripImageField = (typeof TRIP_IMAGE_FIELDS)[number];

/**
 * Assigned driver, during the trip: the pickup or delivery photo it uploaded for this booking
 * (createUploadUrl TRIP_IMAGE). Not a transition; still a conditional write on the version read.
 */
export async function setTripImage(
  deps: TripImageDeps,
  caller: Caller | null,
  { bookingId, which, key }: { bookingId: string; which: TripImageField; key: string },
): Promise<ApiBooking> {
  const driver = await requireActor(deps.users, caller, ['driver']);
  const before = await requireBooking(deps, bookingId);
  if (before.booking.driver !== driver.uid) throw notPermitted();
  if (!TRIP_PHOTO_STATUSES.includes(before.booking.status)) throw statusForbids(which, before.booking.status);
  await assertUploadedImage(deps.images, { kind: 'TRIP_IMAGE', ownerUid: bookingId, key });
  const saved = await deps.bookings.save({ before, after: { ...before.booking, [which]: key } });
  await publishSafely(deps, () => deps.events.bookingChanged(saved.booking), 'bookingChanged');
  return withTripImageUrls(deps, bookingFor(saved.booking, driver));
}

const TRIP_PHOTO_STATUSES: readonly BookingStatus[] = ['ACCEPTED', 'ARRIVED', 'STARTED', 'REACHED'];

/** Every image key a booking holds: the trip's photos and its parties' profile photos. */
const BOOKING_IMAGE_FIELDS = [...TRIP_IMAGE_FIELDS, 'driver_image', 'customer_image'] as const;

/** Stored image keys become short-lived read URLs, as profile images do. */
export async function withTripImageUrls(
  deps: Pick<TripsDeps, 'images'>,
  booking: ApiBooking,
): Promise<ApiBooking> {
  const urls = await Promise.all(
    BOOKING_IMAGE_FIELDS.map(async (field) => {
      const key = booking[field];
      return key ? ([field, await deps.images.presignDownload(key, READ_URL_SECONDS)] as const) : undefined;
    }),
  );
  return { ...booking, ...Object.fromEntries(urls.filter((url) => url !== undefined)) };
}
