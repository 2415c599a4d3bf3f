import { haversineKm, isBookedForLater, MIN_BOOK_LATER_MS } from '@wayfare/shared';
import { demoPromos } from './demo-catalogue';
import { demoUsers } from './demo-accounts';
import { contactOf, demoDrivers, demoRiders, driverStates, planDemoTrips, wasAccepted } from './demo-trips';

const now = new Date(Date.UTC(2026, 10, 23, 8, 0));
const DAY_MS = 24 * 3600_000;
const plan = planDemoTrips(now);
const driverOf = (contact: string) => demoDrivers.find((d) => contactOf(d) === contact)!;

describe('the demo trip plan', () => {
  it('is the same plan for the same start time (seeded random)', () => {
    expect(planDemoTrips(now)).toEqual(plan);
  });

  it('spans the last six months, in time order, and leaves one trip in each active status now', () => {
    const history = plan.filter((trip) => trip.end.kind !== 'active');
    expect(history.length).toBeGreaterThanOrEqual(100);
    expect(now.getTime() - history[0].tripdate).toBeGreaterThan(150 * DAY_MS);
    for (let i = 1; i < history.length; i += 1)
      expect(history[i].tripdate).toBeGreaterThanOrEqual(history[i - 1].tripdate);
    for (const trip of history) expect(trip.tripdate).toBeLessThan(now.getTime() - 12 * 3600_000);
    const active = plan.flatMap((trip) => (trip.end.kind === 'active' ? [trip.end.status] : []));
    expect(active.sort()).toEqual([
      'ACCEPTED',
      'ARRIVED',
      'NEW',
      'PAYMENT_PENDING',
      'PENDING',
      'REACHED',
      'STARTED',
    ]);
    const ends = new Set(history.map((trip) => trip.end.kind));
    expect([...ends].sort()).toEqual(['cancelled', 'complete', 'declined', 'paid']);
  });

  it('books each trip for now or days ahead, between two places a car trip apart', () => {
    for (const trip of plan) {
      // A ride now carries its booking time as its trip time (create-booking.ts); a ride later is
      // at least the booking screen's lead ahead.
      if (trip.bookingDate !== trip.tripdate)
        expect(trip.tripdate - trip.bookingDate).toBeGreaterThanOrEqual(MIN_BOOK_LATER_MS);
      expect(trip.tripdate - trip.bookingDate).toBeLessThan(4 * DAY_MS);
      const km = haversineKm(trip.pickup, trip.drop);
      expect(km).toBeGreaterThan(0.5);
      expect(km).toBeLessThan(trip.carType === 'Delivery Bike' ? 5.01 : 20);
    }
  });

  it('reads as booked for later in about one trip in eight, none of those under way now', () => {
    const later = plan.filter(isBookedForLater);
    expect(later.length / plan.length).toBeGreaterThan(0.05);
    expect(later.length / plan.length).toBeLessThan(0.25);
    expect(later.filter((trip) => trip.end.kind === 'active')).toEqual([]);
  });

  it('gives every driven trip an approved driver of its car type, and a demo rider', () => {
    const riders = new Set(demoRiders.map(contactOf));
    for (const trip of plan) {
      expect(riders.has(trip.rider)).toBe(true);
      if (!wasAccepted(trip)) continue;
      const driver = driverOf(trip.driver!);
      expect([trip.n, driver.carType, driver.approved]).toEqual([trip.n, trip.carType, true]);
    }
  });

  it('enters a promo only while it is valid and after it was created', () => {
    const promos = new Map(demoPromos(now).map((promo) => [promo.id, promo]));
    const withPromo = plan.filter((trip) => trip.promoId);
    expect(withPromo.length).toBeGreaterThan(5);
    for (const trip of withPromo) {
      const promo = promos.get(trip.promoId!)!;
      expect(trip.bookingDate).toBeLessThanOrEqual(promo.promo_validity);
      expect(trip.bookingDate).toBeGreaterThanOrEqual(Date.parse(promo.createdAt));
    }
  });
});

describe('the drivers the plan leaves', () => {
  const states = driverStates(plan);

  it('puts the drivers of trips under way on the trip, near it, and everyone else idle near home', () => {
    const onTrip = plan.filter(
      (trip) => trip.end.kind === 'active' && !['NEW', 'PAYMENT_PENDING'].includes(trip.end.status),
    );
    expect(onTrip.map((trip) => trip.driver)).toContain(contactOf(demoUsers.driver));
    for (const trip of onTrip) {
      const state = states.get(trip.driver!)!;
      expect(state.queue).toBe(true);
      expect(haversineKm(state.location, trip.pickup) + haversineKm(state.location, trip.drop)).toBeLessThan(
        haversineKm(trip.pickup, trip.drop) + 2,
      );
    }
    const busy = new Set(onTrip.map((trip) => trip.driver));
    for (const [contact, state] of states) if (!busy.has(contact)) expect(state.queue).toBe(false);
  });

  it('gives each driver the sum and count of its rated trips', () => {
    for (const driver of demoDrivers) {
      const rates = plan.flatMap((t) =>
        t.driver === contactOf(driver) && t.end.kind === 'complete' && t.end.rating ? [t.end.rating] : [],
      );
      const { driverRatingTotal, driverRatingCount } = states.get(contactOf(driver))!;
      if (rates.length === 0) {
        expect([driverRatingTotal, driverRatingCount]).toEqual([undefined, undefined]);
        continue;
      }
      expect([driverRatingTotal, driverRatingCount]).toEqual([
        rates.reduce((a, b) => a + b, 0),
        rates.length,
      ]);
    }
  });
});
