import { maySignIn, type SignInProfile } from './approval-gate';

describe('maySignIn', () => {
  it.each<[string, SignInProfile | null, boolean]>([
    ['an approved driver', { usertype: 'driver', approved: true }, true],
    ['an unapproved driver', { usertype: 'driver', approved: false }, false],
    ['a rider', { usertype: 'rider', approved: true }, true],
    ['an admin', { usertype: 'admin', approved: true }, true],
    ['an account without a profile yet', null, true],
  ])('%s → %p', (_name, profile, allowed) => {
    expect(maySignIn(profile)).toBe(allowed);
  });
});
