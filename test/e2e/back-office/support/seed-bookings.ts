/**
 * A few bookings for the bookings page's browser test, played through the demo seed's own trip
 * function (seed-trips.ts) on a test twin: the full demo history (`demoTrips`) takes minutes to
 * seed on a small machine, these take seconds. Only the accounts every twin registers take part.
 */
import { NYC_GAZETTEER } from '@wayfare/lambdas/src/adapters/offline-places/nyc-gazetteer';
import { demoUsers, moreDemoUsers } from '@wayfare/infra/local/seed/demo-accounts';
import { contactOf, type DemoTrip, type TripEnd } from '@wayfare/infra/local/seed/demo-trips';
import { seedDemoTrips } from '@wayfare/infra/local/seed/seed-trips';

const MINUTE_MS = 60_000;
const place = (name: string) => NYC_GAZETTEER.find((entry) => entry.name === name)!;

/** Farid drives for the demo fleet; Dana (Economy, online, with the demo app's push token) on her own. */
export const fleetDriver = moreDemoUsers.find((user) => user.firstName === 'Farid')!;
const rider = contactOf(demoUsers.rider);
/** The second rider: one paid trip, so a search by a rider's contact has something to tell apart. */
export const secondRider = moreDemoUsers.find((user) => user.firstName === 'Rosa')!;
const dana = contactOf(demoUsers.driver);
const farid = contactOf(fleetDriver);

const trip = (n: number, minutesAgo: number, end: TripEnd, driver?: string): DemoTrip => ({
  n,
  rider,
  ...(driver ? { driver } : {}),
  carType: 'Economy',
  pickup: place('Times Square'),
  drop: place('Empire State Building'),
  bookingDate: Date.now() - (minutesAgo + 2) * MINUTE_MS,
  tripdate: Date.now() - minutesAgo * MINUTE_MS,
  paymentMode: 'cash',
  end,
  chat: driver && end.kind === 'active' ? [{ from: 'rider', message: 'I am at the main entrance.' }] : [],
});

/**
 * Seven bookings: the fleet's complete trip and started trip (with a chat), Dana's paid trip (Rosa's;
 * every other is Riley's), a cancelled one, two NEW and one PAYMENT_PENDING (card); and Dana idle
 * near the pickups, so the admin can assign her.
 */
export async function seedBookings(): Promise<void> {
  const deps = await import('@wayfare/lambdas/src/deps');
  const users = deps.userRepository();
  const uids = new Map<string, string>();
  for (const contact of [rider, contactOf(secondRider), dana, farid, contactOf(demoUsers.fleetadmin)]) {
    const user = await users.findByContact(contact.startsWith('+') ? 'mobile' : 'email', contact);
    uids.set(contact, user!.uid);
  }
  const fleetadmin = uids.get(contactOf(demoUsers.fleetadmin))!;
  const plan: DemoTrip[] = [
    trip(0, 3 * 24 * 60, { kind: 'complete', rating: 5 }, farid),
    { ...trip(1, 2 * 24 * 60, { kind: 'paid' }, dana), rider: contactOf(secondRider) },
    trip(2, 24 * 60, { kind: 'cancelled', by: 'rider', stage: 'NEW', reason: 'Changed my mind' }, dana),
    trip(3, 30, { kind: 'active', status: 'STARTED' }, farid),
    trip(4, 6, { kind: 'active', status: 'NEW' }),
    trip(5, 4, { kind: 'active', status: 'NEW' }),
    { ...trip(6, 2, { kind: 'active', status: 'PAYMENT_PENDING' }), paymentMode: 'card' },
  ];
  await seedDemoTrips({ deps, uidOf: (contact) => uids.get(contact)!, fleetadmin }, plan);
  const danaProfile = (await users.getById(uids.get(dana)!))!;
  await deps
    .dispatchIndex()
    .update({ ...danaProfile, location: { lat: 40.7612, lng: -73.9822 } }, new Date());
}
