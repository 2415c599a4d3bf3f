import type { User, UserType } from '@wayfare/shared';
import { canManageUser, canSetLicence, listScopeFor } from './user-access';

const person = (
  uid: string,
  usertype: UserType,
  fleetadmin?: string,
): Pick<User, 'uid' | 'usertype' | 'fleetadmin'> => ({
  uid,
  usertype,
  fleetadmin,
});

const admin = person('admin-1', 'admin');
const fleet = person('fleet-1', 'fleetadmin');
const ownDriver = person('driver-1', 'driver', 'fleet-1');
const otherFleetDriver = person('driver-2', 'driver', 'fleet-2');
const independentDriver = person('driver-3', 'driver');
const rider = person('rider-1', 'rider');
const otherRider = person('rider-2', 'rider');

describe('canManageUser', () => {
  it.each([
    ['admin', admin, otherRider, true],
    ['admin', admin, person('admin-2', 'admin'), true],
    ['admin (itself)', admin, admin, false],
    ['fleet admin', fleet, ownDriver, true],
    ['fleet admin', fleet, otherFleetDriver, false],
    ['fleet admin', fleet, independentDriver, false],
    ['fleet admin', fleet, rider, false],
    ['rider', rider, otherRider, false],
    ['driver', ownDriver, otherFleetDriver, false],
  ] as const)('%s → %j: %p', (_name, actor, target, allowed) => {
    expect(canManageUser(actor, target)).toBe(allowed);
  });
});

describe('canSetLicence', () => {
  it.each([
    ['the driver itself', ownDriver, ownDriver, true],
    ['its fleet admin', fleet, ownDriver, true],
    ["another fleet's admin", fleet, otherFleetDriver, false],
    ['an admin', admin, independentDriver, true],
    ['a rider, on a rider', rider, rider, false],
    ['another driver', independentDriver, ownDriver, false],
  ] as const)('%s → %p', (_name, actor, driver, allowed) => {
    expect(canSetLicence(actor, driver)).toBe(allowed);
  });
});

describe('listScopeFor', () => {
  it('gives admins any table, admins included when asked for', () => {
    expect(listScopeFor(admin, 'rider')).toEqual({ by: 'type', usertype: 'rider' });
    expect(listScopeFor(admin, 'admin')).toEqual({ by: 'type', usertype: 'admin' });
  });

  it('gives a fleet admin its own drivers only', () => {
    expect(listScopeFor(fleet, 'driver')).toEqual({ by: 'fleet', fleetadmin: 'fleet-1' });
    expect(() => listScopeFor(fleet, 'rider')).toThrow('not_permitted');
  });

  it.each([rider, ownDriver])('refuses %j', (actor) => {
    expect(() => listScopeFor(actor, 'rider')).toThrow('not_permitted');
  });
});
