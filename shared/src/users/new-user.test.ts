import type { UserType } from '../entities/user';
import { DomainError } from '../errors/domain-error';
import { buildFirstProfile, buildNewUser, canAddUser, contactCheckError, userExistsError } from './new-user';

const at = Date.UTC(2024, 5, 1, 10);
const letters = () => 7; // 'H'

const input = (usertype: UserType) => ({
  uid: 'u1',
  firstName: 'Sam',
  lastName: 'Smith',
  email: 'sam@example.com',
  usertype,
  regType: 'admin' as const,
});

describe('buildNewUser', () => {
  it('adds a driver for a fleet admin: approved, active, off-queue, owned, with a referral id', () => {
    expect(
      buildNewUser(input('driver'), {
        creator: { uid: 'f1', usertype: 'fleetadmin' },
        at,
        randomInt: letters,
      }),
    ).toEqual({
      ...input('driver'),
      createdAt: '2024-06-01T10:00:00.000Z',
      approved: true,
      walletBalance: 0,
      referralId: 'HHHHH',
      driverActiveStatus: true,
      queue: false,
      fleetadmin: 'f1',
    });
  });

  it.each<[UserType, boolean, boolean]>([
    ['rider', true, false],
    ['driver', true, false],
    ['fleetadmin', false, false],
    ['admin', false, false],
  ])('an admin adds a %s (referral id %p) without fleet ownership', (usertype, referral) => {
    const user = buildNewUser(input(usertype), {
      creator: { uid: 'a1', usertype: 'admin' },
      at,
      randomInt: letters,
    });
    expect(user.approved).toBe(true);
    expect(user.walletBalance).toBe(0);
    expect(user.referralId).toBe(referral ? 'HHHHH' : undefined);
    expect(user.fleetadmin).toBeUndefined();
  });

  it('makes a self-registered driver await approval', () => {
    expect(buildNewUser(input('driver'), { at, randomInt: letters }).approved).toBe(false);
    expect(buildNewUser(input('rider'), { at, randomInt: letters }).approved).toBe(true);
  });

  it.each<[UserType, UserType, boolean]>([
    ['admin', 'admin', true],
    ['admin', 'fleetadmin', true],
    ['fleetadmin', 'driver', true],
    ['fleetadmin', 'rider', false],
    ['fleetadmin', 'admin', false],
    ['driver', 'driver', false],
    ['rider', 'rider', false],
  ])('a %s may add a %s: %p', (creatorType, usertype, allowed) => {
    expect(canAddUser({ uid: 'c1', usertype: creatorType }, usertype)).toBe(allowed);
    const build = () =>
      buildNewUser(input(usertype), {
        creator: { uid: 'c1', usertype: creatorType },
        at,
        randomInt: letters,
      });
    if (allowed) expect(build).not.toThrow();
    else expect(build).toThrow(expect.objectContaining({ code: 'FORBIDDEN' }));
  });

  it('creates a missing profile as an approved rider with an empty wallet', () => {
    expect(
      buildFirstProfile(
        { uid: 'u9', mobile: '+447700900009', regType: 'mobile' },
        { at, randomInt: letters },
      ),
    ).toEqual({
      uid: 'u9',
      mobile: '+447700900009',
      regType: 'mobile',
      firstName: '',
      lastName: '',
      usertype: 'rider',
      createdAt: '2024-06-01T10:00:00.000Z',
      approved: true,
      walletBalance: 0,
      referralId: 'HHHHH',
    });
  });
});

describe('user add errors (product.md §5)', () => {
  it('reports an existing user and a failed check with the spec keys', () => {
    expect(userExistsError()).toMatchObject({ code: 'USER_EXISTS', message: 'user exists' });
    const cause = new Error('lookup failed');
    const error = contactCheckError(cause);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ code: 'CONTACT_CHECK_FAILED', message: 'email or mobile issue', cause });
  });
});
