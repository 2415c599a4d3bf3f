/**
 * The audit log records every back-office change on the twin (docs/back-office.md, "Audit log"):
 * users, driver approval, settings, promos, car types, languages, assignments and operator
 * cancellations — each entry with its operator, target and only the values that changed, and a
 * refused change (wrong role, bad input) leaving none. Wallet entries: money/wallet-corrections.test.ts.
 */
import type { Twin } from '@wayfare/infra/local/twin';
import { demoSettings } from '@wayfare/infra/local/seed/demo-settings';
import { graphql, signInWithCode } from '../../support/cognito-sign-in';
import { startTestTwin } from '../../support/twin';

type Session = { accessToken: string };
type Entry = {
  action: string;
  actor: { uid: string; name: string };
  targetType: string;
  targetId: string;
  targetName: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  reason: string | null;
};

const AUDIT = `query Audit($targetType: AuditTargetType, $targetId: ID) {
  auditLog(targetType: $targetType, targetId: $targetId, limit: 100) {
    items { action actor { uid name } targetType targetId targetName before after reason } } }`;
const HIDDEN = '•••';
const PICKUP = { lat: 40.758, lng: -73.9855, add: 'Times Square' };
const DROP = { lat: 40.7484, lng: -73.9857, add: 'Empire State Building' };
const PROMO = {
  promo_name: 'AUDIT10',
  promo_description: 'Ten off',
  promo_discount_type: 'flat',
  promo_discount_value: 10,
  max_promo_discount_value: 10,
  min_order: 20,
};
const CAR = {
  name: 'Audit Van',
  rate_per_unit_distance: 2,
  rate_per_hour: 20,
  base_fare: 5,
  min_fare: 10,
  convenience_fees: 10,
  convenience_fee_type: 'percentage',
};

