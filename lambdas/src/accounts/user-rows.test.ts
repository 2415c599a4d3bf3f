import type { User, UserType } from '@wayfare/shared';
import type { AccountsDeps } from './accounts-deps';
import { getUser, listUsers } from './user-admin';

const person = (uid: string, usertype: UserType, extra: Partial<User> = {}) =>
  ({ uid, usertype, firstName: uid.toUpperCase(), lastName: 'Doe', approved: true, ...extra }) as User;

const admin = person('admin', 'admin');
const fleets = [
  person('f1', 'fleetadmin', { firstName: 'Fiona' }),
  person('f2', 'fleetadmin', { firstName: 'Femi' }),
];
const drivers = [
  person('d1', 'driver', { fleetadmin: 'f1' }),
  person('d2', 'driver', { fleetadmin: 'f2' }),
  person('d3', 'driver', { fleetadmin: 'f1' }),
  person('d4', 'driver', { fleetadmin: 'gone' }),
  person('d5', 'driver'),
];
const everyone = [admin, ...fleets, ...drivers];

/** In-memory accounts deps that count the profile reads. */
function fakeDeps() {
  const reads = { getById: [] as string[], getByIds: [] as string[][] };
  const deps = {
    users: {
      getById: async (uid: string) => {
        reads.getById.push(uid);
        return everyone.find((user) => user.uid === uid) ?? null;
      },
      getByIds: async (uids: readonly string[]) => {
        reads.getByIds.push([...uids]);
        return everyone.filter((user) => uids.includes(user.uid));
      },
      listByType: async () => ({ items: drivers, nextToken: null }),
    },
    settings: { get: async () => null },
    images: { presignDownload: async (key: string) => `https://signed/${key}` },
  } as unknown as AccountsDeps;
  return { deps, reads };
}

const caller = { uid: 'admin', groups: ['admin' as const] };

describe("the fleet admin's name in the user tables", () => {
  it('is filled beside the uid for a whole page in one batch read, not one read per row', async () => {
    const { deps, reads } = fakeDeps();
    const page = await listUsers(deps, caller, { usertype: 'driver' });
    expect(page.items.map((row) => [row.uid, row.fleetadmin, row.fleetadminName])).toEqual([
      ['d1', 'f1', 'Fiona Doe'],
      ['d2', 'f2', 'Femi Doe'],
      ['d3', 'f1', 'Fiona Doe'],
      ['d4', 'gone', undefined],
      ['d5', undefined, undefined],
    ]);
    expect(reads.getByIds).toHaveLength(1);
    expect(reads.getById).toEqual(['admin']); // the caller only
  });

  it('is filled for one user too', async () => {
    const { deps } = fakeDeps();
    expect((await getUser(deps, caller, 'd2')).fleetadminName).toBe('Femi Doe');
  });

  it('reads nothing more for a page without drivers of a fleet', async () => {
    const { deps, reads } = fakeDeps();
    await getUser(deps, caller, 'f1');
    expect(reads.getByIds).toEqual([]);
  });
});
