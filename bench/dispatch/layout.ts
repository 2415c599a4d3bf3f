/**
 * One layout of the dispatch benchmark, measured on a DynamoDB Local of its own: seeded to each
 * size in turn (1k ⊂ 10k ⊂ 100k), its lookups timed and compared with reading every driver.
 */
import { performance } from 'node:perf_hooks';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { LatLng } from '@wayfare/shared';
import { localClient, startDynamoDbLocal } from '@wayfare/infra/local/dynamodb/dynamodb-local';
import { DynamoDispatchIndex } from '@wayfare/lambdas/src/adapters/dynamodb/dispatch-index.repository';
import { userSchema } from '@wayfare/lambdas/src/adapters/dynamodb/user.entity';
import { DynamoUserRepository } from '@wayfare/lambdas/src/adapters/dynamodb/user.repository';
import { nearestByReadingEveryDriver, nearestOf } from '../data/every-driver';
import { countReads, measure, type Measurement } from '../data/measure';
import {
  CAR_TYPES,
  cityCenter,
  DRIVERS_PER_CITY,
  pointNear,
  seedDrivers,
  type BenchDriver,
} from '../data/seed';
import { createBenchTable } from '../data/table';

const RADII_KM = [2, 5, 10];
const CANDIDATES = 10;
const CAR_TYPE = CAR_TYPES[0];
/** The lookup reads the dispatch entries (the table's own keys); reading every driver, byType. */
const INDEXES_READ = [userSchema.indexes.byType.index];

export interface Layout {
  name: string;
  short: string;
  table: string;
  centerOf: (i: number) => LatLng;
  /**
   * Whether reading every driver is timed here. It reads every profile whatever its position, so
   * it costs the same in both layouts and is timed in one; the other checks its lookups against
   * the drivers it generated.
   */
  readsEveryDriver: boolean;
}

export const LAYOUTS = {
  spread: {
    name: 'spread (1,000 drivers per 50 × 50 km city)',
    short: 'spread',
    table: 'wayfare-bench-dispatch-spread',
    centerOf: (i: number) => cityCenter(Math.floor(i / DRIVERS_PER_CITY)),
    readsEveryDriver: true,
  },
  city: {
    name: 'one city (every driver in one 50 × 50 km city)',
    short: 'one city',
    table: 'wayfare-bench-dispatch-city',
    centerOf: () => cityCenter(0),
    readsEveryDriver: false,
  },
} satisfies Record<string, Layout>;

export type LayoutKey = keyof typeof LAYOUTS;

export interface Row {
  drivers: number;
  lookups: Measurement[];
  /** Null where the layout does not time it (Layout.readsEveryDriver). */
  everyDriver: Measurement | null;
}

export interface Phase {
  what: string;
  ms: number;
}

export interface LayoutResult {
  rows: Row[];
  phases: Phase[];
}

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

const uids = (drivers: { uid: string }[]) => drivers.map((d) => d.uid).join();

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** A single timed read at 100k, where one read takes minutes and the database is warm by then. */
const everyDriverRuns = (drivers: number) =>
  drivers >= 100_000 ? { runs: 1, warmUp: false } : { runs: 5, warmUp: true };

export async function measureLayout(layout: Layout, sizes: number[]): Promise<LayoutResult> {
  const phases: Phase[] = [];
  /** Runs one phase and records how long it took, for the summary at the end. */
  const phase = async <T>(what: string, run: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    try {
      return await run();
    } finally {
      const ms = performance.now() - started;
      phases.push({ what, ms });
      console.error(`${what}: ${seconds(ms)}`);
    }
  };

  const dynamodb = await phase(`${layout.short}: starting DynamoDB Local`, () => startDynamoDbLocal());
  const raw = localClient(dynamodb.endpoint);
  countReads(raw);
  try {
    await createBenchTable(raw, layout.table, INDEXES_READ);
    const client = DynamoDBDocumentClient.from(raw, { marshallOptions: { removeUndefinedValues: true } });
    const index = new DynamoDispatchIndex(client, layout.table);
    const users = new DynamoUserRepository(client, layout.table);
    const pickup = cityCenter(0);
    const rows: Row[] = [];
    const generated: BenchDriver[] = [];
    for (const size of sizes) {
      const at = `${layout.short}, ${size.toLocaleString('en')}`;
      const seeded = generated.length;
      const added = await phase(`${at}: seeding ${(size - seeded).toLocaleString('en')} more drivers`, () =>
        seedDrivers(client, layout.table, seeded, size, onlineDriver(layout)),
      );
      generated.push(...added);

      let fromIndex = '';
      const lookups = await phase(`${at}: lookups`, async () => {
        const measured = [];
        for (const radiusKm of RADII_KM) {
          const search = { carType: CAR_TYPE, pickup, radiusKm, limit: CANDIDATES };
          measured.push(
            await measure(async () => {
              fromIndex = uids(await index.findNearby(search));
            }, 11),
          );
        }
        return measured;
      });
      const widest = { carType: CAR_TYPE, pickup, radiusKm: RADII_KM.at(-1)!, limit: CANDIDATES };
      const { runs, warmUp } = everyDriverRuns(size);
      // The ten drivers the generator put nearest the pickup: what both reads must find, or the
      // comparison says nothing.
      const expected = uids(nearestOf(generated, widest));
      const agree = (how: string, found: string) => {
        if (found !== expected) throw new Error(`Dispatch disagrees (${how}): ${found} vs ${expected}`);
      };
      agree('lookup', fromIndex);
      const everyDriver = layout.readsEveryDriver
        ? await phase(`${at}: every driver (${runs} timed)`, () =>
            measure(
              async () => agree('every driver', uids(await nearestByReadingEveryDriver(users, widest))),
              runs,
              { warmUp },
            ),
          )
        : null;
      rows.push({ drivers: size, lookups, everyDriver });
    }
    return { rows, phases };
  } finally {
    raw.destroy();
    await dynamodb.close();
  }
}

export function printLayout(layout: Layout, rows: Row[]): void {
  const radii = RADII_KM.map((r) => `${r} km: items / queries / ms`);
  console.log(`\n${layout.name}\n`);
  if (!layout.readsEveryDriver)
    console.log(
      'Reading every driver is timed in the other layout: it reads every profile whatever its position.\n' +
        'The lookups here are checked against the generated drivers nearest the pickup.\n',
    );
  console.log(`| online drivers | ${radii.join(' | ')} | every driver: items / ms |`);
  console.log(`|---:|${RADII_KM.map(() => '---:').join('|')}|---:|`);
  for (const { drivers, lookups, everyDriver } of rows) {
    const cells = lookups.map((l) => `${l.itemsRead} / ${l.requests} / ${l.medianMs.toFixed(1)}`);
    const baseline = everyDriver
      ? `${everyDriver.itemsRead} / ${everyDriver.medianMs.toFixed(0)}`
      : 'not timed here';
    console.log(`| ${drivers.toLocaleString('en')} | ${cells.join(' | ')} | ${baseline} |`);
  }
}