describe('the audit log on the twin records every back-office change', () => {
  let twin: Twin;
  const as = {} as Record<'admin' | 'fleetadmin' | 'rider' | 'driver', Session>;
  const me = {} as Record<'admin' | 'fleetadmin' | 'driver', { uid: string; name: string }>;

  /** The data of a call that must succeed. */
  const ok = async <T = Record<string, unknown>>(session: Session, query: string, variables = {}) => {
    const answer = await graphql<T>(twin.outputs, session, query, variables);
    if (answer.errors) throw new Error(`${answer.errors[0]?.errorType}: ${answer.errors[0]?.message}`);
    return answer.data!;
  };
  /** The type and message key of a call that must be refused. */
  const refused = async (session: Session, query: string, variables = {}) => {
    const error = (await graphql(twin.outputs, session, query, variables)).errors?.[0];
    if (!error) throw new Error('The call was allowed');
    return error.errorType === 'Unauthorized' ? 'Unauthorized' : `${error.errorType}: ${error.message}`;
  };
  /** Every entry about one target, newest first, its values parsed. */
  const entriesAbout = async (targetType: string, targetId: string): Promise<Entry[]> => {
    const { auditLog } = await ok<{
      auditLog: { items: (Omit<Entry, 'before' | 'after'> & Record<'before' | 'after', string | null>)[] };
    }>(as.admin, AUDIT, { targetType, targetId });
    return auditLog.items.map(({ before, after, ...entry }) => ({
      ...entry,
      before: before ? (JSON.parse(before) as Record<string, unknown>) : null,
      after: after ? (JSON.parse(after) as Record<string, unknown>) : null,
    }));
  };
  const byAction = (entries: Entry[], action: string) => entries.filter((entry) => entry.action === action);

  beforeAll(async () => {
    twin = await startTestTwin();
    for (const role of ['admin', 'fleetadmin', 'rider', 'driver'] as const) {
      as[role] = await signInWithCode(twin.outputs, twin.outputs.demoAccounts[role]);
    }
    for (const role of ['admin', 'fleetadmin', 'driver'] as const) {
      const profile = (
        await ok<{ me: { uid: string; firstName: string; lastName: string } }>(
          as[role],
          '{ me { uid firstName lastName } }',
        )
      ).me;
      me[role] = { uid: profile.uid, name: `${profile.firstName} ${profile.lastName}`.trim() };
    }
    // A twin and four sign-ins: a loaded machine needs more than the default minute.
  }, 240_000);
  afterAll(() => twin?.close());

  it('records a user added, edited, approved and deleted, never a contact or bank value', async () => {
    const ADD = `mutation Add($input: NewUserInput!) { addUser(input: $input) { uid } }`;
    const { addUser } = await ok<{ addUser: { uid: string } }>(as.fleetadmin, ADD, {
      input: {
        usertype: 'driver',
        firstName: 'Audra',
        lastName: 'Audit',
        email: 'audra.audit@example.com',
        mobile: '+13105550177',
        carType: 'Economy',
        bankAccount: '998877',
      },
    });
    const uid = addUser.uid;
    const [added] = await entriesAbout('user', uid);
    expect(added).toMatchObject({
      action: 'USER_ADDED',
      actor: me.fleetadmin,
      targetType: 'user',
      targetId: uid,
      targetName: 'Audra Audit',
      before: null,
      after: { usertype: 'driver', firstName: 'Audra', lastName: 'Audit', carType: 'Economy' },
    });
    expect(added!.after).toMatchObject({ email: HIDDEN, mobile: HIDDEN, bankAccount: HIDDEN });
    expect(JSON.stringify(added)).not.toMatch(/audra\.audit|5550177|998877/);

    const EDIT = `mutation Edit($uid: ID!, $input: UserEditInput!) { editUser(uid: $uid, input: $input) { uid } }`;
    await ok(as.admin, EDIT, { uid, input: { lastName: 'Audited', bankAccount: '112233' } });
    // Bad input and the wrong role change nothing and record nothing.
    expect(await refused(as.admin, EDIT, { uid, input: { firstName: '' } })).toMatch(/^VALIDATION/);
    expect(await refused(as.rider, EDIT, { uid, input: { lastName: 'Nope' } })).toBe('Unauthorized');
    const edited = byAction(await entriesAbout('user', uid), 'USER_EDITED');
    expect(edited).toEqual([
      expect.objectContaining({
        actor: me.admin,
        // The entry names the user as the change left it.
        targetName: 'Audra Audited',
        before: { lastName: 'Audit', bankAccount: HIDDEN },
        after: { lastName: 'Audited', bankAccount: HIDDEN },
      }),
    ]);

    const APPROVE = `mutation Approve($uid: ID!, $approved: Boolean!) { setDriverApproval(uid: $uid, approved: $approved) { uid } }`;
    // A driver an operator adds starts approved; its fleet admin withdraws that.
    await ok(as.fleetadmin, APPROVE, { uid, approved: false });
    expect(byAction(await entriesAbout('user', uid), 'DRIVER_APPROVAL')).toEqual([
      expect.objectContaining({
        actor: me.fleetadmin,
        before: { approved: true },
        after: { approved: false },
      }),
    ]);

    const DELETE = `mutation Delete($uid: ID!) { deleteUser(uid: $uid) }`;
    expect(await refused(as.rider, DELETE, { uid })).toBe('Unauthorized');
    await ok(as.admin, DELETE, { uid });
    const [deleted, ...earlier] = await entriesAbout('user', uid);
    expect(deleted).toMatchObject({
      action: 'USER_DELETED',
      actor: me.admin,
      before: { firstName: 'Audra', lastName: 'Audited', approved: false, email: HIDDEN },
      after: null,
    });
    expect(earlier.map((entry) => entry.action).sort()).toEqual([
      'DRIVER_APPROVAL',
      'USER_ADDED',
      'USER_EDITED',
    ]);
  });

  it('records a settings save with only the fields it changed', async () => {
    const SAVE = `mutation Save($input: SettingsInput!) { updateSettings(input: $input) { appName } }`;
    const before = (await entriesAbout('settings', 'settings')).length;
    expect(await refused(as.admin, SAVE, { input: { ...demoSettings, decimal: -2 } })).toMatch(/^VALIDATION/);
    expect(await refused(as.fleetadmin, SAVE, { input: demoSettings })).toBe('Unauthorized');
    expect(await entriesAbout('settings', 'settings')).toHaveLength(before);

    await ok(as.admin, SAVE, { input: { ...demoSettings, appName: 'Wayfare Audit', bonus: 7.5 } });
    const [saved, ...older] = await entriesAbout('settings', 'settings');
    expect(older).toHaveLength(before);
    expect(saved).toMatchObject({
      action: 'SETTINGS_UPDATED',
      actor: me.admin,
      before: { appName: demoSettings.appName, bonus: demoSettings.bonus },
      after: { appName: 'Wayfare Audit', bonus: 7.5 },
    });
    expect(Object.keys(saved!.after!).sort()).toEqual(['appName', 'bonus']);
  });

  it('records promos added, edited and deleted; a refused edit records nothing', async () => {
    const ADD = `mutation Add($input: PromoInput!) { addPromo(input: $input) { id } }`;
    const UPDATE = `mutation Update($id: ID!, $input: PromoInput!) { updatePromo(id: $id, input: $input) { id } }`;
    const DELETE = `mutation Delete($id: ID!) { deletePromo(id: $id) }`;
    const { addPromo } = await ok<{ addPromo: { id: string } }>(as.admin, ADD, { input: PROMO });
    const id = addPromo.id;
    expect(await refused(as.admin, UPDATE, { id, input: { ...PROMO, promo_discount_value: -5 } })).toMatch(
      /^VALIDATION/,
    );
    expect(await refused(as.fleetadmin, UPDATE, { id, input: PROMO })).toBe('Unauthorized');
    await ok(as.admin, UPDATE, {
      id,
      input: { ...PROMO, promo_discount_value: 12, max_promo_discount_value: 12 },
    });
    await ok(as.admin, DELETE, { id });

    const entries = await entriesAbout('promo', id);
    expect(entries.map((entry) => entry.action).sort()).toEqual([
      'PROMO_ADDED',
      'PROMO_DELETED',
      'PROMO_UPDATED',
    ]);
    // Each entry names the promo by its code, so the log reads without looking ids up.
    expect(entries.map((entry) => entry.targetName)).toEqual(['AUDIT10', 'AUDIT10', 'AUDIT10']);
    expect(byAction(entries, 'PROMO_ADDED')[0]).toMatchObject({
      actor: me.admin,
      before: null,
      after: { promo_name: 'AUDIT10', promo_discount_value: 10, min_order: 20 },
    });
    expect(byAction(entries, 'PROMO_UPDATED')[0]).toMatchObject({
      before: { promo_discount_value: 10, max_promo_discount_value: 10 },
      after: { promo_discount_value: 12, max_promo_discount_value: 12 },
    });
    expect(Object.keys(byAction(entries, 'PROMO_UPDATED')[0]!.after!).sort()).toEqual([
      'max_promo_discount_value',
      'promo_discount_value',
    ]);
    expect(byAction(entries, 'PROMO_DELETED')[0]).toMatchObject({
      before: { promo_name: 'AUDIT10', promo_discount_value: 12 },
      after: null,
    });
  });

  it('records car types added, edited and deleted; a refused add records nothing', async () => {
    const ADD = `mutation Add($input: CarTypeInput!) { addCarType(input: $input) { id } }`;
    const UPDATE = `mutation Update($id: ID!, $input: CarTypeInput!) { updateCarType(id: $id, input: $input) { id } }`;
    const DELETE = `mutation Delete($id: ID!) { deleteCarType(id: $id) }`;
    expect(await refused(as.fleetadmin, ADD, { input: CAR })).toBe('Unauthorized');
    const { addCarType } = await ok<{ addCarType: { id: string } }>(as.admin, ADD, { input: CAR });
    const id = addCarType.id;
    await ok(as.admin, UPDATE, { id, input: { ...CAR, base_fare: 6.25 } });
    await ok(as.admin, DELETE, { id });

    const entries = await entriesAbout('carType', id);
    expect(entries.map((entry) => entry.action).sort()).toEqual([
      'CAR_TYPE_ADDED',
      'CAR_TYPE_DELETED',
      'CAR_TYPE_UPDATED',
    ]);
    expect(entries.map((entry) => entry.targetName)).toEqual(['Audit Van', 'Audit Van', 'Audit Van']);
    expect(byAction(entries, 'CAR_TYPE_ADDED')[0]).toMatchObject({
      actor: me.admin,
      after: { name: 'Audit Van', base_fare: 5, convenience_fee_type: 'percentage' },
    });
    expect(byAction(entries, 'CAR_TYPE_UPDATED')[0]).toMatchObject({
      before: { base_fare: 5 },
      after: { base_fare: 6.25 },
    });
    expect(byAction(entries, 'CAR_TYPE_DELETED')[0]).toMatchObject({
      before: { name: 'Audit Van' },
      after: null,
    });
  });

  it('records languages added, edited, made default and deleted; bad JSON records nothing', async () => {
    const ADD = `mutation Add($input: NewLanguageInput!) { addLanguage(input: $input) { id } }`;
    const EDIT = `mutation Edit($id: ID!, $input: LanguageEditInput!) { updateLanguage(id: $id, input: $input) { id } }`;
    const DEFAULT = `mutation Default($id: ID!) { makeDefaultLanguage(id: $id) { id } }`;
    const DELETE = `mutation Delete($id: ID!) { deleteLanguage(id: $id) }`;
    await ok(as.admin, ADD, { input: { langName: 'Français', langLocale: 'fr', dateLocale: 'fr-FR' } });
    expect(await refused(as.admin, EDIT, { id: 'fr', input: { keyValuePairs: '[1, 2]' } })).toMatch(
      /^VALIDATION: JSON Error/,
    );
    const { language } = await ok<{ language: { keyValuePairs: string } }>(
      as.admin,
      '{ language(id: "fr") { keyValuePairs } }',
    );
    const texts = JSON.parse(language.keyValuePairs) as Record<string, string>;
    await ok(as.admin, EDIT, {
      id: 'fr',
      input: { keyValuePairs: JSON.stringify({ ...texts, 'nav.auditlog': "Journal d'audit" }) },
    });
    await ok(as.admin, DEFAULT, { id: 'fr' });
    await ok(as.admin, DEFAULT, { id: 'en' });
    await ok(as.admin, DELETE, { id: 'fr' });

    const entries = await entriesAbout('language', 'fr');
    expect(
      entries.every((entry) => entry.action === 'LANGUAGE_CHANGED' && entry.actor.uid === me.admin.uid),
    ).toBe(true);
    expect(new Set(entries.map((entry) => entry.targetName))).toEqual(new Set(['Français']));
    const values = entries.map(({ before, after }) => ({ before, after })).reverse();
    expect(values).toEqual([
      {
        before: null,
        after: { langName: 'Français', langLocale: 'fr', dateLocale: 'fr-FR', default: false },
      },
      {
        before: { 'text.nav.auditlog': texts['nav.auditlog'] ?? null },
        after: { 'text.nav.auditlog': "Journal d'audit" },
      },
      { before: { defaultLanguage: 'en' }, after: { defaultLanguage: 'fr' } },
      {
        before: { langName: 'Français', langLocale: 'fr', dateLocale: 'fr-FR', default: false },
        after: null,
      },
    ]);
    expect(byAction(await entriesAbout('language', 'en'), 'LANGUAGE_CHANGED')[0]).toMatchObject({
      before: { defaultLanguage: 'fr' },
      after: { defaultLanguage: 'en' },
    });
  });

  it("records an operator's assignment and cancellation, not a rider's own cancellation", async () => {
    const book = async () => {
      const { estimateFare } = await ok<{ estimateFare: { quoteId: string } }>(
        as.rider,
        'query Q($input: EstimateInput!) { estimateFare(input: $input) { quoteId } }',
        { input: { pickup: PICKUP, drop: DROP, carType: 'economy' } },
      );
      const { createBooking } = await ok<{ createBooking: { id: string } }>(
        as.rider,
        `mutation { createBooking(input: { quoteId: "${estimateFare.quoteId}", payment_mode: cash }) { id } }`,
      );
      return createBooking.id;
    };
    const ASSIGN = `mutation Assign($bookingId: ID!, $driverUid: ID!) { assignDriver(bookingId: $bookingId, driverUid: $driverUid) { id } }`;
    const CANCEL = `mutation Cancel($bookingId: ID!, $reason: String!) { cancelBooking(bookingId: $bookingId, reason: $reason) { status } }`;

    // A driver on line near the pickup keeps the bookings open (none would expire them at once).
    await ok(as.driver, 'mutation { setDriverActive(active: true) { uid } }');
    await ok(as.driver, 'mutation { updateDriverLocation(lat: 40.7575, lng: -73.986) { at } }');
    const { users } = await ok<{
      users: { items: { uid: string; carType: string | null; approved: boolean }[] };
    }>(as.admin, '{ users(usertype: driver, limit: 100) { items { uid carType approved } } }');
    const other = users.items.find(
      (driver) => driver.uid !== me.driver.uid && driver.approved && driver.carType === 'Economy',
    )!;
    const otherName = await ok<{ user: { firstName: string; lastName: string } }>(
      as.admin,
      `{ user(uid: "${other.uid}") { firstName lastName } }`,
    );

    const operated = await book();
    expect(await refused(as.admin, ASSIGN, { bookingId: operated, driverUid: me.admin.uid })).toMatch(
      /^NOT_FOUND/,
    );
    await ok(as.admin, ASSIGN, { bookingId: operated, driverUid: other.uid });
    await ok(as.admin, CANCEL, { bookingId: operated, reason: 'Duplicate booking' });
    const [cancelled, assigned, ...more] = await entriesAbout('booking', operated);
    expect(more).toEqual([]);
    const { booking: reference } = await ok<{ booking: { reference: string } }>(
      as.admin,
      `{ booking(id: "${operated}") { reference } }`,
    );
    expect([cancelled!.targetName, assigned!.targetName]).toEqual([reference.reference, reference.reference]);
    expect(assigned).toMatchObject({
      action: 'BOOKING_ASSIGNED',
      actor: me.admin,
      before: null,
      after: {
        driver: other.uid,
        driverName: `${otherName.user.firstName} ${otherName.user.lastName}`,
      },
    });
    expect(cancelled).toMatchObject({
      action: 'BOOKING_CANCELLED',
      actor: me.admin,
      before: { status: 'NEW' },
      after: { status: 'CANCELLED' },
      reason: 'Duplicate booking',
    });

    const own = await book();
    await ok(as.rider, CANCEL, { bookingId: own, reason: 'Plans changed' });
    expect(await entriesAbout('booking', own)).toEqual([]);
  });
});
