/**
 * The back office's bulk actions on the twin: each item is authorised and validated as when done
 * alone, a refused item is reported with its reason and undoes none of the others, and roles that
 * may not act are refused by the schema. Each item that succeeded has its own audit entry, a
 * refused one none.
 */
import type { Twin } from '@wayfare/infra/local/twin';
import { graphql, signInWithCode } from '../../support/cognito-sign-in';
import { startTestTwin } from '../../support/twin';

type Session = { accessToken: string };
type Bulk = { succeeded: string[]; failed: { id: string; code: string; message: string }[] };

const RESULT = 'succeeded failed { id code message }';
const APPROVE = `mutation Approve($uids: [ID!]!, $approved: Boolean!) {
  setDriversApproval(uids: $uids, approved: $approved) { ${RESULT} } }`;
const DELETE_USERS = `mutation Delete($uids: [ID!]!) { deleteUsers(uids: $uids) { ${RESULT} } }`;
const PROCESS = `mutation Process($ids: [ID!]!) { processWithdraws(ids: $ids) { ${RESULT} } }`;
const DELETE_PROMOS = `mutation Delete($ids: [ID!]!) { deletePromos(ids: $ids) { ${RESULT} } }`;
const DELETE_CAR_TYPES = `mutation Delete($ids: [ID!]!) { deleteCarTypes(ids: $ids) { ${RESULT} } }`;
const USERS = `query Users($usertype: UserType!) { users(usertype: $usertype, limit: 100) { items { uid firstName approved } } }`;
const WITHDRAWS = `{ withdraws(limit: 100) { items { id processed } } }`;
const PROMOS = `{ promos(limit: 100) { items { id } } }`;
const AUDIT = `query Audit($action: AuditAction!) { auditLog(action: $action, limit: 100) {
  items { action actor { uid } targetId after } } }`;
type Entry = { action: string; actor: { uid: string }; targetId: string; after: string | null };

