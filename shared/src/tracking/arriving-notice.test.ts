import type { Booking } from '../entities/booking';
import { haversineKm } from '../geo/haversine';
import { ARRIVING_NOTICE_METERS, driverArrivingNotice, isArrivingNoticeDue } from './arriving-notice';

const PICKUP = { lat: 40.758, lng: -73.9855, add: 'Times Square' };
/** A point `meters` due north of the pickup (a degree of latitude is about 111.2 km). */
const north = (meters: number) => ({ lat: PICKUP.lat + meters / 111_195, lng: PICKUP.lng });
const trip = (overrides: Partial<Booking> = {}) => ({
  status: 'ACCEPTED' as const,
  pickup: PICKUP,
  ...overrides,
});

describe('isArrivingNoticeDue', () => {
  it('measures the fence in metres along the ground', () => {
    expect(haversineKm(north(300), PICKUP) * 1000).toBeCloseTo(300, 0);
  });

  it.each([
    [1000, false],
    [301, false],
    [299, true],
    [0, true],
  ])('a driver %i m from the pickup, fence 300 m → %p', (meters, due) => {
    expect(isArrivingNoticeDue(trip(), north(meters), 300)).toBe(due);
  });

  it('follows the fence the operator set', () => {
    expect(isArrivingNoticeDue(trip(), north(450), 300)).toBe(false);
    expect(isArrivingNoticeDue(trip(), north(450), 500)).toBe(true);
  });

  it('is sent once: not again once the booking carries the notice', () => {
    expect(isArrivingNoticeDue(trip({ arrivingNoticeAt: 1 }), north(10), 300)).toBe(false);
  });

  it.each(['NEW', 'ARRIVED', 'STARTED', 'CANCELLED'] as const)(
    'is only for a driver on the way: not while %s',
    (status) => {
      expect(isArrivingNoticeDue(trip({ status }), north(10), 300)).toBe(false);
    },
  );

  it('defaults to 300 m within 50 to 5000 m', () => {
    expect(ARRIVING_NOTICE_METERS).toEqual({ default: 300, min: 50, max: 5000 });
  });
});

describe('driverArrivingNotice', () => {
  it("pushes 'driver_arriving' to the rider, opening the trip", () => {
    const booking = { id: 'b1', customer: 'rider-1', customer_token: 'token-1' } as Booking;
    expect(driverArrivingNotice(booking)).toEqual({
      type: 'notify',
      recipient: 'customer',
      uid: 'rider-1',
      pushToken: 'token-1',
      title: 'notification_title',
      body: 'driver_arriving',
      screen: 'BookedCab',
      params: { bookingId: 'b1' },
    });
  });
});
