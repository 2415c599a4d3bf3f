/**
 * Jest global setup of the projects that use DynamoDB Local: one process per worker for the whole
 * run (test/support/dynamodb-pool.ts). Both projects name it; the first to run starts the pool.
 */
import type { Config } from '@jest/types';
import { startDynamoDbLocal, type DynamoDbLocal } from '@wayfare/infra/local/dynamodb/dynamodb-local';
import { POOL_VARIABLE } from './dynamodb-pool';

// Jest loads the setup and the teardown apart; what they share lives on the global object.
const pool = globalThis as { wayfareDynamoDbPool?: DynamoDbLocal[] };

export default async function startDynamoDbPool(globalConfig: Config.GlobalConfig): Promise<void> {
  if (process.env[POOL_VARIABLE]) return;
  const workers = globalConfig.maxWorkers > 0 ? globalConfig.maxWorkers : 1;
  const running = await Promise.all(Array.from({ length: workers }, () => startDynamoDbLocal({})));
  pool.wayfareDynamoDbPool = running;
  process.env[POOL_VARIABLE] = running.map((db) => db.endpoint).join(',');
}

/** The global teardown: stops the pool (each process also stops when Jest exits). */
export async function stopDynamoDbPool(): Promise<void> {
  await Promise.all((pool.wayfareDynamoDbPool ?? []).map((db) => db.close()));
  pool.wayfareDynamoDbPool = undefined;
  delete process.env[POOL_VARIABLE];
}
