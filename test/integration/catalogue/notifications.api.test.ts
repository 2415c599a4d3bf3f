/** Push notifications on the twin: the admin sends to matching users through SNS (the outbox), lists and deletes. */
import type { Twin } from '@wayfare/infra/local/twin';
import { demoSettings } from '@wayfare/infra/local/seed/demo-settings';
import { graphql, signInWithCode } from '../../support/cognito-sign-in';
import { liveClient } from '../../support/live-api';
import { startTestTwin } from '../../support/twin';

type Result<T> = Awaited<ReturnType<typeof graphql<T>>>;
interface Sent {
  id: string;
  usertype: string;
  devicetype: string;
  title: string;
  body: string;
}
interface OutboxMessage {
  to: string;
  channel: string;
  subject?: string;
  body: string;
}

const FIELDS = 'id usertype devicetype title body';
const LIST = `query List($limit: Int, $nextToken: String) {
  notifications(limit: $limit, nextToken: $nextToken) { items { ${FIELDS} } nextToken } }`;
const SEND = `mutation Send($input: PushNotificationInput!) { sendNotification(input: $input) { ${FIELDS} } }`;
const DELETE = `mutation Delete($id: ID!) { deleteNotification(id: $id) }`;
const UPDATE_SETTINGS = `mutation Settings($input: SettingsInput!) { updateSettings(input: $input) { AllowCriticalEditsAdmin } }`;

