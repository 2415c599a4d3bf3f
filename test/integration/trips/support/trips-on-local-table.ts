/**
 * The trip services on DynamoDB Local with the project's real repositories. Places, live updates
 * and push are the only parts faked: the API test on the twin covers their real adapters.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { haversineKm, type Booking, type LatLng, type TrackingEntry, type User } from '@wayfare/shared';
import { demoSettings } from '@wayfare/infra/local/seed/demo-settings';
import { demoCarTypes } from '@wayfare/infra/local/seed/demo-catalogue';
import { DynamoBookingRepository } from '@wayfare/lambdas/src/adapters/dynamodb/booking.repository';
import { DynamoCarTypeRepository } from '@wayfare/lambdas/src/adapters/dynamodb/car-type.repository';
import { DynamoChatRepository } from '@wayfare/lambdas/src/adapters/dynamodb/chat.repository';
import { DynamoDispatchIndex } from '@wayfare/lambdas/src/adapters/dynamodb/dispatch-index.repository';
import { DynamoInbox } from '@wayfare/lambdas/src/adapters/dynamodb/inbox.repository';
import { DynamoFareQuoteStore } from '@wayfare/lambdas/src/adapters/dynamodb/fare-quote.repository';
import { DynamoLanguageRepository } from '@wayfare/lambdas/src/adapters/dynamodb/language.repository';
import { DynamoProductRepository } from '@wayfare/lambdas/src/adapters/dynamodb/product.repository';
import { DynamoPromoRepository } from '@wayfare/lambdas/src/adapters/dynamodb/promo.repository';
import { DynamoSafetyEvents } from '@wayfare/lambdas/src/adapters/dynamodb/safety-events.repository';
import { DynamoSettingsRepository } from '@wayfare/lambdas/src/adapters/dynamodb/settings.repository';
import { DynamoTrackingRepository } from '@wayfare/lambdas/src/adapters/dynamodb/tracking.repository';
import { DynamoTripShares } from '@wayfare/lambdas/src/adapters/dynamodb/trip-shares.repository';
import { DynamoUserRepository } from '@wayfare/lambdas/src/adapters/dynamodb/user.repository';
import type { Caller } from '@wayfare/lambdas/src/access/caller';
import type { ImageStore } from '@wayfare/lambdas/src/ports/image-store';
import type { Places } from '@wayfare/lambdas/src/ports/places';
import type { PushMessage } from '@wayfare/lambdas/src/ports/push-sender';
import type { SharedTripFrame } from '@wayfare/lambdas/src/ports/trip-shares';
import { withSharedTripFrames } from '@wayfare/lambdas/src/trips/trip-sharing';
import type { TripsDeps } from '@wayfare/lambdas/src/trips/trips-deps';
import type { LocalTable } from '../../data/support/local-table';

/** Great-circle routes at 30 km/h: enough to price a trip. */
export const fakePlaces: Places = {
  route: async (from, to) => {
    const distanceKm = haversineKm(from, to) * 1.3;
    return { distanceKm, durationSecs: Math.round((distanceKm / 30) * 3600) };
  },
  suggest: async (text) => [{ add: text, lat: 40.758, lng: -73.9855 }],
  address: async (point) => ({ add: `${point.lat},${point.lng}`, ...point }),
};

const images: ImageStore = {
  presignUpload: async () => 'http://upload.invalid',
  presignDownload: async (key) => `http://download.invalid/${key}`,
  describe: async () => null,
  firstBytes: async () => null,
  remove: async () => {},
};

export interface Recorded {
  changed: Booking[];
  offered: { driver: string; bookingId: string }[];
  tracked: TrackingEntry[];
  pushes: PushMessage[];
  /** Frames to shared links, as the twin's AppSync would fan them out by token. */
  shared: SharedTripFrame[];
}

export async function tripsOnLocalTable(table: LocalTable, now: () => number = Date.now) {
  const { client, tableName } = table;
  const recorded: Recorded = { changed: [], offered: [], tracked: [], pushes: [], shared: [] };
  const shares = new DynamoTripShares(client, tableName, { retentionDays: 30 });
  const deps: TripsDeps = {
    bookings: new DynamoBookingRepository(client, tableName, { retentionDays: 30 }),
    users: new DynamoUserRepository(client, tableName),
    settings: new DynamoSettingsRepository(client, tableName),
    carTypes: new DynamoCarTypeRepository(client, tableName),
    promos: new DynamoPromoRepository(client, tableName),
    products: new DynamoProductRepository(client, tableName),
    quotes: new DynamoFareQuoteStore(client, tableName),
    tracking: new DynamoTrackingRepository(client, tableName, { retentionDays: 30 }),
    chat: new DynamoChatRepository(client, tableName, { retentionDays: 30 }),
    inbox: new DynamoInbox(client, tableName, { retentionDays: 30 }),
    dispatch: new DynamoDispatchIndex(client, tableName),
    languages: new DynamoLanguageRepository(client, tableName),
    places: fakePlaces,
    images,
    shares,
    safety: new DynamoSafetyEvents(client, tableName),
    events: withSharedTripFrames(
      {
        bookingChanged: async (booking) => void recorded.changed.push(booking),
        taskOffered: async (driver, booking) => void recorded.offered.push({ driver, bookingId: booking.id }),
        tracked: async (_booking, entry) => void recorded.tracked.push(entry),
        chatMessage: async () => {},
        sharedTrip: async (frame) => void recorded.shared.push(frame),
      },
      shares,
    ),
    push: { send: async (message) => void recorded.pushes.push(message) },
    scheduledLeadMs: 10 * 60_000,
    now,
    randomInt: (max) => randomInt(max),
    newId: randomUUID,
    warn: () => {},
  };
  await deps.settings.put(demoSettings, new Date());
  for (const carType of demoCarTypes) await deps.carTypes.create(carType, new Date());
  return { deps, recorded };
}

let counter = 0;

/** A user of `usertype` with a push token; drivers are online and approved, of car type Economy. */
export async function aUser(
  deps: TripsDeps,
  usertype: User['usertype'],
  overrides: Partial<User> = {},
): Promise<User> {
  counter += 1;
  const uid = `${usertype}-${counter}-${randomUUID().slice(0, 8)}`;
  const user: User = {
    uid,
    createdAt: new Date().toISOString(),
    firstName: usertype,
    lastName: String(counter),
    mobile: `+1212555${String(1000 + counter).padStart(4, '0')}`,
    usertype,
    approved: true,
    walletBalance: 0,
    regType: 'mobile',
    pushToken: `token-${uid}`,
    ...(usertype === 'driver' ? { driverActiveStatus: true, queue: false, carType: 'Economy' } : {}),
    ...overrides,
  };
  return deps.users.create(user);
}

/** A driver online at `location`, in the dispatch index. */
export async function anOnlineDriver(deps: TripsDeps, location: LatLng, overrides: Partial<User> = {}) {
  const driver = await aUser(deps, 'driver', { location, ...overrides });
  await deps.dispatch.update(driver, new Date(deps.now()));
  return driver;
}

/** The caller a user's token names: the services read its stored profile from there. */
export const callerOf = (user: Pick<User, 'uid' | 'usertype'>): Caller => ({
  uid: user.uid,
  groups: [user.usertype],
});
