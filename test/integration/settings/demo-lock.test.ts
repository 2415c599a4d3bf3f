/**
 * The demo lock's way out, against DynamoDB Local through the settings services: the admin whose
 * save turned critical edits off may turn them on again (and nothing else changes); another admin
 * may not while that admin exists; settings saves stay refused under the lock.
 */
import { randomUUID } from 'node:crypto';
import type { Settings, UserType } from '@wayfare/shared';
import { demoSettings } from '@wayfare/infra/local/seed/demo-settings';
import type { Caller } from '@wayfare/lambdas/src/access/caller';
import { DynamoSettingsRepository } from '@wayfare/lambdas/src/adapters/dynamodb/settings.repository';
import { DynamoUserRepository } from '@wayfare/lambdas/src/adapters/dynamodb/user.repository';
import { allowCriticalEdits, saveSettings } from '@wayfare/lambdas/src/settings/settings';
import type { SettingsDeps } from '@wayfare/lambdas/src/settings/settings-deps';
import { startLocalTable, TABLE, type LocalTable } from '../data/catalogue-table';

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'done',
    (error: { code?: string; messageKey?: string }) => `${error.code}/${error.messageKey}`,
  );

describe('the demo lock', () => {
  let table: LocalTable;
  let deps: SettingsDeps;
  let users: DynamoUserRepository;

  const aUser = async (usertype: UserType): Promise<Caller> => {
    const uid = randomUUID();
    await users.create({
      uid,
      createdAt: new Date().toISOString(),
      firstName: usertype,
      lastName: uid.slice(0, 6),
      email: `${uid}@example.com`,
      usertype,
      approved: true,
      walletBalance: 0,
      regType: 'admin',
    });
    return { uid, groups: [usertype] };
  };
  const lockAs = (admin: Caller, changes: Partial<Settings> = {}) =>
    saveSettings(deps, admin, { ...demoSettings, ...changes, AllowCriticalEditsAdmin: false });

  beforeAll(async () => {
    table = await startLocalTable();
    users = new DynamoUserRepository(table.documentClient, TABLE);
    deps = {
      settings: new DynamoSettingsRepository(table.documentClient, TABLE),
      users,
      now: Date.now,
      newId: randomUUID,
    };
    await deps.settings.put(demoSettings, new Date());
  }, 300_000);
  afterAll(() => table?.close());

  it('lets the admin who locked turn critical edits on again, changing nothing else', async () => {
    const owner = await aUser('admin');
    await lockAs(owner, { appName: 'Locked demo' });
    expect(await refusal(saveSettings(deps, owner, { ...demoSettings, AllowCriticalEditsAdmin: true }))).toBe(
      'DEMO_MODE/demo mode',
    );
    const unlocked = await allowCriticalEdits(deps, owner);
    expect(unlocked).toMatchObject({ AllowCriticalEditsAdmin: true, appName: 'Locked demo' });
    expect(unlocked.criticalEditsLockedBy).toBeUndefined();
    expect(await deps.settings.get()).toEqual(unlocked);
    // Unlocked, the settings save is open again.
    expect(await refusal(saveSettings(deps, owner, { ...demoSettings, appName: 'Open' }))).toBe('done');
  });

  it('refuses another admin, and every other role, while the locking admin exists', async () => {
    const owner = await aUser('admin');
    const visitor = await aUser('admin');
    await lockAs(owner);
    expect(await refusal(allowCriticalEdits(deps, visitor))).toBe('FORBIDDEN/demo_lock_owner');
    for (const type of ['rider', 'driver', 'fleetadmin'] as const) {
      expect(await refusal(allowCriticalEdits(deps, await aUser(type)))).toMatch(/^FORBIDDEN\//);
    }
    expect((await deps.settings.get())?.AllowCriticalEditsAdmin).toBe(false);
    await users.update(owner.uid, { usertype: 'rider' });
    // The locking admin is no longer one: any admin may find the way out.
    expect((await allowCriticalEdits(deps, visitor)).AllowCriticalEditsAdmin).toBe(true);
  });
});
