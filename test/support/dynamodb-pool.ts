/**
 * One DynamoDB Local per Jest worker, shared by the test files that worker runs one after another.
 * Starting the Java process took 7 s idle and up to 30 s on a loaded machine, for every file;
 * a warm process also answers faster. Each file still gets an empty database: every table is
 * deleted when a file takes the worker's process and again when it gives it back.
 *
 * The processes are started by the integration and e2e projects' global setup
 * (test/support/twin-run.setup.ts), which hands their endpoints to the workers through
 * WAYFARE_TEST_DYNAMODB. Without it (a script, a second database in one file) a private
 * in-memory process is started, as before.
 */
import { DeleteTableCommand, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import {
  localClient,
  startDynamoDbLocal,
  type DynamoDbLocal,
} from '@wayfare/infra/local/dynamodb/dynamodb-local';

export const POOL_VARIABLE = 'WAYFARE_TEST_DYNAMODB';

/** The pool's endpoints, one per worker, in worker order. */
export const poolEndpoints = (): string[] =>
  (process.env[POOL_VARIABLE] ?? '').split(',').filter((endpoint) => endpoint !== '');

/** Whether this file (its own module registry) already holds its worker's process. */
let leased = false;

/** Deletes every table, leaving the database as a fresh in-memory process starts. */
async function emptyDatabase(endpoint: string): Promise<void> {
  const client = localClient(endpoint);
  try {
    const { TableNames = [] } = await client.send(new ListTablesCommand({}));
    await Promise.all(TableNames.map((TableName) => client.send(new DeleteTableCommand({ TableName }))));
  } finally {
    client.destroy();
  }
}

/** An empty DynamoDB Local for this test file: the worker's own when free, else a new process. */
export async function startTestDynamoDb(): Promise<DynamoDbLocal> {
  const workerIndex = Number(process.env.JEST_WORKER_ID ?? 1) - 1;
  const endpoint = poolEndpoints()[workerIndex];
  if (!endpoint || leased) return startDynamoDbLocal({});
  leased = true;
  await emptyDatabase(endpoint);
  return {
    endpoint,
    close: async () => {
      await emptyDatabase(endpoint);
      leased = false;
    },
  };
}
