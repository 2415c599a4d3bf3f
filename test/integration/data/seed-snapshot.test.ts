/**
 * The seed snapshot (infra/local/seed-snapshot.ts): the first twin seeds the demo data and saves
 * it; a second twin starts from it without seeding, holding the same items, the same user pool
 * (the demo accounts sign in) and the same images.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { localClient } from '@wayfare/infra/local/dynamodb/dynamodb-local';
import { demoCarTypes } from '@wayfare/infra/local/seed/demo-catalogue';
import { hasSeedSnapshot, scanTable } from '@wayfare/infra/local/seed-snapshot';
import { freePort } from '@wayfare/infra/local/support/free-port';
import type { Twin, TwinOptions } from '@wayfare/infra/local/twin';
import { twinConfig, type TwinPorts } from '@wayfare/infra/local/twin-config';
import { graphql, signInWithCode } from '../../support/cognito-sign-in';
import { permitScans } from '../../support/scan-guard';
import { startTestTwin } from '../../support/twin';

/** Every item of the twin's table, as one comparable list. */
async function tableItems(): Promise<string[]> {
  const client = permitScans(localClient(process.env.DYNAMODB_ENDPOINT!));
  try {
    const items = await scanTable(client, twinConfig.tableName);
    return items.map((item) => JSON.stringify(item, Object.keys(item).sort())).sort();
  } finally {
    client.destroy();
  }
}

describe('seed snapshot', () => {
  const folder = mkdtempSync(join(tmpdir(), 'wayfare-snapshot-test-'));
  const dir = join(folder, 'snapshot');
  const seedSnapshot: TwinOptions['seedSnapshot'] = {
    dir,
    scanClient: (endpoint) => permitScans(localClient(endpoint)),
  };
  let twin: Twin;
  let seededItems: string[];
  const restoredLog: string[] = [];

  beforeAll(async () => {
    // The handlers read their endpoints once per process, so both twins use the same ports.
    const ports: Partial<TwinPorts> = {
      cognito: await freePort(),
      appsync: await freePort(),
      s3: await freePort(),
      notify: await freePort(),
      payments: await freePort(),
    };
    const seededLog: string[] = [];
    twin = await startTestTwin({ ports, seedSnapshot, log: (line) => seededLog.push(line) });
    try {
      expect(seededLog).toContain('Seeding demo data…');
      expect(hasSeedSnapshot(dir)).toBe(true);
      seededItems = await tableItems();
    } finally {
      await twin.close();
    }
    twin = await startTestTwin({ ports, seedSnapshot, log: (line) => restoredLog.push(line) });
  }, 300_000);
  afterAll(async () => {
    await twin?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('starts the second twin from the snapshot, without seeding again', async () => {
    expect(restoredLog).not.toContain('Seeding demo data…');
    const restored = await tableItems();
    // The stream consumers may add to what was restored, never take from it.
    expect(seededItems.length).toBeGreaterThan(50);
    expect(restored).toEqual(expect.arrayContaining(seededItems));
  });

  it('restores the user pool: the demo accounts sign in to their own profiles', async () => {
    const rider = await signInWithCode(twin.outputs, twin.outputs.demoAccounts.rider);
    const { data } = await graphql<{ me: { usertype: string } }>(twin.outputs, rider, '{ me { usertype } }');
    expect(data?.me.usertype).toBe('rider');
  });

  it('restores the images bucket: the car types keep their pictures', async () => {
    const s3 = new S3Client({
      region: twinConfig.region,
      endpoint: process.env.S3_ENDPOINT,
      forcePathStyle: true,
      credentials: twin.credentials,
    });
    try {
      const keys = demoCarTypes.flatMap(({ image }) => (image ? [image] : []));
      expect(keys.length).toBeGreaterThan(0);
      for (const Key of keys) {
        const head = await s3.send(new HeadObjectCommand({ Bucket: twinConfig.imagesBucket, Key }));
        expect(head.ContentType).toBe('image/png');
      }
    } finally {
      s3.destroy();
    }
  });
});