describe('bulk actions on the twin', () => {
  let twin: Twin;
  const as: Record<'admin' | 'fleetadmin' | 'rider', Session> = {} as never;
  const uid: Record<string, string> = {};

  const call = async <T>(session: Session, query: string, variables = {}) =>
    graphql<T>(twin.outputs, session, query, variables);
  const bulk = async (session: Session, query: string, variables: Record<string, unknown>) => {
    const result = await call<Record<string, Bulk>>(session, query, variables);
    expect(result.errors).toBeUndefined();
    return Object.values(result.data!)[0]!;
  };
  /** The targets of the entries of one action, each with the uid of who made it. */
  const logged = async (action: string) =>
    (await call<{ auditLog: { items: Entry[] } }>(as.admin, AUDIT, { action }))
      .data!.auditLog.items.map((entry) => `${entry.targetId} by ${entry.actor.uid}`)
      .sort();
  const uidOf = async (session: Session) =>
    (await call<{ me: { uid: string } }>(session, '{ me { uid } }')).data!.me.uid;
  const drivers = async () =>
    (
      await call<{ users: { items: { uid: string; firstName: string; approved: boolean }[] } }>(
        as.admin,
        USERS,
        {
          usertype: 'driver',
        },
      )
    ).data!.users.items;

  beforeAll(async () => {
    twin = await startTestTwin();
    for (const role of ['admin', 'fleetadmin', 'rider'] as const) {
      as[role] = await signInWithCode(twin.outputs, twin.outputs.demoAccounts[role]);
    }
    for (const driver of await drivers()) uid[driver.firstName] = driver.uid;
    // A twin and three sign-ins: a loaded machine needs more than the default minute.
  }, 240_000);
  afterAll(() => twin?.close());

  it("approves a fleet admin's own drivers and refuses another fleet's, item by item", async () => {
    const result = await bulk(as.fleetadmin, APPROVE, { uids: [uid.Farid, uid.Uma], approved: false });
    expect(result.succeeded).toEqual([uid.Farid]);
    expect(result.failed).toEqual([{ id: uid.Uma, code: 'FORBIDDEN', message: 'not_permitted' }]);
    const after = Object.fromEntries((await drivers()).map((d) => [d.firstName, d.approved]));
    expect(after).toMatchObject({ Farid: false, Uma: false });

    const approved = await bulk(as.admin, APPROVE, {
      uids: [uid.Farid, uid.Uma, 'no-such-user'],
      approved: true,
    });
    expect(approved.succeeded).toEqual([uid.Farid, uid.Uma]);
    expect(approved.failed.map((f) => f.id)).toEqual(['no-such-user']);
    expect(
      (await drivers()).filter((d) => ['Farid', 'Uma'].includes(d.firstName)).every((d) => d.approved),
    ).toBe(true);
    const [admin, fleetadmin] = [await uidOf(as.admin), await uidOf(as.fleetadmin)];
    expect(await logged('DRIVER_APPROVAL')).toEqual(
      [`${uid.Farid} by ${fleetadmin}`, `${uid.Farid} by ${admin}`, `${uid.Uma} by ${admin}`].sort(),
    );
  });

  it('processes the open withdrawals and names the one processed already', async () => {
    const before = (
      await call<{ withdraws: { items: { id: string; processed: boolean }[] } }>(as.admin, WITHDRAWS)
    ).data!.withdraws.items;
    const open = before.filter((w) => !w.processed).map((w) => w.id);
    const done = before.filter((w) => w.processed).map((w) => w.id);
    expect(open.length).toBeGreaterThan(0);
    expect(done.length).toBeGreaterThan(0);
    const result = await bulk(as.admin, PROCESS, { ids: [...open, done[0]] });
    expect(result.succeeded).toEqual(open);
    expect(result.failed).toEqual([expect.objectContaining({ id: done[0], message: 'withdraw_processed' })]);
    const admin = await uidOf(as.admin);
    expect(await logged('WITHDRAW_PROCESSED')).toEqual(open.map((id) => `${id} by ${admin}`).sort());
  });

  it('deletes promos and car types, reporting the unknown ones without undoing the rest', async () => {
    const promos = await bulk(as.admin, DELETE_PROMOS, { ids: ['promo-flat5', 'promo-none'] });
    expect(promos.succeeded).toEqual(['promo-flat5']);
    expect(promos.failed).toEqual([expect.objectContaining({ id: 'promo-none', code: 'NOT_FOUND' })]);
    const left = (await call<{ promos: { items: { id: string }[] } }>(as.admin, PROMOS)).data!.promos.items;
    expect(left.map((p) => p.id)).not.toContain('promo-flat5');
    expect(left.map((p) => p.id)).toContain('promo-welcome');

    const carTypes = await bulk(as.admin, DELETE_CAR_TYPES, { ids: ['xl', 'no-such-type'] });
    expect(carTypes.succeeded).toEqual(['xl']);
    expect(carTypes.failed.map((f) => f.id)).toEqual(['no-such-type']);
    const admin = await uidOf(as.admin);
    expect(await logged('PROMO_DELETED')).toEqual([`promo-flat5 by ${admin}`]);
    expect(await logged('CAR_TYPE_DELETED')).toEqual([`xl by ${admin}`]);
  });

  it("deletes users one by one: a fleet admin's own driver, never another fleet's", async () => {
    const result = await bulk(as.fleetadmin, DELETE_USERS, { uids: [uid.Uma, uid.Fiona] });
    expect(result.succeeded).toEqual([uid.Fiona]);
    expect(result.failed).toEqual([{ id: uid.Uma, code: 'FORBIDDEN', message: 'not_permitted' }]);
    expect((await drivers()).map((d) => d.firstName)).toEqual(expect.arrayContaining(['Uma', 'Farid']));
    expect((await drivers()).map((d) => d.firstName)).not.toContain('Fiona');
    expect(await logged('USER_DELETED')).toEqual([`${uid.Fiona} by ${await uidOf(as.fleetadmin)}`]);
  });

  it('refuses riders by the schema, and empty or oversized lists as bad input', async () => {
    for (const [query, variables] of [
      [APPROVE, { uids: [uid.Farid], approved: true }],
      [DELETE_USERS, { uids: [uid.Farid] }],
      [PROCESS, { ids: ['x'] }],
      [DELETE_PROMOS, { ids: ['x'] }],
      [DELETE_CAR_TYPES, { ids: ['x'] }],
    ] as const) {
      expect((await call(as.rider, query, variables)).errors?.[0]?.errorType).toBe('Unauthorized');
    }
    expect((await call(as.admin, DELETE_PROMOS, { ids: [] })).errors?.[0]).toMatchObject({
      errorType: 'VALIDATION',
    });
    const many = Array.from({ length: 101 }, (_, i) => `promo-${i}`);
    expect((await call(as.admin, DELETE_PROMOS, { ids: many })).errors?.[0]).toMatchObject({
      errorType: 'VALIDATION',
    });
  });
});
