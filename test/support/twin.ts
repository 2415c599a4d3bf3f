/** A twin for one test file: free ports, an empty DynamoDB Local (the worker's), temporary folders. */
import { startTwin, type Twin, type TwinOptions } from '@wayfare/infra/local/twin';
import { startTestDynamoDb } from './dynamodb-pool';

export async function startTestTwin(options: TwinOptions = {}): Promise<Twin> {
  // A twin that keeps its data in a folder runs its own DynamoDB Local there.
  if (options.dataDir || options.dynamodbEndpoint) return startTwin({ web: 'none', ...options });
  const dynamodb = await startTestDynamoDb();
  try {
    const twin = await startTwin({ web: 'none', ...options, dynamodbEndpoint: dynamodb.endpoint });
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
