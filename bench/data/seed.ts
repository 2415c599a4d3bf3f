/**
 * Synthetic data for the data benchmark, written with batch writes through the project's own
 * entities and mappers (so items carry exactly the keys the repositories write). Deterministic:
 * row i is always the same booking or driver.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import {
  BOOKING_STATUSES,
  dispatchSpotOf,
  type Booking,
  type DispatchCandidate,
  type LatLng,
} from '@wayfare/shared';
import { bookingEntity } from '@wayfare/lambdas/src/adapters/dynamodb/booking.entity';
import { toBookingItem, toOfferItem } from '@wayfare/lambdas/src/adapters/dynamodb/booking.mapper';
import { bookingOfferEntity } from '@wayfare/lambdas/src/adapters/dynamodb/booking-offer.entity';
import { bookingReferenceEntity } from '@wayfare/lambdas/src/adapters/dynamodb/booking-reference.entity';
import { dispatchCellOf } from '@wayfare/lambdas/src/adapters/dynamodb/dispatch-cells';
import { dispatchEntryEntity } from '@wayfare/lambdas/src/adapters/dynamodb/dispatch-entry.entity';
import { userEntity } from '@wayfare/lambdas/src/adapters/dynamodb/user.entity';
import { seededRandom } from '@wayfare/infra/local/seed/seeded-random';

export const CUSTOMERS = 20;
export const BOOKING_DRIVERS = 20;
export const FLEETS = 5;
export const CAR_TYPES = ['Sedan', 'SUV', 'Van'] as const;
/** Drivers live in cities of 1,000 each, 50 × 50 km, so density stays the same as data grows. */
export const DRIVERS_PER_CITY = 1_000;
const START = Date.UTC(2023, 0, 1);
const BOOKING_SPACING_MS = 10 * 60_000;
const CONCURRENCY = 8;

export const cityCenter = (city: number): LatLng => ({
  lat: 35 + Math.floor(city / 5) * 2,
  lng: -100 + (city % 5) * 2,
});

const reference = (i: number) =>
  i
    .toString(26)
    .padStart(6, '0')
    .replace(/./g, (digit) => String.fromCharCode(65 + parseInt(digit, 26)));

/** The statuses a settled history is made of, most bookings done. */
const STATUS_MIX = [
  'COMPLETE',
  'COMPLETE',
  'COMPLETE',
  'COMPLETE',
  'COMPLETE',
  'CANCELLED',
  'PAID',
  'NEW',
  'ACCEPTED',
  'STARTED',
] as const;

export function bookingAt(i: number): Booking {
  const status = STATUS_MIX[i % STATUS_MIX.length];
  const assigned = status !== 'NEW' && status !== 'CANCELLED';
  const driver = `driver-${i % BOOKING_DRIVERS}`;
  const at = START + i * BOOKING_SPACING_MS;
  return {
    id: `b-${String(i).padStart(7, '0')}`,
    reference: reference(i),
    customer: `rider-${i % CUSTOMERS}`,
    customer_name: `Rider ${i % CUSTOMERS}`,
    pickup: { lat: 40.75, lng: -73.99, add: 'Pickup' },
    drop: { lat: 40.7, lng: -74.01, add: 'Drop' },
    status,
    tripdate: at,
    bookingDate: at,
    carType: CAR_TYPES[i % CAR_TYPES.length],
    trip_cost: 10 + (i % 40),
    convenience_fees: 1.5,
    ...(assigned
      ? {
          driver,
          driver_name: `Driver ${i % BOOKING_DRIVERS}`,
          fleetadmin: `fleet-${i % FLEETS}`,
          driver_share: 8,
        }
      : {}),
    ...(status === 'NEW' ? { requestedDrivers: { [driver]: true as const } } : {}),
  };
}

/** BatchWriteItem's limit. */
const BATCH = 25;

/**
 * Writes `items` a batch at a time with CONCURRENCY batches always in flight: each writer takes
 * the next batch as soon as its last one is done, so no batch waits for the slowest of a round.
 */
