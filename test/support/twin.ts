/**
 * A twin for one test file: free ports, an empty DynamoDB Local (the worker's), temporary folders,
 * and the demo data restored from the run's seed snapshot once the run's first twin has saved it
 * (seeding through the repositories took most of a twin's start; docs/performance.md).
 */
import { startTwin, type Twin, type TwinOptions } from '@wayfare/infra/local/twin';
import { localClient } from '@wayfare/infra/local/dynamodb/dynamodb-local';
import { startTestDynamoDb } from './dynamodb-pool';
import { permitScans } from './scan-guard';
import { SEED_SNAPSHOT_VARIABLE } from './twin-run.setup';

function seedSnapshot(): TwinOptions['seedSnapshot'] {
  const dir = process.env[SEED_SNAPSHOT_VARIABLE];
  return dir ? { dir, scanClient: (endpoint) => permitScans(localClient(endpoint)) } : undefined;
}

export async function startTestTwin(options: TwinOptions = {}): Promise<Twin> {
  // A twin that keeps its data in a folder runs its own DynamoDB Local there.
  if (options.dataDir || options.dynamodbEndpoint) return startTwin({ web: 'none', ...options });
  const dynamodb = await startTestDynamoDb();
  try {
    const twin = await startTwin({
      web: 'none',
      seedSnapshot: seedSnapshot(),
      ...options,
      dynamodbEndpoint: dynamodb.endpoint,
    });
    return {
      ...twin,
      close: async () => {
        await twin.close();
        await dynamodb.close();
      },
    };
  } catch (error) {
    await dynamodb.close();
    throw error;
  }
}
