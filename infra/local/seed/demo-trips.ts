/**
 * The demo history, planned as pure data: about six months of trips between real places of the
 * demo city, by the demo riders with the demo drivers, ending in every booking status, plus the
 * trips under way right now. Deterministic: the same `now` gives the same plan (seeded random).
 * seed-trips.ts plays each trip through the domain's transitions and the repositories.
 */
import {
  addDriverRating,
  haversineKm,
  type BookingStatus,
  type DriverRatings,
  type LatLng,
} from '@wayfare/shared';
import {
  NYC_GAZETTEER,
  type GazetteerEntry,
} from '@wayfare/lambdas/src/adapters/offline-places/nyc-gazetteer';
import { demoCancelReasons, demoCarTypes } from './demo-catalogue';
import { demoUsers, moreDemoUsers, type DemoUser } from './demo-accounts';
import { demoFleetDrivers, demoFleetRiders, driverHomes } from './demo-fleet';
import { seededRandom, type SeededRandom } from './seeded-random';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** Past trips: spread over the last six months. */
const HISTORY_DAYS = 182;
const HISTORY_TRIPS = 140;
const SEED = 20_240_611;

/** The statuses a trip can be left in now (the history ends COMPLETE, PAID or CANCELLED). */
export type ActiveStatus = Extract<
  BookingStatus,
  'PAYMENT_PENDING' | 'NEW' | 'ACCEPTED' | 'ARRIVED' | 'STARTED' | 'REACHED' | 'PENDING'
>;

export type TripEnd =
  | { kind: 'complete'; rating?: number }
  | { kind: 'paid' }
  /** Cancelled by the rider or an admin, before or after a driver accepted. */
  | { kind: 'cancelled'; by: 'rider' | 'admin'; stage: 'NEW' | 'ACCEPTED'; reason: string }
  /** The sole requested driver declined (product.md §4): CANCELLED by the driver. */
  | { kind: 'declined' }
  | { kind: 'active'; status: ActiveStatus };

export interface ChatLine {
  from: 'rider' | 'driver';
  message: string;
}

export interface DemoTrip {
  /** Position in the plan; also orders the bookings' ids. */
  n: number;
  /** The rider's and driver's sign-in contact (mobile, else e-mail): who they are in demo-accounts. */
  rider: string;
  driver?: string;
  carType: string;
  pickup: GazetteerEntry;
  drop: GazetteerEntry;
  bookingDate: number;
  tripdate: number;
  paymentMode: 'cash' | 'card';
  /** A promo the rider enters, when still valid then (seed-trips checks it as the API would). */
  promoId?: string;
  end: TripEnd;
  chat: readonly ChatLine[];
}

export const contactOf = (user: DemoUser): string => user.mobile ?? user.email ?? '';

export const demoRiders: readonly DemoUser[] = [
  demoUsers.rider,
  ...moreDemoUsers.filter((u) => u.usertype === 'rider'),
  ...demoFleetRiders,
];

export const demoDrivers: readonly DemoUser[] = [
  demoUsers.driver,
  ...moreDemoUsers.filter((u) => u.usertype === 'driver'),
  ...demoFleetDrivers,
];

const placeNamed = (name: string): GazetteerEntry => {
  const entry = NYC_GAZETTEER.find((candidate) => candidate.name === name);
  if (!entry) throw new Error(`The gazetteer has no place named ${name}`);
  return entry;
};

/** Trips start and end in Manhattan and Brooklyn, where the demo drivers work. */
const TRIP_PLACES = NYC_GAZETTEER.filter((entry) => /, (New York|Brooklyn), NY /.test(entry.address));

/** A pickup and a drop between `minKm` and `maxKm` apart. */
function pickTripEnds(random: SeededRandom, [minKm, maxKm]: readonly [number, number]) {
  for (;;) {
    const pickup = random.pick(TRIP_PLACES);
    const drop = random.pick(TRIP_PLACES);
    const km = haversineKm(pickup, drop);
    if (km >= minKm && km <= maxKm) return { pickup, drop };
  }
}

const CAR_TYPE_MIX = [
  'Economy',
  'Economy',
  'Economy',
  'Economy',
  'Comfort',
  'Comfort',
  'XL',
  'Delivery Bike',
];
const TRIP_KM: Readonly<Record<string, readonly [number, number]>> = {
  'Delivery Bike': [0.8, 5],
};
const RIDER_MIX = [0, 0, 0, 1, 1, 2, 3, 4, 5];

const RIDER_LINES = [
  "Hi, I'm at the main entrance.",
  "I'm wearing a red jacket.",
  'Could you wait two minutes please?',
  'Running down now!',
  'Thanks, see you soon.',
];
const DRIVER_LINES = [
  "I'm around the corner, two minutes away.",
  "I'm here, grey car with hazard lights on.",
  'Traffic on the avenue, five more minutes.',
  'No problem, take your time.',
  'Pulled over just past the crosswalk.',
];

