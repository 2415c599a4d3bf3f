import type { Booking } from '../entities/booking';

/** A NEW booking offered to driver d1, for tests; override what a case needs. */
export const aBooking = (overrides: Partial<Booking> = {}): Booking => ({
  id: 'b1',
  reference: 'QWERTY',
  customer: 'r1',
  customer_name: 'Rita Rider',
  customer_token: 'rider-token',
  pickup: { lat: 51.5, lng: -0.12, add: 'Pickup street 1' },
  drop: { lat: 51.52, lng: -0.1, add: 'Drop street 2' },
  status: 'NEW',
  tripdate: Date.UTC(2024, 2, 10, 9),
  bookingDate: Date.UTC(2024, 2, 10, 8),
  carType: 'Sedan',
  trip_cost: 25,
  requestedDrivers: { d1: true },
  ...overrides,
});
