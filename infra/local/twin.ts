/**
 * The local twin: the cloud's stand-in on one machine (DESIGN.md §3). DynamoDB Local, a
 * Cognito-compatible endpoint running the real triggers, an AppSync-compatible endpoint running the
 * real resolvers over the same schema, s3rver, the SNS/SES outbox, and the web app.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { parseWebAppConfig } from '@wayfare/shared';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RateLimit } from '../lib/rate-limits';
import { startAppSyncTwin } from './appsync';
import { startCognitoTwin } from './cognito';
import { ensureTable } from './dynamodb/create-table';
import { localClient, startDynamoDbLocal } from './dynamodb/dynamodb-local';
import { cognitoTriggerHandlers, resolverFor } from './handler-registry';
import { startNotifyTwin } from './outbox/notify-server';
import { startPaymentsTwin } from './payments/payments-twin';
import { seedDemoData } from './seed';
import {
  hasSeedSnapshot,
  restoreSeededFiles,
  restoreSeededTable,
  saveSeedSnapshot,
  type SeededFiles,
} from './seed-snapshot';
import { startSchedules } from './schedules';
import { runUpgrades } from './upgrades';
import { startS3Twin } from './storage/s3-twin';
import { startStreamConsumers } from './streams';
import { freePort } from './support/free-port';
import { keptSecret, twinCredentials } from './support/kept-secrets';
import type { SigV4Credentials } from './support/sigv4';
import { twinConfig, type TwinOutputs, type TwinPorts } from './twin-config';
import { startDevWebServer, startStaticWebServer, type ConfigSource, type WebServer } from './web/web-server';

export interface TwinOptions {
  /** Where data persists between runs; omitted = in memory / temporary (tests). */
  dataDir?: string;
  /** 0 or absent = any free port. */
  ports?: Partial<TwinPorts>;
  web?: 'dev' | 'static' | 'none';
  /** Seed the demo city's drivers on the road and six months of trips (`npm start`). */
  demoTrips?: boolean;
  log?: (line: string) => void;
  /** Sign-in codes one address may request (the cloud's web ACL); default SIGN_IN_CODE_LIMIT. */
  signInCodeLimit?: RateLimit;
  /** Period of the scheduled handlers (dispatch sweep); default: their own (one minute). */
  scheduleIntervalMs?: number;
  /**
   * A DynamoDB Local already running, with no table of the twin's name (tests share one per
   * worker); the twin creates its table there and leaves the process running when it closes.
   */
  dynamodbEndpoint?: string;
  /**
   * Tests: a folder for a snapshot of the seeded demo data (seed-snapshot.ts). When it holds
   * one the twin starts from it instead of seeding; when not, it seeds and saves one there, reading
   * the table with `scanClient(endpoint)` (a Scan: no request path). Not used with `dataDir` or
   * `demoTrips`.
   */
  seedSnapshot?: { dir: string; scanClient: (endpoint: string) => DynamoDBClient };
}

export interface Twin {
  outputs: TwinOutputs;
  /**
   * The key pair the twin made for its data folder (kept in `credentials.json` there): the only
   * one its bucket, Cognito admin API and AppSync IAM mode accept. Not in `outputs`, which the
   * browser reads.
   */
  credentials: SigV4Credentials;
  close(): Promise<void>;
}

const schemaPath = join(__dirname, '..', 'graphql', 'schema.graphql');
const HOST = '127.0.0.1';

/**
 * The twin's key pair: kept in the data folder; without one, made once per process, because the
 * handler modules read theirs once, when first loaded (a test file may start several twins).
 */
function credentialsFor(dataDir: string | undefined): SigV4Credentials {
  const { TWIN_ACCESS_KEY_ID: accessKeyId, TWIN_SECRET_ACCESS_KEY: secretAccessKey } = process.env;
  if (!dataDir && accessKeyId && secretAccessKey) return { accessKeyId, secretAccessKey };
  return twinCredentials(dataDir);
}

/** Where the handlers reach the twin's services. */
interface LambdaEndpoints {
  dynamodb: string;
  cognito: string;
  s3: string;
  notify: string;
  graphql: string;
  payments: string;
  web: string;
}

