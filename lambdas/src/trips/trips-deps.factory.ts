/** The trip area's adapters, for its resolvers and its scheduled dispatch. */
import { randomInt, randomUUID } from 'node:crypto';
import {
  bookingRepository,
  carTypeRepository,
  chatRepository,
  dispatchIndex,
  fareQuoteStore,
  imageStore,
  inbox,
  languageRepository,
  now,
  places,
  productRepository,
  promoRepository,
  pushSender,
  settingsRepository,
  trackingRepository,
  tripEvents,
  safetyEvents,
  tripShares,
  userRepository,
} from '../deps';
import { env } from '../config/env';
import { logger } from '../observability/logger';
import { withSharedTripFrames } from './trip-sharing';
import type { DispatchDeps } from './dispatch';
import type { TripsDeps } from './trips-deps';

/** Dispatch alone, for a function that offers orders but answers no trip field (the payment callback). */
export const dispatchDeps = (): DispatchDeps => ({
  bookings: bookingRepository(),
  users: userRepository(),
  settings: settingsRepository(),
  dispatch: dispatchIndex(),
  languages: languageRepository(),
  // Every change and position also reaches the trip's shared links (trip-sharing.ts).
  events: withSharedTripFrames(tripEvents(), tripShares()),
  inbox: inbox(),
  push: pushSender(),
  now,
  newId: randomUUID,
  warn: (message, details) => logger.warn(message, details),
});

export const tripsDeps = (): TripsDeps => ({
  ...dispatchDeps(),
  carTypes: carTypeRepository(),
  promos: promoRepository(),
  products: productRepository(),
  quotes: fareQuoteStore(),
  tracking: trackingRepository(),
  shares: tripShares(),
  safety: safetyEvents(),
  chat: chatRepository(),
  places: places(),
  images: imageStore(),
  scheduledLeadMs: env.scheduledLeadMs,
  randomInt: (max) => randomInt(max),
});
