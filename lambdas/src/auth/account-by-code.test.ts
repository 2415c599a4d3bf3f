import { buildFirstProfile, userExistsError, type User } from '@wayfare/shared';
import { IdentityExistsError } from '../ports/identity-admin';
import { createAccountByCode } from './account-by-code';

const NOW = Date.UTC(2026, 10, 23, 12);
const REFERRER = buildFirstProfile(
  { uid: 'referrer-uid', regType: 'email' },
  { at: NOW, randomInt: () => 0 },
);

function setup({
  heldContacts = [] as string[],
  createUser = async (): Promise<{ uid: string }> => ({ uid: 'sub-new' }),
  create = async (user: User): Promise<User> => user,
} = {}) {
  const calls: string[] = [];
  const profiles: User[] = [];
  const make = createAccountByCode({
    users: {
      findByContact: async (kind, value) => {
        calls.push(`findByContact ${kind} ${value}`);
        return heldContacts.includes(value) ? REFERRER : null;
      },
      findByReferralId: async (id) => (id === 'RIDRA' ? REFERRER : null),
      getById: async () => null,
      create: async (user) => {
        calls.push(`create profile ${user.uid}`);
        const created = await create(user);
        profiles.push(created);
        return created;
      },
    },
    identity: (userPoolId) => ({
      createUser: async (input) => {
        calls.push(`createUser ${userPoolId} ${JSON.stringify(input)}`);
        return createUser();
      },
      deleteUser: async (username) => void calls.push(`deleteUser ${username}`),
    }),
    newUsername: () => 'username-1',
    now: () => NOW,
    randomInt: () => 2,
  });
  return { make, calls, profiles };
}

const email = (to: string) => ({
  userPoolId: 'pool-1',
  contact: { channel: 'email' as const, to },
  clientMetadata: undefined,
});

describe('account by code', () => {
  it('makes a Cognito user with only that contact, verified, in group rider, and its rider profile', async () => {
    const { make, calls, profiles } = setup();
    await make({ ...email('new@example.com'), clientMetadata: { referralId: ' ridra ' } });
    expect(calls).toEqual([
      'findByContact email new@example.com',
      `createUser pool-1 ${JSON.stringify({ username: 'username-1', email: 'new@example.com', group: 'rider' })}`,
      'create profile sub-new',
    ]);
    expect(profiles).toEqual([
      expect.objectContaining({
        uid: 'sub-new',
        email: 'new@example.com',
        regType: 'email',
        usertype: 'rider',
        approved: true,
        walletBalance: 0,
        signupViaReferral: 'referrer-uid',
      }),
    ]);
  });

  it('makes a mobile account without a referrer when none (or one gone since) is named', async () => {
    const { make, profiles } = setup();
    await make({
      userPoolId: 'pool-1',
      contact: { channel: 'sms', to: '+15550100000' },
      clientMetadata: { referralId: 'GONEE' },
    });
    expect(profiles[0]).toMatchObject({ uid: 'sub-new', mobile: '+15550100000', regType: 'mobile' });
    expect(profiles[0]!.signupViaReferral).toBeUndefined();
  });

  it("refuses a contact a profile holds with 'user exists' before anything is made", async () => {
    const { make, calls } = setup({ heldContacts: ['riley@wayfare.example'] });
    await expect(make(email('riley@wayfare.example'))).rejects.toThrow('user exists');
    expect(calls).toEqual(['findByContact email riley@wayfare.example']);
  });

  it('counts a concurrent round that made the account first as done', async () => {
    const { make, calls } = setup({
      createUser: async () => {
        throw new IdentityExistsError('taken');
      },
    });
    await expect(make(email('new@example.com'))).resolves.toBeUndefined();
    expect(calls.filter((call) => call.startsWith('create profile'))).toEqual([]);
  });

  it('removes the Cognito user again when its profile cannot be written, so no sign-in lacks one', async () => {
    const { make, calls } = setup({
      create: async () => {
        throw userExistsError();
      },
    });
    await expect(make(email('new@example.com'))).rejects.toThrow();
    expect(calls.at(-1)).toBe('deleteUser username-1');
  });
});
