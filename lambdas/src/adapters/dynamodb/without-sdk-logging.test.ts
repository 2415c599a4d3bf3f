import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { withoutSdkLogging } from './without-sdk-logging';

const middlewares = (client: { middlewareStack: { identify(): string[] } }) =>
  client.middlewareStack.identify().map((entry) => entry.split(' ')[0]);

describe('an SDK client without its logging middleware', () => {
  it('has every other middleware, and so has a document client over it', () => {
    const client = new DynamoDBClient({ region: 'us-east-1' });
    const before = middlewares(client);
    expect(before).toContain('loggerMiddleware');

    const document = DynamoDBDocumentClient.from(withoutSdkLogging(client));
    expect(middlewares(client)).toEqual(before.filter((name) => name !== 'loggerMiddleware'));
    expect(middlewares(document)).not.toContain('loggerMiddleware');
  });
});
