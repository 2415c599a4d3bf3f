/**
 * Data benchmark (bench/README.md): seeds DynamoDB Local with 1k bookings and 1k drivers, measures
 * every access pattern, grows the data to 100k bookings and 10k drivers, and measures again.
 * Prints items read and median latency per pattern at both sizes, and the dispatch lookup next
 * to reading every driver. Run: npm run bench:data
 */
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { CalendarDate } from '@wayfare/shared';
import { localClient, startDynamoDbLocal } from '@wayfare/infra/local/dynamodb/dynamodb-local';
import { DynamoBookingRepository } from '@wayfare/lambdas/src/adapters/dynamodb/booking.repository';
import { DynamoChatRepository } from '@wayfare/lambdas/src/adapters/dynamodb/chat.repository';
import { DynamoDispatchIndex } from '@wayfare/lambdas/src/adapters/dynamodb/dispatch-index.repository';
import { DynamoEarningsRepository } from '@wayfare/lambdas/src/adapters/dynamodb/earnings.repository';
import { DynamoTrackingRepository } from '@wayfare/lambdas/src/adapters/dynamodb/tracking.repository';
import { DynamoUserRepository } from '@wayfare/lambdas/src/adapters/dynamodb/user.repository';
import { nearestByReadingEveryDriver } from './every-driver';
import { countReads, measure, type Measurement } from './measure';
import { bookingAt, cityCenter, seedBookings, seedDrivers, SETTLED } from './seed';
import { createBenchTable } from './table';

const TABLE = 'wayfare-bench';
const SIZES = [
  { bookings: 1_000, drivers: 1_000 },
  { bookings: 100_000, drivers: 10_000 },
];
/** Settled bookings counted into the earnings counters per size (counter reads do not depend on it). */
const COUNTED_PER_SIZE = 1_000;
const DISPATCH_RADIUS_KM = 10;

async function main(): Promise<void> {
  const dynamodb = await startDynamoDbLocal();
  const raw = localClient(dynamodb.endpoint);
  await createBenchTable(raw, TABLE);
  countReads(raw);
  const client = DynamoDBDocumentClient.from(raw, { marshallOptions: { removeUndefinedValues: true } });
  const retention = { retentionDays: 90 };
  const bookings = new DynamoBookingRepository(client, TABLE, retention);
  const tracking = new DynamoTrackingRepository(client, TABLE, retention);
  const chat = new DynamoChatRepository(client, TABLE, retention);
  const dispatch = new DynamoDispatchIndex(client, TABLE);
  const earnings = new DynamoEarningsRepository(client, TABLE);
  const users = new DynamoUserRepository(client, TABLE);

  // One trip's tracking and chat: per-booking patterns, the same at both sizes.
  const trip = bookingAt(0).id;
  for (let i = 0; i < 300; i += 1) {
    await tracking.add(trip, { at: Date.UTC(2024, 0, 1) + i * 5000, status: 'STARTED', lat: 40.7, lng: -74 });
  }
  for (let i = 0; i < 100; i += 1) {
    await chat.add({
      bookingId: trip,
      id: `m${i}`,
      at: Date.UTC(2024, 0, 1) + i * 60_000,
      message: `message ${i}`,
      from: 'rider-0',
      type: 'msg',
      msgDate: '1:1:2024',
      msgTime: '10:00',
      source: 'rider',
    });
  }

  const results: Record<string, Measurement[]> = {};
  const record = (name: string, measurement: Measurement) => (results[name] ??= []).push(measurement);
  let seeded = { bookings: 0, drivers: 0 };

  for (const size of SIZES) {
    const started = Date.now();
    await seedBookings(client, TABLE, seeded.bookings, size.bookings);
    const drivers = await seedDrivers(client, TABLE, seeded.drivers, size.drivers);
    let counted = 0;
    for (let i = seeded.bookings; i < size.bookings && counted < COUNTED_PER_SIZE; i += 1) {
      const booking = bookingAt(i);
      if (!SETTLED.has(booking.status)) continue;
      await earnings.count(booking, 'UTC', new Date());
      counted += 1;
    }
    console.error(
      `seeded ${size.bookings} bookings, ${size.drivers} drivers (${drivers.length} new) in ${Math.round((Date.now() - started) / 1000)} s`,
    );
    seeded = size;

    const sample = bookingAt(Math.floor(size.bookings / 2));
    const page = { limit: 25 };
    const today: CalendarDate = { year: 2023, month: 1, day: 1 };
    record('booking by id (GetItem)', await measure(() => bookings.getById(sample.id)));
    record(
      'booking by reference (2 GetItems)',
      await measure(() => bookings.getByReference(sample.reference)),
    );
    record('bookings of a customer, page 25', await measure(() => bookings.listByCustomer('rider-3', page)));
    record('bookings of a driver, page 25', await measure(() => bookings.listByDriver('driver-3', page)));
    record('bookings of a fleet, page 25', await measure(() => bookings.listByFleetAdmin('fleet-3', page)));
    record('all bookings by date, page 25 (8 shards)', await measure(() => bookings.listAll(page)));
    record(
      'bookings by status NEW, page 25 (8 shards)',
      await measure(() => bookings.listByStatus('NEW', page)),
    );
    record(
      'tasks offered to a driver, page 25',
      await measure(() => bookings.listOffersTo('driver-7', page)),
    );
    record('tracking of a trip, page 25', await measure(() => tracking.listByBooking(trip, page)));
    record('last tracking entry', await measure(() => tracking.last(trip)));
    record('chat of a trip, page 25', await measure(() => chat.listByBooking(trip, page)));
    record(
      'gross earnings day/month/total',
      await measure(() => earnings.totals({ kind: 'all' }, { day: today })),
    );
    record('earning report months, page 25', await measure(() => earnings.listMonths({ kind: 'all' }, page)));
    record('driver earnings, page 25', await measure(() => earnings.listDriverMonths({ kind: 'all' }, page)));

    const pickup = cityCenter(0);
    const nearby = () =>
      dispatch.findNearby({ carType: 'Sedan', pickup, radiusKm: DISPATCH_RADIUS_KM, limit: 10 });
    record(`dispatch: 10 nearest within ${DISPATCH_RADIUS_KM} km (geo index)`, await measure(nearby, 11));
    const readEveryDriver = () =>
      nearestByReadingEveryDriver(users, {
        carType: 'Sedan',
        pickup,
        radiusKm: DISPATCH_RADIUS_KM,
        limit: 10,
      });
    record('dispatch: reading every driver instead', await measure(readEveryDriver, 5));
    // Both must find the same drivers, or the comparison says nothing.
    const fromIndex = (await nearby()).map((d) => d.uid).join();
    const fromAll = (await readEveryDriver()).map((d) => d.uid).join();
    if (!fromIndex || fromIndex !== fromAll)
      throw new Error(`Dispatch disagrees: ${fromIndex} vs ${fromAll}`);
  }

  const [small, large] = SIZES.map((s) => `${s.bookings / 1000}k bookings, ${s.drivers / 1000}k drivers`);
  console.log(`\n| access pattern | items read (${small}) | median ms | items read (${large}) | median ms |`);
  console.log('|---|---:|---:|---:|---:|');
  for (const [name, [a, b]] of Object.entries(results)) {
    console.log(
      `| ${name} | ${a.itemsRead} | ${a.medianMs.toFixed(1)} | ${b.itemsRead} | ${b.medianMs.toFixed(1)} |`,
    );
  }
  client.destroy();
  await dynamodb.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