async function inBatches<T>(items: T[], write: (batch: T[]) => Promise<unknown>): Promise<void> {
  let next = 0;
  const writer = async () => {
    while (next < items.length) {
      const start = next;
      next += BATCH;
      await write(items.slice(start, start + BATCH));
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, writer));
}

export async function seedBookings(client: DynamoDBDocumentClient, table: string, from: number, to: number) {
  const bookings = bookingEntity(client, table);
  const references = bookingReferenceEntity(client, table);
  const offers = bookingOfferEntity(client, table);
  const rows = Array.from({ length: to - from }, (_, k) => bookingAt(from + k));
  await inBatches(rows, (batch) => bookings.put(batch.map((b) => toBookingItem(b, 1))).go());
  await inBatches(rows, (batch) =>
    references.put(batch.map((b) => ({ reference: b.reference, bookingId: b.id }))).go(),
  );
  const offered = rows.flatMap((b) =>
    Object.keys(b.requestedDrivers ?? {}).map((driver) => toOfferItem(b, driver)),
  );
  await inBatches(offered, (batch) => offers.put(batch).go());
  return rows;
}

export type BenchDriver = DispatchCandidate & { firstName: string };

/** A point spread evenly over the 50 × 50 km square around `center`, the same for the same seed. */
export function pointNear(center: LatLng, seed: number): LatLng {
  const { next } = seededRandom(seed + 1);
  const lat = center.lat + (next() - 0.5) * 0.45;
  const lng = center.lng + ((next() - 0.5) * 0.45) / Math.cos((center.lat * Math.PI) / 180);
  return { lat, lng };
}

/** Driver i of a mixed fleet: some offline, unapproved or on a trip (out of the dispatch index). */
export function driverAt(i: number): BenchDriver {
  return {
    uid: `fleet-driver-${String(i).padStart(5, '0')}`,
    firstName: `Driver ${i}`,
    usertype: 'driver',
    approved: i % 20 !== 0,
    driverActiveStatus: i % 10 < 7,
    queue: i % 10 === 6,
    carType: CAR_TYPES[i % CAR_TYPES.length],
    location: pointNear(cityCenter(Math.floor(i / DRIVERS_PER_CITY)), i),
  };
}

/** Driver profiles, and the dispatch index entries of those that are dispatchable. */
export async function seedDrivers(
  client: DynamoDBDocumentClient,
  table: string,
  from: number,
  to: number,
  driverOf: (i: number) => BenchDriver = driverAt,
) {
  const users = userEntity(client, table);
  const entries = dispatchEntryEntity(client, table);
  const drivers = Array.from({ length: to - from }, (_, k) => driverOf(from + k));
  const updatedAt = new Date(START).toISOString();
  // Driver i joined i seconds after START, so the byType index lists them in seeding order.
  const profiles = drivers.map(
    ({ uid, firstName, approved, driverActiveStatus, queue, carType, location }, k) => ({
      uid,
      firstName,
      lastName: 'Bench',
      searchText: `${firstName} bench`.toLowerCase(),
      createdAt: new Date(START + (from + k) * 1000).toISOString(),
      usertype: 'driver' as const,
      approved,
      regType: 'admin' as const,
      walletBalanceMinor: 0,
      driverActiveStatus,
      queue,
      carType,
      location,
    }),
  );
  await inBatches(profiles, (batch) => users.put(batch).go());
  const placed = drivers.flatMap((driver) => {
    const spot = dispatchSpotOf(driver);
    return spot
      ? [
          {
            driverUid: driver.uid,
            cell: dispatchCellOf(spot.location),
            carType: spot.carType,
            ...spot.location,
          },
        ]
      : [];
  });
  await inBatches(placed, (batch) => entries.put(batch.map((p) => ({ ...p, updatedAt }))).go());
  return drivers;
}

export const SETTLED = new Set<(typeof BOOKING_STATUSES)[number]>(['PAID', 'COMPLETE']);