/** The environment `lambdas/src/config/env.ts` reads: the twin's endpoints instead of AWS's. */
function setLambdaEnvironment(
  urls: LambdaEndpoints,
  dataDir: string | undefined,
  paymentKey: string,
  credentials: SigV4Credentials,
): void {
  Object.assign(process.env, {
    AWS_REGION: twinConfig.region,
    TABLE_NAME: twinConfig.tableName,
    USER_POOL_ID: twinConfig.userPoolId,
    IMAGES_BUCKET: twinConfig.imagesBucket,
    MAIL_FROM: twinConfig.mailFrom,
    // The key paging cursors are sealed with, kept with the data so cursors outlive a restart.
    CURSOR_KEY: keptSecret(dataDir, 'cursor.key', () => randomBytes(32).toString('base64url')),
    TWIN_ACCESS_KEY_ID: credentials.accessKeyId,
    TWIN_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    // No Amazon Location offline: routes and places come from the bundled gazetteer.
    PLACES_PROVIDER: 'offline',
    DYNAMODB_ENDPOINT: urls.dynamodb,
    COGNITO_ENDPOINT: urls.cognito,
    S3_ENDPOINT: urls.s3,
    SNS_ENDPOINT: urls.notify,
    SES_ENDPOINT: urls.notify,
    GRAPHQL_URL: urls.graphql,
    PUSH_PLATFORM_ARN: twinConfig.pushPlatformArn,
    // The test payment provider, with a key made for this run (docs/money.md).
    PAYMENT_PROVIDERS: 'test',
    PAYMENT_SECRET_JSON: JSON.stringify({ testSigningKey: paymentKey }),
    PAYMENT_TEST_PAGE_URL: `${urls.payments}/test-provider`,
    PAYMENT_RETURN_URL: urls.web,
    POWERTOOLS_DEV: 'true',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'WARN',
  });
}