function chatFor(random: SeededRandom): ChatLine[] {
  if (!random.chance(0.55)) return [];
  const lines: ChatLine[] = [];
  const count = 2 + random.int(3);
  for (let i = 0; i < count; i += 1) {
    const from = i % 2 === 0 ? 'driver' : 'rider';
    lines.push({ from, message: random.pick(from === 'driver' ? DRIVER_LINES : RIDER_LINES) });
  }
  return lines;
}

function pastEnd(random: SeededRandom, daysAgo: number): TripEnd {
  const roll = random.next();
  if (daysAgo <= 3 && roll < 0.25) return { kind: 'paid' };
  if (roll < 0.78)
    return random.chance(0.8)
      ? { kind: 'complete', rating: random.pick([5, 5, 5, 4, 4, 3, 2]) }
      : { kind: 'complete' };
  if (roll < 0.85) return { kind: 'declined' };
  return {
    kind: 'cancelled',
    by: random.chance(0.75) ? 'rider' : 'admin',
    stage: random.chance(0.6) ? 'NEW' : 'ACCEPTED',
    reason: random.pick(demoCancelReasons),
  };
}

/** Which promo a rider might enter on a day: each is valid over part of the history (demo-catalogue.ts). */
function promoFor(random: SeededRandom, daysAgo: number): string | undefined {
  if (!random.chance(0.3)) return undefined;
  if (daysAgo >= 31 && daysAgo <= 119) return 'promo-summer';
  if (daysAgo <= 19) return random.pick(['promo-welcome', 'promo-flat5']);
  if (daysAgo <= 59) return 'promo-welcome';
  return undefined;
}

/** A time of day between 07:00 and 19:00 New York time (12:00–23:59 UTC), the same calendar day in both. */
const daytime = (random: SeededRandom, dayStart: number) =>
  dayStart + (12 * 60 + random.int(12 * 60)) * MINUTE_MS;

/** When a trip was booked: a ride now at its trip time, as the server records it; a ride later days ahead. */
function bookedAt(random: SeededRandom, tripdate: number, scheduled: boolean): number {
  if (scheduled) return tripdate - (1 + random.int(3)) * DAY_MS - random.int(600) * MINUTE_MS;
  // A ride now's lead was once drawn here: still drawn, so that every later trip stays as it was.
  random.int(6);
  return tripdate;
}

function historyTrips(now: Date, random: SeededRandom): DemoTrip[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const days = Array.from({ length: HISTORY_TRIPS }, () => 1 + random.int(HISTORY_DAYS)).sort(
    (a, b) => b - a,
  );
  const trips = days.map((daysAgo): Omit<DemoTrip, 'n'> => {
    const carType = random.pick(CAR_TYPE_MIX);
    const drivers = demoDrivers.filter((d) => d.carType === carType && d.approved);
    const tripdate = daytime(random, today - daysAgo * DAY_MS);
    const scheduled = random.chance(0.12);
    return {
      rider: contactOf(demoRiders[random.pick(RIDER_MIX)]),
      driver: contactOf(random.pick(drivers)),
      carType,
      ...pickTripEnds(random, TRIP_KM[carType] ?? [1.5, 18]),
      bookingDate: bookedAt(random, tripdate, scheduled),
      tripdate,
      paymentMode: random.chance(0.6) ? 'cash' : 'card',
      promoId: promoFor(random, daysAgo),
      end: pastEnd(random, daysAgo),
      chat: chatFor(random),
    };
  });
  return trips.sort((a, b) => a.tripdate - b.tripdate).map((trip, n) => ({ ...trip, n }));
}

