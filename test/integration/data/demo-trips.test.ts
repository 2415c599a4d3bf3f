/**
 * `npm start`'s demo trips: drivers on the road in the dispatch index, and six months of bookings
 * in every status, played through the domain and the repositories. What it seeds must read back
 * consistent: fares from the shared fare maths, settlement amounts, tracking, chat, ratings, and
 * earnings counters (fed by the table stream) that add up to the settled bookings.
 */
import {
  BOOKING_STATUSES,
  calculateFare,
  driverAverage,
  fareRatesOf,
  haversineKm,
  toAmount,
  toMoney,
  type Booking,
} from '@wayfare/shared';
import type { Twin } from '@wayfare/infra/local/twin';
import { demoUsers } from '@wayfare/infra/local/seed/demo-accounts';
import { demoSettings } from '@wayfare/infra/local/seed/demo-settings';
import { carTypeNamed, planDemoTrips } from '@wayfare/infra/local/seed/demo-trips';
import { pollUntil } from '../../support/poll';
import { startTestTwin } from '../../support/twin';

// Seeding six months of trips takes about three minutes on a shared two-core machine, and more
// than five when it is busy with the rest of the suite.
jest.setTimeout(480_000);

describe('demo trips seed', () => {
  let twin: Twin;
  let deps: typeof import('@wayfare/lambdas/src/deps');
  let bookings: Booking[];

  beforeAll(async () => {
    twin = await startTestTwin({ demoTrips: true });
    deps = await import('@wayfare/lambdas/src/deps');
    bookings = [];
    let nextToken: string | null = null;
    do {
      const page = await deps.bookingRepository().listAll({ limit: 100, nextToken });
      bookings.push(...page.items);
      nextToken = page.nextToken;
    } while (nextToken);
  });
  afterAll(() => twin?.close());

  const settled = () => bookings.filter((b) => b.status === 'PAID' || b.status === 'COMPLETE');
  const userOf = async (mobile: string) => (await deps.userRepository().findByContact('mobile', mobile))!;

  it('seeds every trip of the plan, in every booking status, over the last six months', () => {
    expect(bookings.length).toBe(planDemoTrips(new Date()).length);
    const statuses = new Set(bookings.map((b) => b.status));
    expect([...BOOKING_STATUSES].filter((status) => !statuses.has(status))).toEqual([]);
    const oldest = Math.min(...bookings.map((b) => b.tripdate));
    expect(Date.now() - oldest).toBeGreaterThan(150 * 24 * 3600_000);
    expect(Date.now() - oldest).toBeLessThan(184 * 24 * 3600_000);
  });

  it('prices every booking with the shared fare maths on the route of the places adapter', async () => {
    for (const booking of bookings) {
      const route = await deps.places().route(booking.pickup, booking.drop);
      const quote = calculateFare({
        rates: fareRatesOf(carTypeNamed(booking.carType)),
        distanceKm: route.distanceKm,
        durationSeconds: route.durationSecs,
        decimal: demoSettings.decimal,
        convertToMile: demoSettings.convert_to_mile,
      });
      expect([booking.reference, booking.trip_cost, booking.convenience_fees]).toEqual([
        booking.reference,
        toAmount(quote.grandTotal),
        toAmount(quote.convenienceFee),
      ]);
      expect(booking.reference).toMatch(/^[A-Z]{6}$/);
    }
  });

  it('settles PAID and COMPLETE bookings: the rider pays cost less discount, the driver earns cost less fee', () => {
    expect(settled().length).toBeGreaterThan(80);
    for (const booking of settled()) {
      const cost = toMoney(booking.trip_cost);
      expect(toMoney(booking.customer_paid!)).toBe(cost - toMoney(booking.discount_amount ?? 0));
      expect(toMoney(booking.driver_share!)).toBe(cost - toMoney(booking.convenience_fees!));
      const paidBy = booking.payment_mode === 'cash' ? booking.cashPaymentAmount : booking.cardPaymentAmount;
      expect(paidBy).toBe(booking.customer_paid);
    }
    const discounted = settled().filter((b) => b.promo_applied);
    expect(discounted.length).toBeGreaterThan(0);
    for (const booking of discounted) expect(booking.discount_amount).toBeGreaterThan(0);
  });

  it('feeds the earnings counters through the table stream, adding up to the settled bookings', async () => {
    const expected = {
      rides: settled().length,
      convenienceFees: settled().reduce((sum, b) => sum + toMoney(b.convenience_fees!), 0),
      tripCost: settled().reduce((sum, b) => sum + toMoney(b.trip_cost), 0),
    };
    const today = { year: 2000, month: 1, day: 1 };
    const { total } = await pollUntil(
      () => deps.earningsRepository().totals({ kind: 'all' }, { day: today }),
      (totals) => totals.total.rides >= expected.rides,
      { what: 'Counting every settled trip' },
    );
    expect({ rides: total.rides, convenienceFees: total.convenienceFees, tripCost: total.tripCost }).toEqual(
      expected,
    );
    const months = await deps.earningsRepository().listMonths({ kind: 'all' }, { limit: 12 });
    expect(months.items.length).toBeGreaterThanOrEqual(6);
    const driverMonths = await deps.earningsRepository().listDriverMonths({ kind: 'all' }, { limit: 100 });
    const shares = driverMonths.items.reduce((sum, row) => sum + row.driverShare, 0);
    expect(shares).toBe(settled().reduce((sum, b) => sum + toMoney(b.driver_share!), 0));
  });

  it("marks the history's receipts as sent, so that starting the demo e-mails none, and leaves a trip still to pay unmarked", async () => {
    const mails = deps.receiptMails();
    const unmarked: string[] = [];
    for (const booking of settled()) if (await mails.claim(booking.id, new Date())) unmarked.push(booking.id);
    expect(unmarked).toEqual([]);
    const toPay = bookings.find((b) => b.status === 'PENDING')!;
    expect(await mails.claim(toPay.id, new Date())).toBe(true);
    await mails.release(toPay.id);
  });

  it('records tracking from accept to drop, and chat, for trips that were driven', async () => {
    const complete = bookings.find((b) => b.status === 'COMPLETE')!;
    const { items } = await deps.trackingRepository().listByBooking(complete.id, { limit: 100 });
    expect(items[0].status).toBe('ACCEPTED');
    expect(items.some((entry) => entry.status === 'STARTED')).toBe(true);
    expect(items.at(-1)).toMatchObject({ status: 'REACHED', lat: complete.drop.lat, lng: complete.drop.lng });
    let chats = 0;
    for (const booking of bookings.filter((b) => b.driver)) {
      chats += (await deps.chatRepository().listByBooking(booking.id, { limit: 10 })).items.length;
    }
    expect(chats).toBeGreaterThan(40);
  });

  it('gives the demo rider and driver a history, and puts them on a trip together now', async () => {
    const rider = await userOf(demoUsers.rider.mobile!);
    const driver = await userOf(demoUsers.driver.mobile!);
    const ridden = await deps.bookingRepository().listByCustomer(rider.uid, { limit: 100 });
    const driven = await deps.bookingRepository().listByDriver(driver.uid, { limit: 100 });
    expect(ridden.items.length).toBeGreaterThan(10);
    expect(driven.items.length).toBeGreaterThan(5);
    const together = ridden.items.find((b) => b.status === 'ACCEPTED')!;
    expect(together).toMatchObject({ driver: driver.uid, driver_name: 'Dana Driver' });
    expect(driver.queue).toBe(true);
  });

  it("shows the demo fleet's bookings to its fleet admin", async () => {
    const fleetadmin = (await deps.userRepository().findByContact('email', demoUsers.fleetadmin.email!))!;
    const fleet = await deps.bookingRepository().listByFleetAdmin(fleetadmin.uid, { limit: 100 });
    expect(fleet.items.length).toBeGreaterThan(20);
    expect(fleet.items.every((b) => b.fleetadmin === fleetadmin.uid)).toBe(true);
  });

  it("keeps each driver's rating the one-decimal average of its rated trips", async () => {
    const byDriver = new Map<string, number[]>();
    for (const b of bookings)
      if (b.driver && b.rating) byDriver.set(b.driver, [...(byDriver.get(b.driver) ?? []), b.rating]);
    expect(byDriver.size).toBeGreaterThan(5);
    for (const [uid, rates] of byDriver) {
      const driver = await deps.userRepository().getById(uid);
      const average = Math.round((rates.reduce((a, b) => a + b, 0) * 10) / rates.length) / 10;
      expect([uid, driver && driverAverage(driver)]).toEqual([uid, average]);
    }
  });

  it('puts the online, idle drivers around Manhattan and Brooklyn in the dispatch index', async () => {
    const timesSquare = { lat: 40.758, lng: -73.9855 };
    const economy = await deps
      .dispatchIndex()
      .findNearby({ carType: 'Economy', pickup: timesSquare, radiusKm: 10, limit: 10 });
    expect(economy.length).toBeGreaterThanOrEqual(3);
    const dana = await userOf(demoUsers.driver.mobile!);
    expect(economy.map((d) => d.uid)).not.toContain(dana.uid);
    for (const carType of ['Comfort', 'XL', 'Delivery Bike']) {
      const found = await deps
        .dispatchIndex()
        .findNearby({ carType, pickup: timesSquare, radiusKm: 15, limit: 10 });
      expect([carType, found.length > 0]).toEqual([carType, true]);
    }
    for (const driver of economy) expect(haversineKm(timesSquare, driver.location)).toBeLessThanOrEqual(10);
  });

  it('offers the booking waiting for a driver to the nearest online drivers of its car type', async () => {
    const waiting = bookings.find((b) => b.status === 'NEW' && b.requestedDrivers)!;
    const offered = Object.keys(waiting.requestedDrivers!);
    expect(offered.length).toBeGreaterThan(0);
    for (const uid of offered) {
      const tasks = await deps.bookingRepository().listOffersTo(uid, { limit: 10 });
      expect(tasks.items.map((t) => t.bookingId)).toContain(waiting.id);
      expect((await deps.userRepository().getById(uid))?.carType).toBe(waiting.carType);
    }
  });
});
