/**
 * Dispatch benchmark (bench/README.md): online, approved, idle drivers in the geo-cell dispatch
 * index on DynamoDB Local, at 1k, 10k and 100k drivers, in two layouts:
 *   - spread: cities of 1,000 drivers (50 × 50 km each), so the fleet grows by adding cities;
 *   - one city: every driver in the same 50 × 50 km city, so the fleet grows in density.
 * For each size it prints the items DynamoDB read and the median time of one candidate lookup
 * (the 10 nearest of a car type within 2, 5 and 10 km, as dispatch's expanding batches ask),
 * next to reading every driver and filtering; then the time of each phase and the whole run
 * against its budget (issue 22: ≤ 5 min at 100k drivers, seeding included). Figures are printed,
 * never asserted.
 *
 *   npm run bench:dispatch                          1k, 10k and 100k drivers
 *   npm run bench:dispatch -- --max-drivers 10000   1k and 10k only
 */
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { DeleteTableCommand } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { LatLng } from '@wayfare/shared';
import { localClient, startDynamoDbLocal } from '@wayfare/infra/local/dynamodb/dynamodb-local';
import { DynamoDispatchIndex } from '@wayfare/lambdas/src/adapters/dynamodb/dispatch-index.repository';
import { DynamoUserRepository } from '@wayfare/lambdas/src/adapters/dynamodb/user.repository';
import { nearestByReadingEveryDriver } from '../data/every-driver';
import { countReads, measure, type Measurement } from '../data/measure';
import { ensureBenchTable } from '../data/table';
import {
  CAR_TYPES,
  cityCenter,
  DRIVERS_PER_CITY,
  pointNear,
  seedDrivers,
  type BenchDriver,
} from '../data/seed';

const { values } = parseArgs({ options: { 'max-drivers': { type: 'string', default: '100000' } } });
const SIZES = [1_000, 10_000, 100_000].filter((size) => size <= Number(values['max-drivers']));
/** Issue 22's budget: the whole run at 100k drivers, seeding included. */
const BUDGET = { drivers: 100_000, ms: 5 * 60_000 };
const RADII_KM = [2, 5, 10];
const CANDIDATES = 10;
const CAR_TYPE = CAR_TYPES[0];

interface Layout {
  name: string;
  short: string;
  table: string;
  centerOf: (i: number) => LatLng;
}

const LAYOUTS: Layout[] = [
  {
    name: 'spread (1,000 drivers per 50 × 50 km city)',
    short: 'spread',
    table: 'wayfare-bench-dispatch-spread',
    centerOf: (i) => cityCenter(Math.floor(i / DRIVERS_PER_CITY)),
  },
  {
    name: 'one city (every driver in one 50 × 50 km city)',
    short: 'one city',
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
  lookups: Measurement[];
  everyDriver: Measurement;
}

const phases: { what: string; ms: number }[] = [];

/** Runs one phase of the benchmark and records how long it took, for the summary at the end. */
async function phase<T>(what: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await run();
  } finally {
    const ms = performance.now() - started;
    phases.push({ what, ms });
    console.error(`${what}: ${seconds(ms)}`);
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** A single timed read at 100k, where one read takes minutes and the database is warm by then. */
const everyDriverRuns = (drivers: number) =>
  drivers >= 100_000 ? { runs: 1, warmUp: false } : { runs: 5, warmUp: true };

async function measureLayout(raw: ReturnType<typeof localClient>, layout: Layout): Promise<Row[]> {
  await ensureBenchTable(raw, layout.table);
  const client = DynamoDBDocumentClient.from(raw, { marshallOptions: { removeUndefinedValues: true } });
  const index = new DynamoDispatchIndex(client, layout.table);
  const users = new DynamoUserRepository(client, layout.table);
  const pickup = cityCenter(0);
  const rows: Row[] = [];
  let seeded = 0;
  for (const size of SIZES) {
    const at = `${layout.short}, ${size.toLocaleString('en')}`;
    // Each size adds drivers to the last one's: 1k ⊂ 10k ⊂ 100k.
    await phase(`${at}: seeding ${(size - seeded).toLocaleString('en')} more drivers`, () =>
      seedDrivers(client, layout.table, seeded, size, onlineDriver(layout)),
    );
    seeded = size;

    let fromIndex = '';
    const lookups = await phase(`${at}: lookups`, async () => {
      const measured = [];
      for (const radiusKm of RADII_KM) {
        const search = { carType: CAR_TYPE, pickup, radiusKm, limit: CANDIDATES };
        measured.push(
          await measure(async () => {
            fromIndex = (await index.findNearby(search)).map((d) => d.uid).join();
          }, 11),
        );
      }
      return measured;
    });
    const widest = { carType: CAR_TYPE, pickup, radiusKm: RADII_KM.at(-1)!, limit: CANDIDATES };
    const { runs, warmUp } = everyDriverRuns(size);
    let fromAll = '';
    const everyDriver = await phase(`${at}: every driver (${runs} timed)`, () =>
      measure(
        async () => {
          fromAll = (await nearestByReadingEveryDriver(users, widest)).map((d) => d.uid).join();
        },
        runs,
        { warmUp },
      ),
    );
    // Both must find the same drivers, or the comparison says nothing.
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

function printTimes(totalMs: number): void {
  console.log('\n| phase | time |\n|---|---:|');
  for (const { what, ms } of phases) console.log(`| ${what} | ${seconds(ms)} |`);
  const largest = SIZES.at(-1)!;
  const judged =
    largest === BUDGET.drivers
      ? totalMs <= BUDGET.ms
        ? 'within'
        : 'OVER'
      : `not judged: this run stopped at ${largest.toLocaleString('en')} drivers`;
  console.log(
    `\ntotal: ${seconds(totalMs)} (budget at ${BUDGET.drivers.toLocaleString('en')} drivers, seeding included: ` +
      `≤ ${BUDGET.ms / 60_000} min: ${judged})`,
  );
}

async function main(): Promise<void> {
  if (!SIZES.length) throw new Error('--max-drivers must be at least 1000');
  const started = performance.now();
  const dynamodb = await phase('starting DynamoDB Local', () => startDynamoDbLocal());
  const raw = localClient(dynamodb.endpoint);
  countReads(raw);
  try {
    for (const layout of LAYOUTS) {
      print(layout, await measureLayout(raw, layout));
      // The next layout gets the JVM's memory to itself, as it would on a database of its own.
      await raw.send(new DeleteTableCommand({ TableName: layout.table }));
    }
  } finally {
    raw.destroy();
    await dynamodb.close();
  }
  printTimes(performance.now() - started);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
