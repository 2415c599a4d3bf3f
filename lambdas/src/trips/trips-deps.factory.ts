/** The trip area's adapters, for its resolvers and its scheduled dispatch. */
import { randomInt, randomUUID } from 'node:crypto';
import {
  bookingRepository,
  carTypeRepository,
  chatRepository,
  clock,
  dispatchIndex,
  fareQuoteStore,
  imageStore,
  inbox,
  languageRepository,
  places,
  productRepository,
  promoRepository,
  pushSender,
  settingsRepository,
  trackingRepository,
  tripEvents,
  userRepository,
} from '../deps';
import { env } from '../config/env';
import { logger } from '../observability/logger';
import type { TripsDeps } from './trips-deps';

export const tripsDeps = (): TripsDeps => ({
  bookings: bookingRepository(),
  users: userRepository(),
  settings: settingsRepository(),
  carTypes: carTypeRepository(),
  promos: promoRepository(),
  products: productRepository(),
  quotes: fareQuoteStore(),
  tracking: trackingRepository(),
  chat: chatRepository(),
  dispatch: dispatchIndex(),
  places: places(),
  images: imageStore(),
  languages: languageRepository(),
  events: tripEvents(),
  inbox: inbox(),
  push: pushSender(),
  scheduledLeadMs: env.scheduledLeadMs,
  now: () => clock().getTime(),
  randomInt: (max) => randomInt(max),
  newId: randomUUID,
  warn: (message, details) => logger.warn(message, details),
});
