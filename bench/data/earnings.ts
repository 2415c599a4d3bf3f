/**
 * Earnings benchmark (bench/README.md): items read by the grossEarnings resolver's service and by
 * one page of the earning report and of driver earnings, at 10k and at 1M settled bookings.
 *
 * The 10k are real: each settled booking is counted by the earnings repository exactly as the
 * table stream does. The 1M are simulated by counter content: the counters (operator totals,
 * months, driver months) are raised to what 1M settled bookings over 36 months and 500 drivers
 * would leave, with the same `ADD` updates the stream uses, without writing 1M bookings. The
 * reads do not look at bookings at all, which is the point the figures make.
 * Run: npm run bench:earnings (BENCH_SETTLED=2000 for a quicker first size).
 */
import { randomUUID } from 'node:crypto';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { Service } from 'electrodb';
import { demoSettings } from '@wayfare/infra/local/seed/demo-settings';
import { localClient, startDynamoDbLocal } from '@wayfare/infra/local/dynamodb/dynamodb-local';
import { driverEarningsEntity } from '@wayfare/lambdas/src/adapters/dynamodb/driver-earnings.entity';
import { DynamoEarningsRepository } from '@wayfare/lambdas/src/adapters/dynamodb/earnings.repository';
import { earningsCounterEntity } from '@wayfare/lambdas/src/adapters/dynamodb/earnings-counter.entity';
import { DynamoSettingsRepository } from '@wayfare/lambdas/src/adapters/dynamodb/settings.repository';
import { DynamoUserRepository } from '@wayfare/lambdas/src/adapters/dynamodb/user.repository';
import { driverEarnings, earningReports, grossEarnings } from '@wayfare/lambdas/src/money/earnings';
import type { MoneyDeps } from '@wayfare/lambdas/src/money/money-deps';
import { toMoney, type Booking } from '@wayfare/shared';
import { countReads, measure, type Measurement } from './measure';
import { createBenchTable } from './table';

const TABLE = 'wayfare-bench-earnings';
const NOW = Date.UTC(2026, 4, 12, 15, 30);
const MONTH = 30 * 86_400_000;
const REAL = Number(process.env.BENCH_SETTLED ?? 10_000);
const SIMULATED = 1_000_000;
const MONTHS = 36;
const DRIVERS = 500;

const settledBooking = (i: number): Booking => ({
  id: `bench-${i}`,
  reference: 'BENCHX',
  customer: `rider-${i % 1000}`,
  customer_name: 'Rider',
  pickup: { lat: 40.7, lng: -74, add: 'A' },
  drop: { lat: 40.8, lng: -73.9, add: 'B' },
  status: i % 2 ? 'PAID' : 'COMPLETE',
  tripdate: NOW - (i % MONTHS) * MONTH,
  bookingDate: NOW - (i % MONTHS) * MONTH,
  carType: 'Economy',
  trip_cost: 20,
  convenience_fees: 2,
  discount_amount: 1,
  driver_share: 18,
  driver: `driver-${i % DRIVERS}`,
  driver_name: 'Driver',
  vehicle_number: 'V1',
});

async function main(): Promise<void> {
  const dynamodb = await startDynamoDbLocal();
  const raw = localClient(dynamodb.endpoint);
  await createBenchTable(raw, TABLE);
  countReads(raw);
  const client = DynamoDBDocumentClient.from(raw, { marshallOptions: { removeUndefinedValues: true } });
  const earnings = new DynamoEarningsRepository(client, TABLE);
  const users = new DynamoUserRepository(client, TABLE);
  const settings = new DynamoSettingsRepository(client, TABLE);
  await settings.put({ ...demoSettings, timezone: 'UTC' }, new Date(NOW));
  const admin = randomUUID();
  await users.create({
    uid: admin,
    createdAt: new Date(NOW).toISOString(),
    firstName: 'Admin',
    lastName: 'Bench',
    usertype: 'admin',
    approved: true,
    walletBalance: 0,
    regType: 'admin',
  });
  const deps = { users, settings, earnings, now: () => NOW } as unknown as MoneyDeps;
  const caller = { uid: admin, groups: ['admin' as const] };
  const page = { limit: 25 };
  const results: Record<string, Measurement[]> = {};
  const measureAll = async () => {
    const record = (name: string, m: Measurement) => (results[name] ??= []).push(m);
    record('grossEarnings (today, month, total)', await measure(() => grossEarnings(deps, caller), 11));
    record('earningReports, one page of 25', await measure(() => earningReports(deps, caller, page), 11));
    record('driverEarnings, one page of 25', await measure(() => driverEarnings(deps, caller, page), 11));
  };

  const started = Date.now();
  for (let i = 0; i < REAL; i += 1) await earnings.count(settledBooking(i), 'UTC', new Date(NOW));
  console.error(`counted ${REAL} settled bookings in ${Math.round((Date.now() - started) / 1000)} s`);
  await measureAll();

  // The rest up to 1M, as counter content: per month and per driver month, what the bookings add.
  const service = new Service({
    counter: earningsCounterEntity(client, TABLE),
    driverMonth: driverEarningsEntity(client, TABLE),
  });
  const rest = SIMULATED - REAL;
  const perMonth = rest / MONTHS;
  const sums = (rides: number) => ({
    rides,
    convenienceFeesMinor: toMoney(2) * rides,
    tripCostMinor: toMoney(20) * rides,
    discountMinor: toMoney(1) * rides,
  });
  const pad = (n: number) => String(n).padStart(2, '0');
  for (let m = 0; m < MONTHS; m += 1) {
    const date = new Date(NOW - m * MONTH);
    const month = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}`;
    await service.entities.counter
      .update({ scope: 'all', period: `month-${month}` })
      .add(sums(perMonth))
      .go();
    for (let d = m; d < DRIVERS; d += MONTHS) {
      await service.entities.driverMonth
        .update({ driver: `driver-${d}`, month })
        .add({ rides: Math.floor(perMonth / Math.ceil(DRIVERS / MONTHS)), driverShareMinor: toMoney(18) })
        .set({ listing: 'all', fleetKey: '', driverName: 'Driver', driverVehicleNo: 'V1' })
        .go();
    }
  }
  await service.entities.counter.update({ scope: 'all', period: 'total' }).add(sums(rest)).go();
  await measureAll();

  console.log(`\nEarnings reads at ${REAL} counted and ${SIMULATED} (simulated) settled bookings\n`);
  console.log('| operation | items read | requests | median ms |');
  console.log('|---|---|---|---|');
  for (const [name, [small, large]] of Object.entries(results)) {
    console.log(
      `| ${name} | ${small.itemsRead} → ${large.itemsRead} | ${small.requests} → ${large.requests} | ${small.medianMs.toFixed(1)} → ${large.medianMs.toFixed(1)} |`,
    );
  }
  raw.destroy();
  await dynamodb.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
