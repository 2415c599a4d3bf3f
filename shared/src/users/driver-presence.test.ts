import { driverPresenceOf } from './driver-presence';

describe('driverPresenceOf', () => {
  it.each([
    [{ driverActiveStatus: true, queue: false }, 'online'],
    [{ driverActiveStatus: true, queue: true }, 'busy'],
    [{ driverActiveStatus: false, queue: true }, 'busy'],
    [{ driverActiveStatus: false }, 'offline'],
    [{}, 'offline'],
  ] as const)('%o is %p', (flags, presence) => {
    expect(driverPresenceOf(flags)).toBe(presence);
  });
});
