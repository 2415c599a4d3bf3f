/**
 * Share my trip (docs/trips.md): the rider of a trip under way makes links that anyone may open
 * without an account, showing the driver, the car, the places and the driver's live position —
 * never a phone number, the rider's contact or the fare. A link works while the trip is under way
 * (ACCEPTED, ARRIVED, STARTED) and until the rider stops sharing; every read and every live frame
 * checks that again.
 */
import { randomBytes } from 'node:crypto';
import {
  DomainError,
  isUnderWay,
  type Booking,
  type BookingStatus,
  type Place,
  type TrackingEntry,
  type User,
} from '@wayfare/shared';
import { requireActor } from '../access/actor';
import { notPermitted, type Caller } from '../access/caller';
import { READ_URL_SECONDS } from '../accounts/images';
import type { TripEvents } from '../ports/trip-events';
import type { SharedTripFrame, SharedTripPosition, TripShare, TripShares } from '../ports/trip-shares';
import type { TripsDeps } from './trips-deps';

/** Live links a booking may have at once: enough for family and friends, bounded for the frames. */
export const MAX_LIVE_SHARES = 5;
/** 24 random bytes: 192 bits, 32 base64url characters. */
const SECRET_BYTES = 24;
const SECRET = /^[A-Za-z0-9_-]{32}$/;

export type SharingDeps = Pick<
  TripsDeps,
  'bookings' | 'users' | 'tracking' | 'shares' | 'images' | 'events' | 'now' | 'warn'
>;

export interface SharedLink {
  bookingId: string;
  token: string;
}

/** What a link shows: the driver's first name and photo, the car, the places, where the driver is. */
export interface SharedTrip {
  status: BookingStatus;
  driverFirstName?: string;
  driverImage?: string;
  vehicleMake?: string;
  vehicleModel?: string;
  vehicleColor?: string;
  vehicleNumber?: string;
  pickup: Place;
  drop: Place;
  position?: SharedTripPosition;
}

const notFound = () => new DomainError({ code: 'NOT_FOUND', messageKey: 'share_not_found' });
const ended = () => new DomainError({ code: 'CONFLICT', messageKey: 'share_ended' });

const tokenOf = ({ bookingId, secret }: Pick<TripShare, 'bookingId' | 'secret'>) => `${bookingId}.${secret}`;

function parseToken(token: string): { bookingId: string; secret: string } {
  const dot = token.lastIndexOf('.');
  const bookingId = token.slice(0, dot);
  const secret = token.slice(dot + 1);
  if (dot < 1 || !SECRET.test(secret)) throw notFound();
  return { bookingId, secret };
}

/** The rider's own booking, or the one refusal that reveals nothing about someone else's. */
async function ridersBooking(deps: SharingDeps, rider: User, bookingId: string): Promise<Booking> {
  const found = await deps.bookings.getById(bookingId);
  if (rider.usertype !== 'rider' || !found || found.booking.customer !== rider.uid) throw notPermitted();
  return found.booking;
}

const isLive = (share: TripShare) => share.revokedAt === undefined;

export async function shareTrip(
  deps: SharingDeps,
  caller: Caller | null,
  bookingId: string,
): Promise<SharedLink> {
  const rider = await requireActor(deps.users, caller, ['rider']);
  const booking = await ridersBooking(deps, rider, bookingId);
  if (!isUnderWay(booking.status))
    throw new DomainError({ code: 'CONFLICT', messageKey: 'share_not_under_way' });
  const live = (await deps.shares.list(bookingId)).filter(isLive);
  if (live.length >= MAX_LIVE_SHARES) throw new DomainError({ code: 'CONFLICT', messageKey: 'share_limit' });
  const share: TripShare = {
    bookingId,
    secret: randomBytes(SECRET_BYTES).toString('base64url'),
    customer: rider.uid,
    createdAt: deps.now(),
  };
  await deps.shares.create(share);
  return { bookingId, token: tokenOf(share) };
}

/** Stop sharing: every live link of the booking stops at once; each is told it ended, with no data. */
export async function stopSharingTrip(
  deps: SharingDeps,
  caller: Caller | null,
  bookingId: string,
): Promise<number> {
  const rider = await requireActor(deps.users, caller, ['rider']);
  await ridersBooking(deps, rider, bookingId);
  const live = (await deps.shares.list(bookingId)).filter(isLive);
  const at = deps.now();
  await Promise.all(live.map((share) => deps.shares.revoke(share, at)));
  await publishFrames(
    deps,
    live.map((share) => ({ token: tokenOf(share), ended: true })),
  );
  return live.length;
}

