/** Drivers online and offline, their positions, and the admin's views of them. */
import {
  carriedEta,
  etaStopOf,
  headingOf,
  KM_PER_MILE,
  mapSpotOf,
  type Booking,
  type LatLng,
  type TrackingEntry,
  type User,
} from '@wayfare/shared';
import { requireActor } from '../access/actor';
import type { Caller } from '../access/caller';
import { withImageUrls } from '../accounts/images';
import type { Page } from '../ports/page';
import { noticeArrivingDriver, type ArrivingNoticeDeps } from './arriving-notice';
import { publishSafely } from './commit-change';
import { requireBooking } from './trip-steps';
import type { TripsDeps } from './trips-deps';

/** What the driver's presence and the admins' maps of drivers use: the profiles and the dispatch index. */
export type PresenceDeps = Pick<TripsDeps, 'users' | 'dispatch' | 'now'>;
/** What a driver's position report uses: the index, the trip's track and ETA, the arriving notice. */
export type DriverLocationDeps = Pick<
  TripsDeps,
  keyof PresenceDeps | keyof ArrivingNoticeDeps | 'tracking' | 'places'
>;

/** Statuses in which the driver's reports are the trip's live track. */
const TRACKED: readonly string[] = ['ACCEPTED', 'ARRIVED', 'STARTED'];

/** Driver: online or offline; the dispatch index follows. */
export async function setDriverActive(
  deps: Pick<TripsDeps, keyof PresenceDeps | 'images'>,
  caller: Caller | null,
  active: boolean,
): Promise<User> {
  const driver = await requireActor(deps.users, caller, ['driver']);
  const updated = await deps.users.update(driver.uid, { driverActiveStatus: active });
  await deps.dispatch.update(updated, new Date(deps.now()));
  return withImageUrls(deps.images, updated);
}

/** The driver's current trip, if any: its newest assigned booking that is still under way. */
async function currentTrip(deps: Pick<TripsDeps, 'bookings'>, driverUid: string) {
  const { items } = await deps.bookings.listActive(driverUid, { limit: 5 });
  return items.find((booking) => TRACKED.includes(booking.status));
}

/**
 * The ETA of a new tracking entry: carried down from the previous entry while its route is fresh,
 * else asked of the places port (Amazon Location in the cloud, the offline router on the twin).
 * A failed route leaves the entry without an ETA rather than failing the position report.
 */
async function etaFor(
  deps: Pick<TripsDeps, 'tracking' | 'places' | 'warn'>,
  trip: Booking,
  location: LatLng,
  at: number,
): Promise<Pick<TrackingEntry, 'eta' | 'routedAt'>> {
  const stop = etaStopOf(trip.status);
  if (!stop) return {};
  const carried = carriedEta(await deps.tracking.last(trip.id), trip.status, at);
  if (carried) return carried;
  try {
    const route = await deps.places.route(location, trip[stop]);
    return { eta: Math.round(route.durationSecs), routedAt: at };
  } catch (error) {
    deps.warn('ETA route failed', { bookingId: trip.id, error: String(error) });
    return {};
  }
}

/**
 * Driver: its position, and the heading the phone gave (else the bearing from its last one).
 * Moves it in the dispatch index; during a trip it is also a tracking entry with the heading and
 * the ETA to the next stop, returned and published to the booking's parties, and on the way to the
 * pickup it may send the rider the arriving notice.
 */
export async function updateDriverLocation(
  deps: DriverLocationDeps,
  caller: Caller | null,
  { heading: reported, ...location }: LatLng & { heading?: number | null },
): Promise<(TrackingEntry & { bookingId: string }) | null> {
  const driver = await requireActor(deps.users, caller, ['driver']);
  const at = deps.now();
  const updated = await deps.users.update(driver.uid, { location });
  await deps.dispatch.update(updated, new Date(at));
  const trip = driver.queue ? await currentTrip(deps, driver.uid) : undefined;
  if (!trip) return null;
  const heading = headingOf(driver.location, location, reported);
  const entry = await deps.tracking.add(trip.id, {
    at,
    status: trip.status,
    ...location,
    ...(heading === undefined ? {} : { heading }),
    ...(await etaFor(deps, trip, location, at)),
  });
  await publishSafely(deps, () => deps.events.tracked(trip, entry), 'tracked');
  await noticeArrivingDriver(deps, { trip, position: location, at });
  return { bookingId: trip.id, ...entry };
}

