/** Stopping the twin and starting it again keeps accounts and data (what `npm start` relies on). */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@wayfare/infra/local/support/free-port';
import type { TwinPorts } from '@wayfare/infra/local/twin-config';
import { demoSettings } from '@wayfare/infra/local/seed/demo-settings';
import { graphql, signInWithCode } from '../support/cognito-sign-in';
import { startTestTwin } from '../support/twin';

const UPDATE = `mutation Update($input: SettingsInput!) { updateSettings(input: $input) { appName } }`;
const SETTINGS = `{ settings { appName } }`;

describe('twin restart', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'wayfare-restart-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps users, their sign-in and saved settings across a restart', async () => {
    // The handlers read their endpoints once per process, so both runs use the same ports.
    const ports: Partial<TwinPorts> = {
      dynamodb: await freePort(),
      cognito: await freePort(),
      appsync: await freePort(),
      s3: await freePort(),
      notify: await freePort(),
    };
    const first = await startTestTwin({ dataDir, ports });
    try {
      const admin = await signInWithCode(first.outputs, first.outputs.demoAccounts.admin);
      const saved = await graphql(first.outputs, admin, UPDATE, {
        input: { ...demoSettings, appName: 'Kept' },
      });
      expect(saved.errors).toBeUndefined();
    } finally {
      await first.close();
    }

    const second = await startTestTwin({ dataDir, ports });
    try {
      const { data } = await graphql(second.outputs, { apiKey: second.outputs.apiKey }, SETTINGS);
      expect(data).toEqual({ settings: { appName: 'Kept' } });
      const rider = await signInWithCode(second.outputs, second.outputs.demoAccounts.rider);
      const me = await graphql<{ me: { firstName: string } }>(second.outputs, rider, '{ me { firstName } }');
      expect(me.data?.me.firstName).toBe('Riley');
    } finally {
      await second.close();
    }
  });
});