/** The trips under way as the demo starts: one in each active status, the demo rider and driver in one. */
function activeTrips(now: Date, random: SeededRandom, first: number): DemoTrip[] {
  const at = (minutesAgo: number) => now.getTime() - minutesAgo * MINUTE_MS;
  const rows: {
    rider: DemoUser;
    driver?: DemoUser;
    carType: string;
    pickup: string;
    drop: string;
    minutesAgo: number;
    status: ActiveStatus;
    paymentMode?: 'card';
  }[] = [
    {
      rider: demoUsers.rider,
      driver: demoUsers.driver,
      carType: 'Economy',
      pickup: 'Empire State Building',
      drop: 'Brooklyn Bridge Park Pier 1',
      minutesAgo: 4,
      status: 'ACCEPTED',
    },
    {
      rider: demoRiders[1],
      carType: 'Economy',
      pickup: 'Times Square',
      drop: 'Whitney Museum of American Art',
      minutesAgo: 1,
      status: 'NEW',
    },
    {
      rider: demoRiders[2],
      carType: 'Comfort',
      pickup: 'Lincoln Center',
      drop: 'Grand Central Terminal',
      minutesAgo: 2,
      status: 'PAYMENT_PENDING',
      paymentMode: 'card',
    },
    {
      rider: demoRiders[3],
      driver: demoFleetDrivers[0],
      carType: 'Comfort',
      pickup: 'Rockefeller Center',
      drop: 'One World Trade Center',
      minutesAgo: 12,
      status: 'ARRIVED',
    },
    {
      rider: demoRiders[4],
      driver: demoFleetDrivers[1],
      carType: 'XL',
      pickup: 'Madison Square Garden',
      drop: 'Barclays Center',
      minutesAgo: 25,
      status: 'STARTED',
    },
    {
      rider: demoRiders[5],
      driver: demoFleetDrivers[3],
      carType: 'Comfort',
      pickup: 'DUMBO',
      drop: 'Union Square',
      minutesAgo: 35,
      status: 'REACHED',
    },
    {
      rider: demoRiders[3],
      driver: demoFleetDrivers[4],
      carType: 'XL',
      pickup: 'Prospect Park Boathouse',
      drop: 'Brooklyn Museum',
      minutesAgo: 40,
      status: 'PENDING',
      paymentMode: 'card',
    },
  ];
  return rows.map((row, index) => ({
    n: first + index,
    rider: contactOf(row.rider),
    ...(row.driver ? { driver: contactOf(row.driver) } : {}),
    carType: row.carType,
    pickup: placeNamed(row.pickup),
    drop: placeNamed(row.drop),
    bookingDate: at(row.minutesAgo),
    tripdate: at(row.minutesAgo),
    paymentMode: row.paymentMode ?? 'cash',
    end: { kind: 'active', status: row.status },
    chat: row.driver && row.status !== 'ACCEPTED' ? chatFor(random) : [],
  }));
}

export function planDemoTrips(now: Date): DemoTrip[] {
  const random = seededRandom(SEED);
  const history = historyTrips(now, random);
  return [...history, ...activeTrips(now, random, history.length)];
}

/** Whether a trip reached a driver's accept. */
export const wasAccepted = (trip: DemoTrip): boolean => {
  const { end } = trip;
  if (end.kind === 'active') return !['PAYMENT_PENDING', 'NEW'].includes(end.status);
  return end.kind !== 'declined' && !(end.kind === 'cancelled' && end.stage === 'NEW');
};

/** Statuses in which the driver is on the trip (queue true, out of the dispatch index). */
const ON_TRIP: readonly BookingStatus[] = ['ACCEPTED', 'ARRIVED', 'STARTED', 'REACHED', 'PENDING'];

/** Where an active trip's driver is now: approaching the pickup, at it, halfway, or at the drop. */
export function driverPositionOn(trip: DemoTrip): LatLng | undefined {
  if (trip.end.kind !== 'active' || !ON_TRIP.includes(trip.end.status)) return undefined;
  const { pickup, drop } = trip;
  const along = (f: number) => ({
    lat: pickup.lat + (drop.lat - pickup.lat) * f,
    lng: pickup.lng + (drop.lng - pickup.lng) * f,
  });
  switch (trip.end.status) {
    case 'ACCEPTED':
      return { lat: pickup.lat + 0.006, lng: pickup.lng - 0.004 };
    case 'ARRIVED':
      return { lat: pickup.lat, lng: pickup.lng };
    case 'STARTED':
      return along(0.5);
    default:
      return along(1);
  }
}

export interface DriverState extends Partial<DriverRatings> {
  queue: boolean;
  location: LatLng;
}

/**
 * Each driver's profile as the plan leaves it: the sum and count of its rated trips' ratings, on a
 * trip or idle, and where it is (on its trip, or near its home place).
 */
export function driverStates(plan: readonly DemoTrip[]): Map<string, DriverState> {
  const random = seededRandom(SEED + 1);
  const states = new Map<string, DriverState>();
  for (const driver of demoDrivers) {
    const contact = contactOf(driver);
    const home = placeNamed(driverHomes[contact]);
    const location = {
      lat: home.lat + random.between(-0.004, 0.004),
      lng: home.lng + random.between(-0.005, 0.005),
    };
    states.set(contact, { queue: false, location });
  }
  for (const trip of plan) {
    if (!trip.driver) continue;
    const state = states.get(trip.driver)!;
    if (trip.end.kind === 'complete' && trip.end.rating !== undefined) {
      Object.assign(state, addDriverRating(state, trip.end.rating));
    }
    const position = driverPositionOn(trip);
    if (position) Object.assign(state, { queue: true, location: position });
  }
  return states;
}

export const carTypeNamed = (name: string) => {
  const carType = demoCarTypes.find((candidate) => candidate.name === name);
  if (!carType) throw new Error(`No demo car type ${name}`);
  return carType;
};