/** The contract's ActiveDriver. */
export interface ActiveDriver {
  uid: string;
  name: string;
  carType?: string;
  vehicleNumber?: string;
  lat?: number;
  lng?: number;
  distance?: number;
  queue: boolean;
  updatedAt: number;
}

const activeDriverOf = (driver: User, updatedAt: number, distance?: number): ActiveDriver => ({
  uid: driver.uid,
  name: `${driver.firstName} ${driver.lastName}`.trim(),
  ...(driver.carType ? { carType: driver.carType } : {}),
  ...(driver.vehicleNumber ? { vehicleNumber: driver.vehicleNumber } : {}),
  ...(driver.location ?? {}),
  ...(distance === undefined ? {} : { distance }),
  queue: driver.queue === true,
  updatedAt,
});

/** Candidates are looked for this far at most (the dispatch index clamps larger searches). */
const ASSIGNMENT_RADIUS_KM = 50;
const MAX_CANDIDATES = 25;

/** Admin: a NEW booking's candidates from the dispatch index (approved, online, idle, its car type), nearest first. */
export async function driversForAssignment(
  deps: Pick<TripsDeps, keyof PresenceDeps | 'bookings' | 'settings'>,
  caller: Caller | null,
  bookingId: string,
): Promise<ActiveDriver[]> {
  await requireActor(deps.users, caller, ['admin']);
  const { booking } = await requireBooking(deps, bookingId);
  if (booking.status !== 'NEW') return [];
  const settings = await deps.settings.get();
  const nearby = await deps.dispatch.findNearby({
    carType: booking.carType,
    pickup: booking.pickup,
    radiusKm: ASSIGNMENT_RADIUS_KM,
    limit: MAX_CANDIDATES,
  });
  const drivers = await Promise.all(nearby.map((candidate) => deps.users.getById(candidate.uid)));
  return nearby.flatMap((candidate, index) => {
    const driver = drivers[index];
    if (!driver || !driver.approved) return [];
    const km = candidate.distanceKm;
    const distance = Math.round((settings?.convert_to_mile ? km / KM_PER_MILE : km) * 100) / 100;
    return [activeDriverOf({ ...driver, location: candidate.location }, deps.now(), distance)];
  });
}

export interface MapBox {
  south?: number | null;
  west?: number | null;
  north?: number | null;
  east?: number | null;
  limit?: number | null;
}

const MAP_LIMIT = 100;
const PAGES_WITHOUT_BOX = 10;

/**
 * Dashboard map: online, approved drivers with a position, idle or on a trip; a fleet admin's
 * own, all for admin. With a box: the map index's cells over it (the fleet's items only for a
 * fleet admin), each driver checked against its stored profile. Without: the fleet's (or all)
 * drivers page by page, capped.
 */
export async function activeDrivers(
  deps: PresenceDeps,
  caller: Caller | null,
  box: MapBox,
): Promise<ActiveDriver[]> {
  const viewer = await requireActor(deps.users, caller, ['admin', 'fleetadmin']);
  const limit = Math.min(Math.max(box.limit ?? MAP_LIMIT, 1), MAP_LIMIT);
  const ownFleetOnly = viewer.usertype === 'fleetadmin';
  const visible = (driver: User | null): driver is User =>
    driver !== null && mapSpotOf(driver) !== null && (!ownFleetOnly || driver.fleetadmin === viewer.uid);
  const { south, west, north, east } = box;
  if (south != null && west != null && north != null && east != null) {
    const found = await deps.dispatch.findInBox({
      box: { south, west, north, east },
      ...(ownFleetOnly ? { fleet: viewer.uid } : {}),
      limit,
    });
    const drivers = await Promise.all(found.map((entry) => deps.users.getById(entry.uid)));
    return drivers.filter(visible).map((driver) => activeDriverOf(driver, deps.now()));
  }
  const result: ActiveDriver[] = [];
  let nextToken: string | null = null;
  for (let page = 0; page < PAGES_WITHOUT_BOX && result.length < limit; page += 1) {
    const listed: Page<User> = ownFleetOnly
      ? await deps.users.listByFleet(viewer.uid, { limit: 100, nextToken })
      : await deps.users.listByType('driver', { limit: 100, nextToken });
    result.push(...listed.items.filter(visible).map((driver) => activeDriverOf(driver, deps.now())));
    nextToken = listed.nextToken;
    if (!nextToken) break;
  }
  return result.slice(0, limit);
}