/** The link's booking while it may be shown: unknown links NOT_FOUND, stopped or ended CONFLICT. */
async function sharedBooking(deps: SharingDeps, token: string): Promise<Booking> {
  const { bookingId, secret } = parseToken(token);
  const share = await deps.shares.get(bookingId, secret);
  if (!share) throw notFound();
  const found = await deps.bookings.getById(bookingId);
  if (!found) throw notFound();
  if (!isLive(share) || !isUnderWay(found.booking.status)) throw ended();
  return found.booking;
}

/** The newest position, only while it belongs to the trip's current step (its ETA is that step's). */
function positionOf(
  booking: Booking,
  entry: TrackingEntry | null | undefined,
): SharedTripPosition | undefined {
  if (!entry || entry.status !== booking.status) return undefined;
  const { lat, lng, heading, eta, at, status } = entry;
  return {
    lat,
    lng,
    at,
    status,
    ...(heading === undefined ? {} : { heading }),
    ...(eta === undefined ? {} : { eta }),
  };
}

const firstName = (fullName: string | undefined) => fullName?.trim().split(/\s+/)[0] || undefined;

/** Public (API key): the shared trip, or a clear refusal and no data. */
export async function sharedTrip(deps: SharingDeps, token: string): Promise<SharedTrip> {
  const booking = await sharedBooking(deps, token);
  const [entry, driverImage] = await Promise.all([
    deps.tracking.last(booking.id),
    booking.driver_image ? deps.images.presignDownload(booking.driver_image, READ_URL_SECONDS) : undefined,
  ]);
  const position = positionOf(booking, entry);
  return {
    status: booking.status,
    pickup: booking.pickup,
    drop: booking.drop,
    ...definedOnly({
      driverFirstName: firstName(booking.driver_name),
      driverImage,
      vehicleMake: booking.vehicle_make,
      vehicleModel: booking.vehicle_model,
      vehicleColor: booking.vehicle_color,
      vehicleNumber: booking.vehicle_number,
    }),
    ...(position ? { position } : {}),
  };
}

const definedOnly = <T extends Record<string, unknown>>(fields: T): Partial<T> =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;

/** Subscribing to a link's frames: refused, with the same errors as the read, unless it is live. */
export async function authorizeSharedTripFeed(deps: SharingDeps, token: string): Promise<null> {
  await sharedBooking(deps, token);
  return null;
}

async function publishFrames(deps: Pick<SharingDeps, 'events' | 'warn'>, frames: SharedTripFrame[]) {
  await Promise.all(
    frames.map((frame) =>
      deps.events
        .sharedTrip(frame)
        .catch((error: unknown) => deps.warn('shared trip frame not published', { error: String(error) })),
    ),
  );
}

/**
 * The frames of a booking's change or new position, one per live link, decided on the links'
 * state read now: a stopped link gets nothing, and a trip that is no longer under way sends each
 * live link one last frame saying so, without data.
 */
export async function sharedTripFrames(
  deps: Pick<SharingDeps, 'shares'>,
  booking: Booking,
  entry?: TrackingEntry,
): Promise<SharedTripFrame[]> {
  const live = (await deps.shares.list(booking.id)).filter(isLive);
  return live.map((share) => {
    const token = tokenOf(share);
    if (!isUnderWay(booking.status)) return { token, ended: true };
    const position = positionOf(booking, entry);
    return { token, ended: false, status: booking.status, ...(position ? { position } : {}) };
  });
}

/**
 * Trip events that also reach the holders of the booking's live links: every booking change and
 * every new position, whoever caused it (a resolver, the sweep, a payment callback).
 */
export function withSharedTripFrames(events: TripEvents, shares: TripShares): TripEvents {
  const toLinks = async (booking: Booking, entry?: TrackingEntry) => {
    const frames = await sharedTripFrames({ shares }, booking, entry);
    await Promise.all(frames.map((frame) => events.sharedTrip(frame)));
  };
  return {
    ...events,
    bookingChanged: async (booking) => {
      await Promise.all([events.bookingChanged(booking), toLinks(booking)]);
    },
    tracked: async (booking, entry) => {
      await Promise.all([events.tracked(booking, entry), toLinks(booking, entry)]);
    },
  };
}