export async function startTwin(options: TwinOptions = {}): Promise<Twin> {
  const log = options.log ?? (() => {});
  const dataDir = options.dataDir;
  // A port not asked for is 0: the server takes a free one as it starts listening. A port probed
  // free and bound later can be taken in between (seen: EADDRINUSE when a busy machine's outgoing
  // connection got it), so the handlers learn the addresses only once every server listens.
  const ports = options.ports ?? {};
  const closers: (() => Promise<void>)[] = [];
  const close = async () => {
    for (const closeOne of closers.reverse()) await closeOne().catch(() => {});
  };
  try {
    const paymentKey = randomBytes(32).toString('hex');
    // Without a data folder, the user pool's state and the bucket live in a temporary one.
    const scratch = dataDir ?? mkdtempSync(join(tmpdir(), 'wayfare-twin-'));
    if (!dataDir) closers.push(() => rm(scratch, { recursive: true, force: true }));
    const snapshot = !dataDir && !options.demoTrips ? options.seedSnapshot : undefined;
    const seededFiles: SeededFiles = {
      cognitoFile: join(scratch, 'cognito.json'),
      s3Dir: join(scratch, 's3'),
    };
    const restoring = snapshot !== undefined && hasSeedSnapshot(snapshot.dir);
    if (restoring) await restoreSeededFiles(snapshot.dir, seededFiles);
    const credentials = credentialsFor(dataDir);

    const notify = await startNotifyTwin({
      port: ports.notify ?? 0,
      host: HOST,
      dataFile: dataDir && join(dataDir, 'outbox.json'),
      onMessage: (m) =>
        log(`[outbox] ${m.channel} to ${m.to}: ${m.subject ? `${m.subject} — ` : ''}${m.body}`),
    });
    closers.push(notify.close);

    const s3 = await startS3Twin({
      port: ports.s3 ?? 0,
      host: HOST,
      bucket: twinConfig.imagesBucket,
      credentials,
      dataDir: seededFiles.s3Dir,
    });
    closers.push(s3.close);

    const cognito = await startCognitoTwin({
      port: ports.cognito ?? 0,
      host: HOST,
      region: twinConfig.region,
      userPoolId: twinConfig.userPoolId,
      clientId: twinConfig.userPoolClientId,
      // In memory when there is nothing to keep: a file is rewritten on every change.
      dataFile: dataDir || snapshot ? seededFiles.cognitoFile : undefined,
      adminCredentials: credentials,
      codeRequestLimit: options.signInCodeLimit,
      triggers: cognitoTriggerHandlers(),
    });
    closers.push(cognito.close);

    const appsync = await startAppSyncTwin({
      port: ports.appsync ?? 0,
      host: HOST,
      schemaSdl: readFileSync(schemaPath, 'utf8'),
      resolverFor,
      verifyToken: (jwt) => cognito.verifyToken(jwt, 'access'),
      apiKey: twinConfig.apiKey,
      iam: { ...credentials, accountId: twinConfig.accountId },
      logger: log,
    });
    closers.push(appsync.close);

    const payments = await startPaymentsTwin({
      port: ports.payments ?? 0,
      host: HOST,
      signingKey: paymentKey,
    });
    closers.push(payments.close);

    // The web app's configuration, asked for before the twin is ready, waits for it.
    let ready: (outputs: TwinOutputs) => void = () => {};
    const readyOutputs = new Promise<TwinOutputs>((resolve) => (ready = resolve));
    const web = await startWebServer(options.web, ports.web, () => readyOutputs);
    if (web) closers.push(web.close);
    // Without a web server, the payment provider's return address leads nowhere, as in a test.
    const webUrl = web?.url ?? `http://${HOST}:${ports.web || (await freePort())}`;

    const dynamodb = options.dynamodbEndpoint
      ? { endpoint: options.dynamodbEndpoint }
      : await startDynamoDbLocal({ port: ports.dynamodb, dataDir: dataDir && join(dataDir, 'dynamodb') });
    if ('close' in dynamodb) closers.push(dynamodb.close);
    setLambdaEnvironment(
      {
        dynamodb: dynamodb.endpoint,
        cognito: cognito.url,
        s3: s3.endpoint,
        notify: notify.url,
        graphql: appsync.url,
        payments: payments.url,
        web: webUrl,
      },
      dataDir,
      paymentKey,
      credentials,
    );
    const client = localClient(dynamodb.endpoint);
    await ensureTable(client, twinConfig.tableName);
    if (restoring) await restoreSeededTable(snapshot.dir, client, twinConfig.tableName);
    client.destroy();
    const streams = await startStreamConsumers({
      endpoint: dynamodb.endpoint,
      tableName: twinConfig.tableName,
      log,
    });
    closers.push(streams.close);

    const demoAccounts = await seedDemoData({ log, trips: options.demoTrips ?? false });
    // A kept table may hold data from before the code's upgrades, as a deployed one does.
    if (dataDir) await runUpgrades(log);
    if (snapshot && !restoring) {
      await cognito.flush();
      const scanClient = snapshot.scanClient(dynamodb.endpoint);
      try {
        await saveSeedSnapshot(snapshot.dir, {
          ...seededFiles,
          client: scanClient,
          tableName: twinConfig.tableName,
        });
      } finally {
        scanClient.destroy();
      }
    }
    const scheduled = await startSchedules({ intervalMs: options.scheduleIntervalMs, log });
    closers.push(scheduled.close);

    const outputs: TwinOutputs = {
      mode: 'local',
      webUrl,
      graphqlUrl: appsync.url,
      realtimeUrl: appsync.realtimeUrl,
      apiKey: twinConfig.apiKey,
      region: twinConfig.region,
      userPoolId: twinConfig.userPoolId,
      userPoolClientId: twinConfig.userPoolClientId,
      userPoolEndpoint: cognito.url,
      outboxUrl: notify.outboxUrl,
      paymentsUrl: payments.url,
      demoAccounts,
    };
    // Checked as the web app will check it at boot.
    parseWebAppConfig(outputs);
    ready(outputs);
    return { outputs, credentials, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** The web app's server, if asked for. Vite's dev server needs its port up front. */
async function startWebServer(
  kind: TwinOptions['web'],
  port: number | undefined,
  config: ConfigSource,
): Promise<WebServer | undefined> {
  if (kind === 'static') return startStaticWebServer({ port: port ?? 0, host: HOST, config });
  if (kind === 'dev') return startDevWebServer({ port: port || (await freePort()), host: HOST, config });
  return undefined;
}
