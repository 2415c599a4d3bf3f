/**
 * The bundles `cdk synth` deploys (esbuild, minified, tree-shaken) load, and a bundled resolver
 * works against DynamoDB: proof that bundling keeps what the handlers need.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ensureTable } from '@wayfare/infra/local/dynamodb/create-table';
import { localClient, type DynamoDbLocal } from '@wayfare/infra/local/dynamodb/dynamodb-local';
import { startTestDynamoDb } from '../support/dynamodb-pool';
import { demoSettings } from '@wayfare/infra/local/seed/demo-settings';
import { bundleLambda, lambdaEntries } from '@wayfare/infra/lib/lambda-bundles';
import { repoRoot } from '@wayfare/infra/lib/paths';
import { DynamoUserRepository } from '@wayfare/lambdas/src/adapters/dynamodb/user.repository';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

const TABLE = 'bundles-test';
// Inside the repository, so the bundles resolve the AWS SDK from node_modules as the runtime provides it.
const outDir = join(repoRoot, 'node_modules', '.cache', 'wayfare-lambda-bundles');

type Handler = (event: unknown, context?: unknown) => Promise<unknown>;

describe('bundled Lambdas', () => {
  let db: DynamoDbLocal;
  const bundles = new Map<string, string>();

  beforeAll(async () => {
    db = await startTestDynamoDb();
    const client = localClient(db.endpoint);
    await ensureTable(client, TABLE);
    client.destroy();
    // What the stacks pass in; read by each bundle's config at load.
    Object.assign(process.env, {
      TABLE_NAME: TABLE,
      DYNAMODB_ENDPOINT: db.endpoint,
      AWS_REGION: 'us-east-1',
    });
    mkdirSync(outDir, { recursive: true });
    for (const [name, entry] of Object.entries(lambdaEntries())) {
      const outfile = join(outDir, `${name.replace(/\W+/g, '-')}.cjs`);
      await bundleLambda(entry, outfile);
      bundles.set(name, outfile);
    }
  });
  afterAll(() => db?.close());

  // A bundle is a built CommonJS file chosen at run time, loaded as the Lambda runtime loads it.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const load = (name: string) => require(bundles.get(name)!) as { handler: Handler };

  it.each(Object.keys(lambdaEntries()))('%s loads and exports its handler', (name) => {
    expect(typeof load(name).handler).toBe('function');
  });

  it('the bundled settings resolver saves and reads the settings', async () => {
    const { handler } = load('api settings');
    const event = (parentTypeName: string, fieldName: string, extra: object = {}) => ({
      info: { parentTypeName, fieldName },
      arguments: {},
      identity: null,
      ...extra,
    });
    expect(await handler(event('Query', 'settings'))).toBeNull();
    const admin = { sub: 'admin-1', groups: ['admin'] };
    const save = event('Mutation', 'updateSettings', { identity: admin, arguments: { input: demoSettings } });
    // The token's group alone is not enough: the stored profile must be an admin's too.
    await expect(handler(save)).rejects.toMatchObject({ name: 'FORBIDDEN' });
    const client = localClient(db.endpoint);
    await new DynamoUserRepository(DynamoDBDocumentClient.from(client), TABLE).create({
      uid: admin.sub,
      createdAt: '2026-01-01T00:00:00.000Z',
      firstName: 'Ada',
      lastName: 'Admin',
      email: 'ada@example.com',
      usertype: 'admin',
      approved: true,
      walletBalance: 0,
      regType: 'admin',
    });
    client.destroy();
    const saved = await handler(
      event('Mutation', 'updateSettings', { identity: admin, arguments: { input: demoSettings } }),
    );
    expect(saved).toMatchObject({ appName: demoSettings.appName, bonus: demoSettings.bonus });
    expect(await handler(event('Query', 'settings'))).toMatchObject({ appName: demoSettings.appName });
  });
});