describe('push notifications on the twin', () => {
  let twin: Twin;
  const as = {} as Record<'admin' | 'fleetadmin' | 'driver' | 'rider', { accessToken: string }>;

  const call = <T = Record<string, unknown>>(auth: { accessToken: string }, query: string, variables = {}) =>
    graphql<T>(twin.outputs, auth, query, variables);
  const errorOf = (result: Result<unknown>) =>
    result.errors?.[0] && { errorType: result.errors[0].errorType, message: result.errors[0].message };
  const pushes = async () =>
    ((await (await fetch(twin.outputs.outboxUrl)).json()) as OutboxMessage[]).filter(
      (m) => m.channel === 'push',
    );
  const list = async () => {
    const result = await call<{ notifications: { items: Sent[] } }>(as.admin, LIST, { limit: 100 });
    expect(result.errors).toBeUndefined();
    return result.data!.notifications.items;
  };

  beforeAll(async () => {
    twin = await startTestTwin();
    for (const role of ['admin', 'fleetadmin', 'driver', 'rider'] as const) {
      as[role] = await signInWithCode(twin.outputs, twin.outputs.demoAccounts[role]);
    }
    // A twin and four sign-ins: as long as the trip tests allow on a busy machine.
  }, 180_000);
  afterAll(() => twin?.close());

  it('lists the sent notifications newest first, paged on the server', async () => {
    const first = await call<{ notifications: { items: Sent[]; nextToken: string | null } }>(as.admin, LIST, {
      limit: 1,
    });
    expect(first.data?.notifications.items).toHaveLength(1);
    expect(first.data?.notifications.nextToken).toEqual(expect.any(String));
    expect((await list()).length).toBeGreaterThanOrEqual(2);
  });

  it('pushes to every user of the type on the device type, then keeps the notification', async () => {
    const before = (await pushes()).length;
    const input = {
      usertype: 'rider',
      devicetype: 'All',
      title: 'Weekend offer',
      body: 'Rides are 10% off.',
    };
    const sent = await call<{ sendNotification: Sent }>(as.admin, SEND, { input });
    expect(sent.errors).toBeUndefined();
    expect(sent.data!.sendNotification).toMatchObject(input);
    const delivered = (await pushes()).slice(before);
    expect(delivered).toEqual([
      expect.objectContaining({ to: 'demo-push-token-rider-riley', subject: 'Weekend offer' }),
    ]);
    expect(delivered[0]!.body).toContain('Rides are 10% off.');
    expect((await list())[0]).toEqual(sent.data!.sendNotification);

    const drivers = await call(as.admin, SEND, {
      input: { ...input, usertype: 'driver', devicetype: 'IOS' },
    });
    expect(drivers.errors).toBeUndefined();
    expect((await pushes()).at(-1)).toMatchObject({ to: 'demo-push-token-driver-dana' });
  });

  it("keeps a broadcast in each recipient's inbox, which only riders and drivers read, each its own", async () => {
    const input = { usertype: 'rider', devicetype: 'All', title: 'Inbox check', body: 'Kept for the app.' };
    const sent = await call<{ sendNotification: Sent }>(as.admin, SEND, { input });
    expect(sent.errors).toBeUndefined();
    const MINE = `query Mine($limit: Int, $nextToken: String) {
      myNotifications(limit: $limit, nextToken: $nextToken) {
        items { id at title body messageKeys bookingId } nextToken } }`;
    type Mine = { myNotifications: { items: Record<string, unknown>[]; nextToken: string | null } };
    const rider = await call<Mine>(as.rider, MINE, { limit: 1 });
    expect(rider.errors).toBeUndefined();
    expect(rider.data!.myNotifications.items).toEqual([
      {
        id: sent.data!.sendNotification.id,
        at: expect.any(Number),
        title: 'Inbox check',
        body: 'Kept for the app.',
        messageKeys: false,
        bookingId: null,
      },
    ]);
    const driver = await call<Mine>(as.driver, MINE, { limit: 100 });
    expect(driver.data!.myNotifications.items.map((item) => item.title)).not.toContain('Inbox check');
    expect(errorOf(await call(as.admin, MINE))).toMatchObject({ errorType: 'Unauthorized' });
    // A cursor is sealed for its listing: another user's page cannot be opened with it.
    if (rider.data!.myNotifications.nextToken) {
      const stolen = await call(as.driver, MINE, { nextToken: rider.data!.myNotifications.nextToken });
      expect(errorOf(stolen)).toMatchObject({ message: 'invalid_next_token' });
    }
  });

  it('counts what arrived since the rider last opened its notifications, for its badge alone', async () => {
    const UNREAD = '{ unreadNotifications }';
    const SEEN = 'mutation { markNotificationsSeen }';
    const unread = async (role: 'rider' | 'driver') =>
      (await call<{ unreadNotifications: number }>(as[role], UNREAD)).data!.unreadNotifications;
    const broadcast = (title: string) =>
      call(as.admin, SEND, { input: { usertype: 'rider', devicetype: 'All', title, body: 'Read me.' } });

    expect((await call(as.rider, SEEN)).data).toEqual({ markNotificationsSeen: 0 });
    expect(await unread('rider')).toBe(0);
    const driverBefore = await unread('driver');
    await broadcast('Unread one');
    await broadcast('Unread two');
    expect(await unread('rider')).toBe(2);
    // A broadcast to riders is not the driver's.
    expect(await unread('driver')).toBe(driverBefore);
    await call(as.rider, SEEN);
    expect(await unread('rider')).toBe(0);
    expect(errorOf(await call(as.admin, UNREAD))).toMatchObject({ errorType: 'Unauthorized' });
    expect(errorOf(await call(as.admin, SEEN))).toMatchObject({ errorType: 'Unauthorized' });
  });

  it('tells the recipient of each notification live, and refuses anyone else its feed', async () => {
    const FEED = `subscription N($uid: ID!) {
      onNotificationReceived(uid: $uid) { uid id title body messageKeys bookingId } }`;
    type Frame = { uid: string; id: string; title: string };
    const uidOf = async (role: 'rider' | 'driver') =>
      (await call<{ me: { uid: string } }>(as[role], '{ me { uid } }')).data!.me.uid;
    const [riderUid, driverUid] = [await uidOf('rider'), await uidOf('driver')];
    const own = liveClient(twin.outputs, as.rider.accessToken);
    const other = liveClient(twin.outputs, as.driver.accessToken);
    const staff = liveClient(twin.outputs, as.admin.accessToken);
    try {
      const mine = own.subscribe<Frame>(FEED, { uid: riderUid }, 'onNotificationReceived');
      const driversOwn = other.subscribe<Frame>(FEED, { uid: driverUid }, 'onNotificationReceived');
      const theirs = other.subscribe<Frame>(FEED, { uid: riderUid }, 'onNotificationReceived');
      const admins = staff.subscribe<Frame>(FEED, { uid: riderUid }, 'onNotificationReceived');
      expect(await theirs.refused()).not.toHaveLength(0);
      expect(await admins.refused()).not.toHaveLength(0);
      await Promise.all([mine.acknowledged(), driversOwn.acknowledged()]);

      const input = { usertype: 'rider', devicetype: 'All', title: 'Live one', body: 'Shown at once.' };
      const sent = await call<{ sendNotification: Sent }>(as.admin, SEND, { input });
      expect(sent.errors).toBeUndefined();
      const frame = await mine.next((entry) => entry.id === sent.data!.sendNotification.id, 30_000);
      expect(frame).toEqual({
        uid: riderUid,
        id: sent.data!.sendNotification.id,
        title: 'Live one',
        body: 'Shown at once.',
        messageKeys: false,
        bookingId: null,
      });
      // The broadcast went to riders: the driver's own feed stays quiet, as do the refused ones.
      expect(driversOwn.events).toEqual([]);
      expect(theirs.events).toEqual([]);
      expect(admins.events).toEqual([]);
    } finally {
      await Promise.all([own.dispose(), other.dispose(), staff.dispose()]);
    }
  });

  it("answers 'no_user_match' when no user of the type is on that device, and keeps nothing", async () => {
    const before = { pushes: (await pushes()).length, list: (await list()).length };
    const result = await call(as.admin, SEND, {
      input: { usertype: 'rider', devicetype: 'IOS', title: 'Nobody', body: 'Nobody gets this.' },
    });
    expect(errorOf(result)).toEqual({ errorType: 'NO_USER_MATCH', message: 'no_user_match' });
    expect((await pushes()).length).toBe(before.pushes);
    expect((await list()).length).toBe(before.list);
  });

  it('refuses bad input', async () => {
    for (const input of [
      { usertype: 'rider', devicetype: 'All', title: ' ', body: 'b' },
      { usertype: 'rider', devicetype: 'All', title: 'x'.repeat(81), body: 'b' },
    ]) {
      expect(errorOf(await call(as.admin, SEND, { input }))?.errorType).toBe('VALIDATION');
    }
    const result = await call(as.admin, SEND, {
      input: { usertype: 'admin', devicetype: 'All', title: 't', body: 'b' },
    });
    expect(result.errors?.length).toBeGreaterThan(0);
  });

  it('deletes a notification from the list', async () => {
    const [newest] = await list();
    expect((await call(as.admin, DELETE, { id: newest!.id })).data).toEqual({
      deleteNotification: newest!.id,
    });
    expect((await list()).map((n) => n.id)).not.toContain(newest!.id);
    expect(errorOf(await call(as.admin, DELETE, { id: newest!.id }))).toEqual({
      errorType: 'NOT_FOUND',
      message: 'not_found',
    });
  });

  it('is for admins only', async () => {
    const input = { usertype: 'rider', devicetype: 'All', title: 'Spam', body: 'Spam' };
    const before = (await pushes()).length;
    for (const caller of [as.rider, as.driver, as.fleetadmin]) {
      for (const [query, variables] of [
        [LIST, {}],
        [SEND, { input }],
        [DELETE, { id: 'any' }],
      ] as const) {
        expect((await call(caller, query, variables)).errors?.[0]?.errorType).toBe('Unauthorized');
      }
    }
    expect((await pushes()).length).toBe(before);
  });

  // Last: the demo lock also refuses saving settings, so it stays on.
  it("refuses sending with 'demo mode' under the demo lock", async () => {
    const lock = await call(as.admin, UPDATE_SETTINGS, {
      input: { ...demoSettings, AllowCriticalEditsAdmin: false },
    });
    expect(lock.errors).toBeUndefined();
    const before = (await pushes()).length;
    const result = await call(as.admin, SEND, {
      input: { usertype: 'rider', devicetype: 'All', title: 'Locked', body: 'Locked' },
    });
    expect(errorOf(result)).toEqual({ errorType: 'DEMO_MODE', message: 'demo mode' });
    expect((await pushes()).length).toBe(before);
  });
});
