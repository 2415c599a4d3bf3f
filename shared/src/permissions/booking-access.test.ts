import type { BookingActor, BookingStatus } from '../booking/booking-status';
import type { User } from '../entities/user';
import { aBooking } from '../testing/booking.fixture';
import {
  bookingForViewer,
  bookingRowActions,
  bookingAudience,
  canViewBooking,
  chatAudience,
  driversOnMap,
  type Viewer,
} from './booking-access';

describe('canViewBooking (product.md §6)', () => {
  const booking = aBooking({
    status: 'ACCEPTED',
    driver: 'd1',
    fleetadmin: 'f1',
    requestedDrivers: undefined,
  });
  const offered = aBooking({ requestedDrivers: { d2: true } });

  it.each<[string, Viewer, boolean]>([
    ['any admin', { uid: 'a1', usertype: 'admin' }, true],
    ['its rider', { uid: 'r1', usertype: 'rider' }, true],
    ['another rider', { uid: 'r2', usertype: 'rider' }, false],
    ['its driver', { uid: 'd1', usertype: 'driver' }, true],
    ['another driver', { uid: 'd2', usertype: 'driver' }, false],
    ["its driver's fleet admin", { uid: 'f1', usertype: 'fleetadmin' }, true],
    ['another fleet admin', { uid: 'f2', usertype: 'fleetadmin' }, false],
  ])('an assigned booking is visible to %s: %p', (_case, viewer, visible) => {
    expect(canViewBooking(booking, viewer)).toBe(visible);
  });

  it('shows a NEW booking to the drivers it is offered to', () => {
    expect(canViewBooking(offered, { uid: 'd2', usertype: 'driver' })).toBe(true);
    expect(canViewBooking(offered, { uid: 'd3', usertype: 'driver' })).toBe(false);
  });
});

describe('the audience of live frames', () => {
  const viewers: Viewer[] = [
    { uid: 'r1', usertype: 'rider' },
    { uid: 'r2', usertype: 'rider' },
    { uid: 'd1', usertype: 'driver' },
    { uid: 'd2', usertype: 'driver' },
    { uid: 'd3', usertype: 'driver' },
    { uid: 'f1', usertype: 'fleetadmin' },
    { uid: 'f2', usertype: 'fleetadmin' },
  ];
  const bookings: [string, ReturnType<typeof aBooking>][] = [
    ['offered to d1 and d2', aBooking({ status: 'NEW', requestedDrivers: { d1: true, d2: true } })],
    [
      'accepted by d1 after the offer to d2',
      aBooking({ status: 'ACCEPTED', driver: 'd1', fleetadmin: 'f1', requestedDrivers: { d2: true } }),
    ],
    ['reassigned to d3', aBooking({ status: 'ACCEPTED', driver: 'd3', fleetadmin: 'f2' })],
    ['cancelled while offered', aBooking({ status: 'CANCELLED', requestedDrivers: { d1: true } })],
  ];

  it.each(bookings)('of a booking %s is exactly who may view it, admins aside', (_case, booking) => {
    for (const viewer of viewers)
      expect([viewer.uid, bookingAudience(booking).includes(viewer.uid)]).toEqual([
        viewer.uid,
        canViewBooking(booking, viewer),
      ]);
  });

  it("of a booking's chat is its rider and its driver", () => {
    expect(chatAudience(aBooking({ status: 'STARTED', driver: 'd1', fleetadmin: 'f1' }))).toEqual([
      'r1',
      'd1',
    ]);
    expect(chatAudience(aBooking({ status: 'NEW', requestedDrivers: { d2: true } }))).toEqual(['r1']);
  });
});

describe('bookingForViewer', () => {
  const driver: Viewer = { uid: 'd1', usertype: 'driver' };

  it.each<[BookingStatus, boolean]>([
    ['NEW', false],
    ['ACCEPTED', false],
    ['ARRIVED', false],
    ['STARTED', true],
    ['PAID', true],
  ])('a driver sees the OTP in %s: %p', (status, shown) => {
    const view = bookingForViewer(aBooking({ status, driver: 'd1', otp: '4821' }), driver);
    expect(view.otp).toBe(shown ? '4821' : undefined);
  });

  it('always shows the OTP to the rider', () => {
    expect(bookingForViewer(aBooking({ otp: '4821' }), { uid: 'r1', usertype: 'rider' }).otp).toBe('4821');
  });

  it.each<[BookingStatus, boolean]>([
    ['NEW', false],
    ['ACCEPTED', true],
    ['ARRIVED', true],
    ['STARTED', true],
    ['PENDING', false],
    ['PAID', false],
    ['COMPLETE', false],
    ['CANCELLED', false],
  ])("a rider has the driver's number in %s: %p", (status, shown) => {
    const view = bookingForViewer(aBooking({ status, driver: 'd1', driver_contact: '+12125550102' }), {
      uid: 'r1',
      usertype: 'rider',
    });
    expect(view.driver_contact).toBe(shown ? '+12125550102' : undefined);
  });

  it("keeps the driver's number for the driver and the back office after the trip", () => {
    const paid = aBooking({ status: 'PAID', driver: 'd1', fleetadmin: 'f1', driver_contact: '+12125550102' });
    for (const viewer of [
      driver,
      { uid: 'a1', usertype: 'admin' },
      { uid: 'f1', usertype: 'fleetadmin' },
    ] as const)
      expect(bookingForViewer(paid, viewer).driver_contact).toBe('+12125550102');
  });
});

describe('bookingRowActions (product.md §4)', () => {
  it.each<[BookingStatus, BookingActor, boolean, boolean, boolean]>([
    ['NEW', 'admin', true, true, false],
    ['NEW', 'rider', true, false, false],
    ['ACCEPTED', 'admin', true, false, false],
    ['PAYMENT_PENDING', 'rider', true, false, false],
    ['ARRIVED', 'admin', false, false, false],
    ['PENDING', 'rider', false, false, true],
    ['PENDING', 'admin', false, false, false],
    ['NEW', 'fleetadmin', false, false, false],
    ['NEW', 'driver', false, false, false],
    ['COMPLETE', 'admin', false, false, false],
  ])('%s for %s: cancel %p, assign %p, pay now %p', (status, role, cancel, assignDriver, payNow) => {
    expect(bookingRowActions({ status }, role)).toEqual({ cancel, assignDriver, payNow });
  });
});

describe('driversOnMap (product.md §6)', () => {
  const driver = (uid: string, overrides: Partial<User> = {}) => ({
    uid,
    usertype: 'driver' as const,
    approved: true,
    driverActiveStatus: true,
    location: { lat: 1, lng: 1 },
    fleetadmin: 'f1',
    ...overrides,
  });
  const users = [
    driver('d1'),
    driver('d2', { fleetadmin: 'f2' }),
    driver('inactive', { driverActiveStatus: false }),
    driver('unapproved', { approved: false }),
    driver('unlocated', { location: undefined }),
    { ...driver('rider'), usertype: 'rider' as const },
  ];

  it.each<[Viewer, string[]]>([
    [{ uid: 'a1', usertype: 'admin' }, ['d1', 'd2']],
    [{ uid: 'f1', usertype: 'fleetadmin' }, ['d1']],
    [{ uid: 'r1', usertype: 'rider' }, []],
  ])('for %o: %p', (viewer, uids) => {
    expect(driversOnMap(users, viewer).map(({ uid }) => uid)).toEqual(uids);
  });
});
