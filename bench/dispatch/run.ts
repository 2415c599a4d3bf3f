/**
 * Dispatch benchmark (bench/README.md): online, approved, idle drivers in the geo-cell dispatch
 * index on DynamoDB Local, at 1k, 10k and 100k drivers, in two layouts:
 *   - spread: cities of 1,000 drivers (50 × 50 km each), so the fleet grows by adding cities;
 *   - one city: every driver in the same 50 × 50 km city, so the fleet grows in density.
 * For each size it prints the items DynamoDB read and the median time of one candidate lookup
 * (the 10 nearest of a car type within 2, 5 and 10 km, as dispatch's expanding batches ask),
 * next to reading every driver and filtering. Run: npm run bench:dispatch
 */
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { LatLng } from '@wayfare/shared';
import { ensureTable } from '@wayfare/infra/local/dynamodb/create-table';
import { localClient, startDynamoDbLocal } from '@wayfare/infra/local/dynamodb/dynamodb-local';
import { DynamoDispatchIndex } from '@wayfare/lambdas/src/adapters/dynamodb/dispatch-index.repository';
import { DynamoUserRepository } from '@wayfare/lambdas/src/adapters/dynamodb/user.repository';
import { nearestByReadingEveryDriver } from '../data/every-driver';
import { countReads, measure, type Measurement } from '../data/measure';
import {
  CAR_TYPES,
  cityCenter,
  DRIVERS_PER_CITY,
  pointNear,
  seedDrivers,
  type BenchDriver,
} from '../data/seed';

const SIZES = [1_000, 10_000, 100_000];
const RADII_KM = [2, 5, 10];
const CANDIDATES = 10;
const CAR_TYPE = CAR_TYPES[0];

interface Layout {
  name: string;
  table: string;
  centerOf: (i: number) => LatLng;
}

const LAYOUTS: Layout[] = [
  {
    name: 'spread (1,000 drivers per 50 × 50 km city)',
    table: 'wayfare-bench-dispatch-spread',
    centerOf: (i) => cityCenter(Math.floor(i / DRIVERS_PER_CITY)),
  },
  {
    name: 'one city (every driver in one 50 × 50 km city)',
    table: 'wayfare-bench-dispatch-city',
    centerOf: () => cityCenter(0),
  },
];

/** Every benchmark driver is dispatchable: online, approved and idle, with a car type. */
const onlineDriver =
  (layout: Layout) =>
  (i: number): BenchDriver => ({
    uid: `online-driver-${String(i).padStart(6, '0')}`,
    firstName: `Driver ${i}`,
    usertype: 'driver',
    approved: true,
    driverActiveStatus: true,
    queue: false,
    carType: CAR_TYPES[i % CAR_TYPES.length],
    location: pointNear(layout.centerOf(i), i),
  });

interface Row {
  drivers: number;
  lookups: (Measurement & { found: number })[];
  everyDriver: Measurement;
}

/** Timed reads of every driver: each takes minutes at 100k, and its cost is linear anyway. */
const everyDriverRuns = (drivers: number) => (drivers >= 100_000 ? 1 : 5);

async function runLayout(layout: Layout): Promise<Row[]> {
  // A fresh DynamoDB Local per layout: one in-memory JVM holding both layouts' 600k items slows to a crawl.
  const dynamodb = await startDynamoDbLocal();
  const raw = localClient(dynamodb.endpoint);
  countReads(raw);
  try {
    return await measureLayout(raw, layout);
  } finally {
    raw.destroy();
    await dynamodb.close();
  }
}

async function measureLayout(raw: ReturnType<typeof localClient>, layout: Layout): Promise<Row[]> {
  await ensureTable(raw, layout.table);
  const client = DynamoDBDocumentClient.from(raw, { marshallOptions: { removeUndefinedValues: true } });
  const index = new DynamoDispatchIndex(client, layout.table);
  const users = new DynamoUserRepository(client, layout.table);
  const pickup = cityCenter(0);
  const rows: Row[] = [];
  let seeded = 0;
  for (const size of SIZES) {
    const started = Date.now();
    await seedDrivers(client, layout.table, seeded, size, onlineDriver(layout));
    seeded = size;
    console.error(`${layout.name}: ${size} drivers seeded in ${Math.round((Date.now() - started) / 1000)} s`);

    const lookups = [];
    for (const radiusKm of RADII_KM) {
      const search = { carType: CAR_TYPE, pickup, radiusKm, limit: CANDIDATES };
      const found = (await index.findNearby(search)).length;
      lookups.push({ ...(await measure(() => index.findNearby(search), 11)), found });
    }
    const widest = { carType: CAR_TYPE, pickup, radiusKm: RADII_KM.at(-1)!, limit: CANDIDATES };
    let baseline: { uid: string }[] = [];
    const everyDriver = await measure(async () => {
      baseline = await nearestByReadingEveryDriver(users, widest);
    }, everyDriverRuns(size));
    // Both must find the same drivers, or the comparison says nothing.
    const fromIndex = (await index.findNearby(widest)).map((d) => d.uid).join();
    const fromAll = baseline.map((d) => d.uid).join();
    if (!fromIndex || fromIndex !== fromAll)
      throw new Error(`Dispatch disagrees: ${fromIndex} vs ${fromAll}`);
    rows.push({ drivers: size, lookups, everyDriver });
  }
  return rows;
}

function print(layout: Layout, rows: Row[]): void {
  const radii = RADII_KM.map((r) => `${r} km: items / queries / ms`);
  console.log(`\n${layout.name}\n`);
  console.log(`| online drivers | ${radii.join(' | ')} | every driver: items / ms |`);
  console.log(`|---:|${RADII_KM.map(() => '---:').join('|')}|---:|`);
  for (const { drivers, lookups, everyDriver } of rows) {
    const cells = lookups.map((l) => `${l.itemsRead} / ${l.requests} / ${l.medianMs.toFixed(1)}`);
    console.log(
      `| ${drivers.toLocaleString('en')} | ${cells.join(' | ')} | ${everyDriver.itemsRead} / ${everyDriver.medianMs.toFixed(0)} |`,
    );
  }
}

async function main(): Promise<void> {
  for (const layout of LAYOUTS) print(layout, await runLayout(layout));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
