/**
 * Jest global setup of the projects that start twins (integration, e2e): one DynamoDB Local per
 * worker for the whole run (test/support/dynamodb-pool.ts) and a folder for the run's snapshot of
 * the seeded demo data (test/support/twin.ts). Both projects name it; the first to run sets up.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Config } from '@jest/types';
import { startDynamoDbLocal, type DynamoDbLocal } from '@wayfare/infra/local/dynamodb/dynamodb-local';
import { POOL_VARIABLE } from './dynamodb-pool';

/** The folder chosen for the run's seed snapshot, which test/support/twin.ts hands to each twin. */
export const SEED_SNAPSHOT_VARIABLE = 'WAYFARE_TEST_SEED_SNAPSHOT';

// Jest loads the setup and the teardown apart; what they share lives on the global object.
const run = globalThis as { wayfareDynamoDbPool?: DynamoDbLocal[]; wayfareSeedFolder?: string };

export default async function startTwinRun(globalConfig: Config.GlobalConfig): Promise<void> {
  if (process.env[POOL_VARIABLE]) return;
  const workers = globalConfig.maxWorkers > 0 ? globalConfig.maxWorkers : 1;
  const running = await Promise.all(Array.from({ length: workers }, () => startDynamoDbLocal({})));
  run.wayfareDynamoDbPool = running;
  process.env[POOL_VARIABLE] = running.map((db) => db.endpoint).join(',');
  // The snapshot itself is saved by the run's first twin, in a folder inside this one.
  run.wayfareSeedFolder = mkdtempSync(join(tmpdir(), 'wayfare-seed-'));
  process.env[SEED_SNAPSHOT_VARIABLE] = join(run.wayfareSeedFolder, 'snapshot');
}

/** The global teardown: stops the pool (each process also stops when Jest exits) and removes the snapshot. */
export async function stopTwinRun(): Promise<void> {
  await Promise.all((run.wayfareDynamoDbPool ?? []).map((db) => db.close()));
  run.wayfareDynamoDbPool = undefined;
  delete process.env[POOL_VARIABLE];
  if (run.wayfareSeedFolder) rmSync(run.wayfareSeedFolder, { recursive: true, force: true });
  run.wayfareSeedFolder = undefined;
  delete process.env[SEED_SNAPSHOT_VARIABLE];
}
