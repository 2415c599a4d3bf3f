import type { User } from '@wayfare/shared';
import { createPreAuthentication, mayStartSignIn } from './approval-gate';
import { preAuthenticationEvent } from './trigger-events.fixture';

type Profile = Pick<User, 'usertype' | 'approved'>;

describe('mayStartSignIn', () => {
  it.each<[string, Profile | null, boolean]>([
    ['an approved driver', { usertype: 'driver', approved: true }, true],
    ['an unapproved driver', { usertype: 'driver', approved: false }, false],
    ['a rider', { usertype: 'rider', approved: true }, true],
    ['an admin', { usertype: 'admin', approved: true }, true],
    ['an account without a profile yet', null, true],
  ])('%s → %p', (_name, profile, allowed) => {
    expect(mayStartSignIn(profile)).toBe(allowed);
  });
});

describe('pre-authentication trigger', () => {
  const trigger = (profile: Profile | null) => {
    const asked: string[] = [];
    const run = createPreAuthentication(async (uid) => {
      asked.push(uid);
      return profile;
    });
    return { asked, run };
  };

  it("refuses an unapproved driver with 'require approval', looking the profile up by sub", async () => {
    const { asked, run } = trigger({ usertype: 'driver', approved: false });
    await expect(run(preAuthenticationEvent())).rejects.toThrow('require approval');
    expect(asked).toEqual(['sub-1']);
  });

  it('lets an approved driver go on to the code', async () => {
    const { run } = trigger({ usertype: 'driver', approved: true });
    await expect(run(preAuthenticationEvent())).resolves.toBeDefined();
  });
});
