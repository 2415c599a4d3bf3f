/** The first API slice on the twin: public settings, the admin's save, and `me`, for each kind of caller. */
import type { Twin } from '@wayfare/infra/local/twin';
import { demoSettings } from '@wayfare/infra/local/seed/demo-settings';
import { graphql, signInWithCode } from '../support/cognito-sign-in';
import { startTestTwin } from '../support/twin';

const SETTINGS = `{ settings { appName code symbol decimal bonus timezone } }`;
const ME = `{ me { uid firstName lastName usertype email mobile walletBalance } }`;
const UPDATE = `mutation Update($input: SettingsInput!) { updateSettings(input: $input) { appName bonus } }`;

describe('settings and me on the twin', () => {
  let twin: Twin;
  let admin: { accessToken: string };
  let rider: { accessToken: string };

  beforeAll(async () => {
    twin = await startTestTwin();
    admin = await signInWithCode(twin.outputs, twin.outputs.demoAccounts.admin);
    rider = await signInWithCode(twin.outputs, twin.outputs.demoAccounts.rider);
  }, 180_000);
  afterAll(() => twin?.close());

  it('lets an anonymous visitor read the settings with the API key', async () => {
    const { data } = await graphql(twin.outputs, { apiKey: twin.outputs.apiKey }, SETTINGS);
    expect(data).toEqual({
      settings: {
        appName: 'Wayfare',
        code: 'USD',
        symbol: '$',
        decimal: 2,
        bonus: 5,
        timezone: 'America/New_York',
      },
    });
  });

  it('refuses a wrong API key and a forged token', async () => {
    expect((await graphql(twin.outputs, { apiKey: 'da2-wrong' }, SETTINGS)).status).toBe(401);
    const forged = `${rider.accessToken.slice(0, -8)}AAAAAAAA`;
    const refused = await graphql(twin.outputs, { accessToken: forged }, ME);
    expect(refused.status).toBe(401);
    expect(refused.errors?.[0]?.errorType).toBe('UnauthorizedException');
  });

  it("returns the signed-in user's own profile as me", async () => {
    const { data } = await graphql<{ me: Record<string, unknown> }>(twin.outputs, rider, ME);
    expect(data?.me).toMatchObject({
      firstName: 'Riley',
      usertype: 'rider',
      mobile: '+12125550101',
      walletBalance: 25,
    });
  });

  it('does not give me to an API-key caller', async () => {
    const { data, errors } = await graphql(twin.outputs, { apiKey: twin.outputs.apiKey }, ME);
    expect(data?.me ?? null).toBeNull();
    expect(errors?.[0]?.errorType).toBe('Unauthorized');
  });

  it('refuses a settings save by a rider', async () => {
    const { errors } = await graphql(twin.outputs, rider, UPDATE, {
      input: { ...demoSettings, appName: 'Hijacked' },
    });
    expect(errors?.[0]?.errorType).toBe('Unauthorized');
    const { data } = await graphql<{ settings: { appName: string } }>(
      twin.outputs,
      { apiKey: twin.outputs.apiKey },
      SETTINGS,
    );
    expect(data?.settings.appName).toBe('Wayfare');
  });

  it("refuses an admin's save with a negative bonus, writing nothing", async () => {
    const { errors } = await graphql(twin.outputs, admin, UPDATE, {
      input: { ...demoSettings, bonus: -1, appName: 'Half written' },
    });
    expect(errors?.[0]).toMatchObject({ errorType: 'VALIDATION', message: 'invalid_number' });
    const { data } = await graphql<{ settings: { appName: string } }>(
      twin.outputs,
      { apiKey: twin.outputs.apiKey },
      SETTINGS,
    );
    expect(data?.settings.appName).toBe('Wayfare');
  });

  it.each([49, 5001])(
    'refuses an arriving notice distance of %p m with its range, writing nothing',
    async (arrivingNoticeMeters) => {
      const { errors } = await graphql(twin.outputs, admin, UPDATE, {
        input: { ...demoSettings, arrivingNoticeMeters, appName: 'Half written' },
      });
      expect(errors?.[0]).toMatchObject({ errorType: 'VALIDATION', message: 'arriving_notice_range' });
      const { data } = await graphql<{ settings: { appName: string; arrivingNoticeMeters: number } }>(
        twin.outputs,
        { apiKey: twin.outputs.apiKey },
        '{ settings { appName arrivingNoticeMeters } }',
      );
      expect(data?.settings).toEqual({ appName: 'Wayfare', arrivingNoticeMeters: 300 });
    },
  );

  it('saves the arriving notice distance, and 300 m when it is left out', async () => {
    const saved = `mutation Update($input: SettingsInput!) { updateSettings(input: $input) { arrivingNoticeMeters } }`;
    const typed = await graphql(twin.outputs, admin, saved, {
      input: { ...demoSettings, arrivingNoticeMeters: 150 },
    });
    expect(typed.data).toEqual({ updateSettings: { arrivingNoticeMeters: 150 } });
    const { arrivingNoticeMeters: _left, ...withoutIt } = demoSettings;
    const left = await graphql(twin.outputs, admin, saved, { input: withoutIt });
    expect(left.data).toEqual({ updateSettings: { arrivingNoticeMeters: 300 } });
  });

  it('refuses a panic number that cannot be dialled, writing nothing; saves and publishes a good one', async () => {
    const { errors } = await graphql(twin.outputs, admin, UPDATE, {
      input: { ...demoSettings, panic: 'call 999', appName: 'Half written' },
    });
    expect(errors?.[0]).toMatchObject({ errorType: 'VALIDATION', message: 'proper panic' });
    const read = '{ settings { appName panic } }';
    const before = await graphql(twin.outputs, { apiKey: twin.outputs.apiKey }, read);
    expect(before.data).toEqual({ settings: { appName: 'Wayfare', panic: '911' } });
    const saved = `mutation Update($input: SettingsInput!) { updateSettings(input: $input) { panic } }`;
    const typed = await graphql(twin.outputs, admin, saved, { input: { ...demoSettings, panic: '+44 999' } });
    expect(typed.data).toEqual({ updateSettings: { panic: '+44999' } });
    const after = await graphql(twin.outputs, { apiKey: twin.outputs.apiKey }, read);
    expect(after.data).toEqual({ settings: { appName: 'Wayfare', panic: '+44999' } });
    // Left empty it is unset: the apps then dial 112 (docs/trips.md, "SOS").
    const left = await graphql(twin.outputs, admin, saved, { input: { ...demoSettings, panic: ' ' } });
    expect(left.data).toEqual({ updateSettings: { panic: null } });
    await graphql(twin.outputs, admin, saved, { input: demoSettings });
  });

  it("saves an admin's settings and keeps money exact", async () => {
    const { data, errors } = await graphql(twin.outputs, admin, UPDATE, {
      input: { ...demoSettings, appName: 'Wayfare City', bonus: 7.35 },
    });
    expect(errors).toBeUndefined();
    expect(data).toEqual({ updateSettings: { appName: 'Wayfare City', bonus: 7.35 } });
  });

  it("saves the settings query's own answer back, its nulls meaning unset", async () => {
    // Every field the demo sets, the shop's place with its own fields.
    const fields = Object.keys(demoSettings)
      .map((field) => (field === 'shopPickup' ? 'shopPickup { lat lng add }' : field))
      .join(' ');
    const read = await graphql<{ settings: Record<string, unknown> }>(
      twin.outputs,
      admin,
      `{ settings { ${fields} FacebookHandle contact_email } }`,
    );
    const input: Record<string, unknown> = {
      ...read.data!.settings,
      panic: null,
      FacebookHandle: null,
      contact_email: null,
    };
    const { data, errors } = await graphql(twin.outputs, admin, UPDATE, { input });
    expect(errors).toBeUndefined();
    expect(data).toEqual({
      updateSettings: { appName: read.data?.settings.appName, bonus: read.data?.settings.bonus },
    });
    const after = await graphql<{ settings: Record<string, unknown> }>(
      twin.outputs,
      admin,
      '{ settings { panic FacebookHandle contact_email } }',
    );
    expect(after.data?.settings).toEqual({ panic: null, FacebookHandle: null, contact_email: null });
  });
});
