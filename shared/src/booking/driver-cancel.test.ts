import type { Booking } from '../entities/booking';
import { aBooking } from '../testing/booking.fixture';
import type { BookingStatus } from './booking-status';
import { cancelByDriver, noShowOpensAt, reportNoShow } from './driver-cancel';

const arrivedAt = Date.UTC(2024, 2, 10, 9);
const MINUTE = 60_000;
const accepted = aBooking({ status: 'ACCEPTED', driver: 'd1', requestedDrivers: undefined });
const arrived = { ...accepted, status: 'ARRIVED' as const, arrivedAt };

describe('the driver cancels a trip it accepted (docs/trips.md)', () => {
  it.each([accepted, arrived])(
    'ends a $status trip CANCELLED, frees the driver and tells the rider',
    (booking) => {
      const change = cancelByDriver(booking, { driverUid: 'd1', reason: 'driver_reason_vehicle_problem' });
      expect(change.booking).toMatchObject({
        status: 'CANCELLED',
        reason: 'driver_reason_vehicle_problem',
        cancelledBy: 'driver',
      });
      expect(change.effects).toEqual([
        { type: 'setDriverQueue', driverUid: 'd1', queue: false },
        expect.objectContaining({ recipient: 'customer', uid: 'r1', body: 'booking_cancelled' }),
      ]);
    },
  );

  it("stores the driver's own words for 'other', and refuses 'other' without them", () => {
    expect(
      cancelByDriver(accepted, { driverUid: 'd1', reason: 'other', otherReason: ' Flat tyre ' }).booking
        .reason,
    ).toBe('Flat tyre');
    expect(() => cancelByDriver(accepted, { driverUid: 'd1', reason: 'other', otherReason: '  ' })).toThrow(
      expect.objectContaining({ code: 'VALIDATION', messageKey: 'required_field' }),
    );
  });

  it('refuses another driver', () => {
    expect(() => cancelByDriver(accepted, { driverUid: 'd2', reason: 'other', otherReason: 'x' })).toThrow(
      expect.objectContaining({ code: 'FORBIDDEN' }),
    );
  });

  it.each<BookingStatus>(['STARTED', 'REACHED', 'PENDING', 'PAID', 'COMPLETE', 'CANCELLED'])(
    'refuses once the trip is %s',
    (status) => {
      expect(() =>
        cancelByDriver({ ...accepted, status }, { driverUid: 'd1', reason: 'driver_reason_rider_asked' }),
      ).toThrow(expect.objectContaining({ code: 'CONFLICT', messageKey: 'invalid_transition' }));
    },
  );
});

describe('no-show', () => {
  const report = (at: number, fee = 0, booking: Booking = arrived) =>
    reportNoShow(booking, { driverUid: 'd1', at, waitMinutes: 5, fee });

  it('opens the wait after ARRIVED only', () => {
    expect(noShowOpensAt(arrived, 5)).toBe(arrivedAt + 5 * MINUTE);
    expect(noShowOpensAt(accepted, 5)).toBeUndefined();
  });

  it('is refused before the wait is over, and from ACCEPTED', () => {
    expect(() => report(arrivedAt + 5 * MINUTE - 1)).toThrow(
      expect.objectContaining({ code: 'CONFLICT', messageKey: 'no_show_too_early' }),
    );
    expect(() => report(arrivedAt + 10 * MINUTE, 0, accepted)).toThrow(
      expect.objectContaining({ code: 'CONFLICT', messageKey: 'invalid_transition' }),
    );
  });

  it('ends the trip CANCELLED as a no-show once the wait is over, with the fee when there is one', () => {
    const free = report(arrivedAt + 5 * MINUTE);
    expect(free.booking).toMatchObject({
      status: 'CANCELLED',
      reason: 'rider_no_show',
      cancelledBy: 'driver',
    });
    expect(free.booking).not.toHaveProperty('noShowFee');
    expect(free.effects).toContainEqual(
      expect.objectContaining({ recipient: 'customer', body: 'rider_no_show' }),
    );
    expect(report(arrivedAt + 6 * MINUTE, 3.5).booking.noShowFee).toBe(3.5);
  });
});
