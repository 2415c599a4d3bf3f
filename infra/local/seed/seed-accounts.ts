/** Demo accounts through the identity admin and the user repository, as the back office adds users. */
import type { User } from '@wayfare/shared';
import type { IdentityAdmin } from '@wayfare/lambdas/src/ports/identity-admin';
import type { UserRepository } from '@wayfare/lambdas/src/ports/user-repository';
import type { DemoUser } from './demo-accounts';

/** A demo user's sign-in account: its uid (the Cognito sub) and username. */
export interface DemoAccount {
  user: DemoUser;
  uid: string;
  username: string;
}

/**
 * The sign-in accounts of `users`, in order. Profiles come separately (createDemoProfiles), so a
 * seed can first write history that names the uids and then store each profile in its final
 * state (a driver's ratings, position, trip flag).
 */
export async function registerDemoAccounts(
  identity: IdentityAdmin,
  users: readonly DemoUser[],
): Promise<DemoAccount[]> {
  // At once: each account is its own user pool entry; their order is the input's.
  return Promise.all(
    users.map(async (user) => {
      const username = crypto.randomUUID();
      const { email, phone_number: mobile } = user.contact;
      const { uid } = await identity.createUser({ username, email, mobile, group: user.usertype });
      return { user, uid, username };
    }),
  );
}

/**
 * The profiles of the accounts, a minute apart and oldest first (so the user tables' newest-first
 * order is well defined); drivers of the demo fleet belong to `fleetadmin`. `stateOf` adds what the
 * seeded history decided for a user (a driver's ratings, position, trip flag). Wallets open empty,
 * as real ones do: the catalogue seed replays each demo balance through the wallet ledger.
 */
export async function createDemoProfiles(
  users: UserRepository,
  accounts: readonly DemoAccount[],
  {
    now,
    fleetadmin,
    stateOf = () => ({}),
  }: { now: Date; fleetadmin: string; stateOf?: (uid: string) => Partial<User> },
): Promise<void> {
  // At once: the order lives in createdAt, not in the order of the writes.
  await Promise.all(
    accounts.map(({ user, uid, username }, index) => {
      const { contact: _contact, inDemoFleet, ...profile } = user;
      const createdAt = new Date(now.getTime() - (accounts.length - index) * 60_000).toISOString();
      const fleet = inDemoFleet ? { fleetadmin } : {};
      return users.create(
        { ...withoutSeedFields(profile), walletBalance: 0, ...fleet, ...stateOf(uid), uid, createdAt },
        { username },
      );
    }),
  );
}

/** Fields of the demo data that are not profile fields (a driver's home place). */
function withoutSeedFields<T extends object>(profile: T): Omit<T, 'home'> {
  const { home: _home, ...rest } = profile as T & { home?: string };
  return rest;
}
