import { DomainError } from '../errors/domain-error';
import { aBooking } from '../testing/booking.fixture';
import {
  acceptBooking,
  advanceBooking,
  assignDriver,
  backOfficeCancellation,
  cancelBooking,
  cancelTask,
  completeBooking,
  driversForAssignment,
  expireUnanswered,
  isOfferedTo,
  type AcceptingDriver,
  type BookingCaller,
} from './booking';
import type { BookingActor, BookingStatus } from './booking-status';

const rider: BookingCaller = { uid: 'r1', role: 'rider' };
const admin: BookingCaller = { uid: 'a1', role: 'admin' };
const driverD1: BookingCaller = { uid: 'd1', role: 'driver' };
const system: BookingCaller = { uid: 'system', role: 'system' };
const at = Date.UTC(2024, 2, 10, 9, 5);
const here = { lat: 51.51, lng: -0.11 };

const expectDomainError = (run: () => unknown, code: string, messageKey: string) => {
  let thrown: unknown;
  try {
    run();
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(DomainError);
  expect(thrown).toMatchObject({ code, messageKey, name: code, message: messageKey });
};

const dave: AcceptingDriver = {
  uid: 'd1',
  firstName: 'Dave',
  lastName: 'Driver',
  mobile: '+447700900001',
  pushToken: 'driver-token',
  profile_image: 'https://img/d1.png',
  vehicleNumber: 'AB12 CDE',
  vehicleMake: 'Toyota',
  vehicleModel: 'Prius',
  vehicleColor: 'White',
  driverRatingTotal: 14,
  driverRatingCount: 3,
  fleetadmin: 'f1',
};

describe('acceptBooking', () => {
  it('sets the driver details, clears requestedDrivers, tracks ACCEPTED and tells the rider', () => {
    const { booking, effects } = acceptBooking(aBooking({ requestedDrivers: { d1: true, d2: true } }), {
      driver: dave,
      location: here,
      at,
    });
    expect(booking).toMatchObject({
      status: 'ACCEPTED',
      driver: 'd1',
      driver_name: 'Dave Driver',
      driver_image: 'https://img/d1.png',
      driver_contact: '+447700900001',
      driver_token: 'driver-token',
      vehicle_number: 'AB12 CDE',
      vehicle_make: 'Toyota',
      vehicle_model: 'Prius',
      vehicle_color: 'White',
      driverRating: 4.7,
      fleetadmin: 'f1',
    });
    expect(booking).not.toHaveProperty('requestedDrivers');
    expect(effects).toEqual([
      { type: 'track', entry: { at, status: 'ACCEPTED', lat: 51.51, lng: -0.11 } },
      { type: 'setDriverQueue', driverUid: 'd1', queue: true },
      {
        type: 'notify',
        recipient: 'customer',
        uid: 'r1',
        pushToken: 'rider-token',
        title: 'notification_title',
        body: 'accept_booking_request',
        screen: 'BookedCab',
        params: { bookingId: 'b1' },
      },
    ]);
  });

  it.each([
    [
      'another driver already accepted',
      aBooking({ status: 'ACCEPTED', driver: 'd2', requestedDrivers: undefined }),
    ],
    ['the driver was never requested', aBooking({ requestedDrivers: { d2: true } })],
    ['nobody is requested', aBooking({ requestedDrivers: undefined })],
  ])('refuses when %s', (_case, booking) => {
    expectDomainError(
      () => acceptBooking(booking, { driver: dave, location: here, at }),
      'CONFLICT',
      'booking_unavailable',
    );
  });

  it('refuses a requested driver once the rider cancelled', () => {
    expectDomainError(
      () => acceptBooking(aBooking({ status: 'CANCELLED' }), { driver: dave, location: here, at }),
      'CONFLICT',
      'invalid_transition',
    );
  });
});

describe('isOfferedTo', () => {
  it.each([
    [aBooking(), 'd1', true],
    [aBooking(), 'd2', false],
    [aBooking({ status: 'ACCEPTED' }), 'd1', false],
  ])('task list of %#', (booking, driver, offered) => {
    expect(isOfferedTo(booking, driver)).toBe(offered);
  });
});

describe('cancelTask', () => {
  it('cancels the booking when the driver is the only one requested', () => {
    const { booking, effects } = cancelTask(aBooking(), { driverUid: 'd1' });
    expect(booking.status).toBe('CANCELLED');
    expect(booking.cancelledBy).toBe('driver');
    expect(booking).not.toHaveProperty('requestedDrivers');
    expect(effects).toEqual([expect.objectContaining({ recipient: 'customer', body: 'booking_cancelled' })]);
  });

  it('only removes the driver when others are requested', () => {
    const { booking, effects } = cancelTask(aBooking({ requestedDrivers: { d1: true, d2: true } }), {
      driverUid: 'd1',
    });
    expect(booking.status).toBe('NEW');
    expect(booking.requestedDrivers).toEqual({ d2: true });
    expect(effects).toEqual([]);
  });

  it('refuses a driver who is not requested', () => {
    expectDomainError(() => cancelTask(aBooking(), { driverUid: 'd9' }), 'CONFLICT', 'booking_unavailable');
  });
});

describe('expireUnanswered', () => {
  it('ends a NEW booking no driver took: CANCELLED, offers withdrawn, the rider told', () => {
    const { booking, effects } = expireUnanswered(aBooking({ requestedDrivers: { d1: true, d2: true } }));
    expect(booking).toMatchObject({ status: 'CANCELLED', reason: 'no_driver_found', cancelledBy: 'system' });
    expect(booking).not.toHaveProperty('requestedDrivers');
    expect(effects).toEqual([expect.objectContaining({ recipient: 'customer', body: 'no_driver_found' })]);
  });

  it('leaves a booking that has left NEW alone', () => {
    expectDomainError(
      () => expireUnanswered(aBooking({ status: 'ACCEPTED', requestedDrivers: undefined })),
      'CONFLICT',
      'invalid_transition',
    );
  });
});

describe('cancelBooking', () => {
  it.each(['ACCEPTED', 'ARRIVED'] as const)(
    'from %s releases the driver and tells both parties',
    (status) => {
      const { booking, effects } = cancelBooking(
        aBooking({ status, driver: 'd1', driver_token: 'driver-token', requestedDrivers: undefined }),
        { caller: rider, reason: 'Driver is late' },
      );
      expect(booking).toMatchObject({ status: 'CANCELLED', reason: 'Driver is late', cancelledBy: 'rider' });
      expect(effects).toEqual([
        { type: 'setDriverQueue', driverUid: 'd1', queue: false },
        expect.objectContaining({
          recipient: 'driver',
          uid: 'd1',
          pushToken: 'driver-token',
          body: 'booking_cancelled',
          // The driver's inbox links the notice to the trip.
          params: { bookingId: 'b1' },
        }),
        expect.objectContaining({ recipient: 'customer', uid: 'r1', body: 'booking_cancelled' }),
      ]);
    },
  );

  it('from NEW removes the requested drivers and notifies nobody', () => {
    const { booking, effects } = cancelBooking(aBooking(), { caller: admin, reason: 'Duplicate' });
    expect(booking).toMatchObject({ status: 'CANCELLED', reason: 'Duplicate', cancelledBy: 'admin' });
    expect(booking).not.toHaveProperty('requestedDrivers');
    expect(effects).toEqual([]);
  });

  it("from PAYMENT_PENDING is 'cancelled incomplete booking' whatever reason was given", () => {
    const { booking } = cancelBooking(aBooking({ status: 'PAYMENT_PENDING', requestedDrivers: undefined }), {
      caller: rider,
      reason: 'Changed my mind',
    });
    expect(booking).toMatchObject({
      status: 'CANCELLED',
      reason: 'cancelled incomplete booking',
      cancelledBy: 'rider',
    });
  });

  it.each<[string, BookingStatus, BookingCaller, string]>([
    ['a rider, once the trip started', 'STARTED', rider, 'CONFLICT'],
    ['an admin, once the driver arrived', 'ARRIVED', admin, 'CONFLICT'],
    ['the assigned driver', 'ACCEPTED', driverD1, 'FORBIDDEN'],
    ["another rider's booking", 'NEW', { uid: 'r2', role: 'rider' }, 'FORBIDDEN'],
    ['a driver through the general cancel', 'NEW', driverD1, 'FORBIDDEN'],
  ])('refuses %s', (_case, status, caller, code) => {
    expect(() => cancelBooking(aBooking({ status, driver: 'd1' }), { caller, reason: 'x' })).toThrow(
      expect.objectContaining({ code }),
    );
  });
});

describe('backOfficeCancellation', () => {
  it.each<[BookingStatus, BookingActor, ReturnType<typeof backOfficeCancellation>]>([
    ['NEW', 'admin', { kind: 'chooseReason' }],
    ['ACCEPTED', 'rider', { kind: 'chooseReason' }],
    ['PAYMENT_PENDING', 'admin', { kind: 'immediate', reason: 'cancelled incomplete booking' }],
    ['ARRIVED', 'admin', undefined],
    ['PENDING', 'rider', undefined],
    ['NEW', 'fleetadmin', undefined],
    ['NEW', 'driver', undefined],
  ])('%s for %s', (status, role, expected) => {
    expect(backOfficeCancellation(status, role)).toEqual(expected);
  });
});

describe('assignDriver', () => {
  const sedanDriver = { uid: 'd2', carType: 'Sedan', pushToken: 'd2-token' };

  it.each([
    [false, 'bookings'],
    [true, 'bookings-repeat'],
  ])('adds the driver and pushes on DriverTrips (CarHornRepeat %p → %s)', (carHornRepeat, channelId) => {
    const { booking, effects } = assignDriver(aBooking(), {
      caller: admin,
      driver: sedanDriver,
      carHornRepeat,
    });
    expect(booking.requestedDrivers).toEqual({ d1: true, d2: true });
    expect(effects).toEqual([
      {
        type: 'notify',
        recipient: 'driver',
        uid: 'd2',
        pushToken: 'd2-token',
        title: 'notification_title',
        body: 'new_booking_request',
        screen: 'DriverTrips',
        params: { bookingId: 'b1' },
        channelId,
      },
    ]);
  });

  it.each<[string, BookingStatus, BookingCaller, string | undefined, string]>([
    ['a fleet admin', 'NEW', { uid: 'f1', role: 'fleetadmin' }, 'Sedan', 'FORBIDDEN'],
    ['an accepted booking', 'ACCEPTED', admin, 'Sedan', 'CONFLICT'],
    ['another car type', 'NEW', admin, 'SUV', 'VALIDATION'],
  ])('refuses %s', (_case, status, caller, carType, code) => {
    expect(() =>
      assignDriver(aBooking({ status }), { caller, driver: { uid: 'd2', carType }, carHornRepeat: false }),
    ).toThrow(expect.objectContaining({ code }));
  });

  it('lists only drivers of the booking car type', () => {
    const drivers = [{ uid: 'd1', carType: 'Sedan' }, { uid: 'd2', carType: 'SUV' }, { uid: 'd3' }];
    expect(driversForAssignment(aBooking(), drivers).map(({ uid }) => uid)).toEqual(['d1']);
  });
});

describe('advanceBooking', () => {
  const onTrip = (status: BookingStatus, extra = {}) =>
    aBooking({ status, driver: 'd1', requestedDrivers: undefined, ...extra });

  it('moves the assigned driver through ARRIVED and STARTED', () => {
    const arrived = advanceBooking(onTrip('ACCEPTED'), { caller: driverD1, at, request: { to: 'ARRIVED' } });
    // The no-show wait runs from the moment the driver arrived.
    expect(arrived).toEqual({ booking: onTrip('ARRIVED', { arrivedAt: at }), effects: [] });
    const started = advanceBooking(arrived.booking, { caller: driverD1, at, request: { to: 'STARTED' } });
    expect(started.booking.status).toBe('STARTED');
  });

  it('needs the ride OTP to start when the booking has one', () => {
    const arrived = onTrip('ARRIVED', { otp: '4821' });
    expectDomainError(
      () => advanceBooking(arrived, { caller: driverD1, at, request: { to: 'STARTED', otp: '0000' } }),
      'VALIDATION',
      'wrong_ride_code',
    );
    expectDomainError(
      () => advanceBooking(arrived, { caller: driverD1, at, request: { to: 'STARTED' } }),
      'VALIDATION',
      'otp validate error',
    );
    const started = advanceBooking(arrived, {
      caller: driverD1,
      at,
      request: { to: 'STARTED', otp: '4821' },
    });
    expect(started.booking.status).toBe('STARTED');
  });

  it('records a tracking point at REACHED', () => {
    const { effects } = advanceBooking(onTrip('STARTED'), {
      caller: driverD1,
      at,
      request: { to: 'REACHED', location: here },
    });
    expect(effects).toEqual([{ type: 'track', entry: { at, status: 'REACHED', lat: 51.51, lng: -0.11 } }]);
  });

  it('frees the driver and tells the rider the ride is completed at PAID', () => {
    const { booking, effects } = advanceBooking(onTrip('PENDING'), {
      caller: rider,
      at,
      request: { to: 'PAID' },
    });
    expect(booking.status).toBe('PAID');
    expect(effects).toEqual([
      { type: 'setDriverQueue', driverUid: 'd1', queue: false },
      expect.objectContaining({ recipient: 'customer', body: 'ride_completed', screen: 'BookedCab' }),
    ]);
  });

  it('lets the backend confirm a payment-pending booking', () => {
    const { booking } = advanceBooking(aBooking({ status: 'PAYMENT_PENDING' }), {
      caller: system,
      at,
      request: { to: 'NEW' },
    });
    expect(booking.status).toBe('NEW');
  });

  it.each<[string, BookingStatus, BookingCaller, BookingStatus, string]>([
    ['another driver', 'ACCEPTED', { uid: 'd2', role: 'driver' }, 'ARRIVED', 'FORBIDDEN'],
    ['skipping a step', 'ACCEPTED', driverD1, 'PENDING', 'CONFLICT'],
    ['a rider marking arrival', 'ACCEPTED', rider, 'ARRIVED', 'CONFLICT'],
    ['a rider confirming payment', 'PAYMENT_PENDING', rider, 'NEW', 'CONFLICT'],
  ])('refuses %s', (_case, status, caller, to, code) => {
    expect(() =>
      advanceBooking(onTrip(status), { caller, at, request: { to } as { to: 'ARRIVED' } }),
    ).toThrow(expect.objectContaining({ code }));
  });
});

describe('completeBooking', () => {
  const paid = aBooking({
    status: 'PAID',
    driver: 'd1',
    driver_token: 'driver-token',
    requestedDrivers: undefined,
  });

  it('rates the driver and tells the driver', () => {
    const { booking, effects } = completeBooking(paid, { caller: rider, rating: 4 });
    expect(booking).toMatchObject({ status: 'COMPLETE', rating: 4 });
    expect(effects).toEqual([
      { type: 'rateDriver', driverUid: 'd1', rate: 4 },
      expect.objectContaining({
        recipient: 'driver',
        uid: 'd1',
        body: 'rating_received',
        params: { bookingId: paid.id },
      }),
    ]);
  });

  it('completes without a rating silently', () => {
    expect(completeBooking(paid, { caller: system })).toEqual({
      booking: { ...paid, status: 'COMPLETE' },
      effects: [],
    });
  });

  it.each([0, 6, 3.5])('refuses rating %p', (rating) => {
    expectDomainError(() => completeBooking(paid, { caller: rider, rating }), 'VALIDATION', 'invalid_rating');
  });
});
