import { INTERNAL_BOOKING_FIELDS, type Booking } from '@wayfare/shared';
import { bookingFor, publicBookingView } from './booking-view';

const booking: Booking = {
  id: 'b1',
  reference: 'QWERTY',
  customer: 'r1',
  customer_name: 'Rita Rider',
  customer_token: 'push-token',
  customer_email: 'rita@example.com',
  pickup: { lat: 40.75, lng: -73.98, add: 'Pickup' },
  drop: { lat: 40.74, lng: -73.98, add: 'Drop' },
  status: 'ARRIVED',
  tripdate: 1,
  bookingDate: 1,
  carType: 'Economy',
  trip_cost: 20,
  discount_amount: 2,
  payment_mode: 'cash',
  driver: 'd1',
  otp: '123456',
  requestedDrivers: { d2: true },
  dispatch: { round: 1, nextAt: 5, offered: ['d2'] },
};

describe('booking views', () => {
  it('hides the otp from the driver until the trip has started', () => {
    expect(bookingFor(booking, { uid: 'd1', usertype: 'driver' }).otp).toBeUndefined();
    expect(bookingFor({ ...booking, status: 'STARTED' }, { uid: 'd1', usertype: 'driver' }).otp).toBe(
      '123456',
    );
    expect(bookingFor(booking, { uid: 'r1', usertype: 'rider' }).otp).toBe('123456');
  });

  it('lists the offered drivers for admins and fleet admins only, and never stored internals', () => {
    expect(bookingFor(booking, { uid: 'a1', usertype: 'admin' }).requestedDrivers).toEqual(['d2']);
    const forRider = bookingFor(booking, { uid: 'r1', usertype: 'rider' });
    expect(forRider).not.toHaveProperty('requestedDrivers');
    expect(forRider).toMatchObject({ discount: 2 });
    for (const internal of ['dispatch', 'customer_token', 'customer_email', 'discount_amount']) {
      expect(forRider).not.toHaveProperty(internal);
    }
  });

  it('returns no field BOOKING_FIELDS declares internal, to any viewer or subscriber', () => {
    const withInternals: Booking = {
      ...booking,
      driver_token: 'driver-push-token',
      pickupAddress: 'Pickup',
      paidAt: 2,
      rideCodeTries: 1,
      rideCodeLockedUntil: 3,
    };
    const views = [
      bookingFor(withInternals, { uid: 'a1', usertype: 'admin' }),
      bookingFor(withInternals, { uid: 'r1', usertype: 'rider' }),
      publicBookingView(withInternals),
    ];
    expect(INTERNAL_BOOKING_FIELDS.every((field) => field in withInternals)).toBe(true);
    for (const view of views) expect(INTERNAL_BOOKING_FIELDS.filter((field) => field in view)).toEqual([]);
  });

  it('publishes what every party may see: no otp, no offers', () => {
    const view = publicBookingView(booking);
    expect(view).not.toHaveProperty('otp');
    expect(view).not.toHaveProperty('requestedDrivers');
    expect(view).toMatchObject({ id: 'b1', status: 'ARRIVED', driver: 'd1' });
  });

  it("publishes the driver's number only while the trip is under way", () => {
    const withContact = { ...booking, driver_contact: '+12125550102' };
    expect(publicBookingView(withContact).driver_contact).toBe('+12125550102');
    expect(publicBookingView({ ...withContact, status: 'PAID' })).not.toHaveProperty('driver_contact');
  });
});
