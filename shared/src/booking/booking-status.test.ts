import {
  ACTIVE_BOOKING_STATUSES,
  ALLOWED_TRANSITIONS,
  BOOKING_STATUSES,
  canTransition,
  isActiveBooking,
  type BookingActor,
  type BookingStatus,
} from './booking-status';

describe('booking statuses', () => {
  it('are the ten of product.md §4, active ones all but COMPLETE and CANCELLED', () => {
    expect(BOOKING_STATUSES).toEqual([
      'PAYMENT_PENDING',
      'NEW',
      'ACCEPTED',
      'ARRIVED',
      'STARTED',
      'REACHED',
      'PENDING',
      'PAID',
      'COMPLETE',
      'CANCELLED',
    ]);
    expect(ACTIVE_BOOKING_STATUSES).toEqual([
      'PAYMENT_PENDING',
      'NEW',
      'ACCEPTED',
      'ARRIVED',
      'STARTED',
      'REACHED',
      'PENDING',
      'PAID',
    ]);
    expect(isActiveBooking('COMPLETE')).toBe(false);
    expect(isActiveBooking('CANCELLED')).toBe(false);
    expect(isActiveBooking('PAID')).toBe(true);
  });
});

describe('transitions', () => {
  const allowed: [BookingStatus, BookingStatus, BookingActor[]][] = [
    ['PAYMENT_PENDING', 'NEW', ['system']],
    ['PAYMENT_PENDING', 'CANCELLED', ['rider', 'admin', 'system']],
    ['NEW', 'ACCEPTED', ['driver']],
    ['NEW', 'CANCELLED', ['rider', 'admin', 'driver', 'system']],
    ['ACCEPTED', 'ARRIVED', ['driver']],
    ['ACCEPTED', 'CANCELLED', ['rider', 'admin', 'driver']],
    ['ARRIVED', 'STARTED', ['driver']],
    ['ARRIVED', 'CANCELLED', ['rider', 'driver']],
    ['STARTED', 'REACHED', ['driver']],
    ['REACHED', 'PENDING', ['driver']],
    ['REACHED', 'PAID', ['driver']],
    ['PENDING', 'PAID', ['rider', 'system']],
    ['PAID', 'COMPLETE', ['rider', 'system']],
  ];
  const actors: BookingActor[] = ['rider', 'driver', 'fleetadmin', 'admin', 'system'];

  it('has exactly the listed transitions', () => {
    const table = BOOKING_STATUSES.flatMap((from) =>
      Object.entries(ALLOWED_TRANSITIONS[from]).map(([to, who]) => [from, to, who]),
    );
    expect(table).toEqual(allowed);
  });

  it.each(allowed)('%s → %s only by %p', (from, to, who) => {
    for (const actor of actors) expect(canTransition(from, to, actor)).toBe(who.includes(actor));
  });

  it.each(['COMPLETE', 'CANCELLED'] as const)('%s is final', (from) => {
    for (const to of BOOKING_STATUSES)
      for (const actor of actors) expect(canTransition(from, to, actor)).toBe(false);
  });

  it('never lets a fleet admin change a booking', () => {
    for (const from of BOOKING_STATUSES)
      for (const to of BOOKING_STATUSES) expect(canTransition(from, to, 'fleetadmin')).toBe(false);
  });
});
