import type { RandomInt } from '@wayfare/shared';
import type { BookingRepository } from '../ports/booking-repository';
import type { CarTypeRepository } from '../ports/car-type-repository';
import type { ChatRepository } from '../ports/chat-repository';
import type { DispatchIndex } from '../ports/dispatch-index';
import type { FareQuoteStore } from '../ports/fare-quote-store';
import type { ImageStore } from '../ports/image-store';
import type { Inbox } from '../ports/inbox';
import type { LanguageRepository } from '../ports/language-repository';
import type { Places } from '../ports/places';
import type { ProductRepository } from '../ports/product-repository';
import type { PromoRepository } from '../ports/promo-repository';
import type { PushSender } from '../ports/push-sender';
import type { SafetyEvents } from '../ports/safety-events';
import type { SettingsRepository } from '../ports/settings-repository';
import type { TrackingRepository } from '../ports/tracking-repository';
import type { TripEvents } from '../ports/trip-events';
import type { TripShares } from '../ports/trip-shares';
import type { UserRepository } from '../ports/user-repository';

export type Warn = (message: string, details: Record<string, unknown>) => void;

/**
 * Everything the trip resolvers and the scheduled dispatch use, injected so tests pass their own.
 * Each service takes only a Pick of it, declared beside the service (docs/architecture.md).
 */
export interface TripsDeps {
  bookings: BookingRepository;
  users: UserRepository;
  settings: SettingsRepository;
  carTypes: CarTypeRepository;
  promos: PromoRepository;
  /** The shop's products: a cart is priced from them (createBooking). */
  products: ProductRepository;
  quotes: FareQuoteStore;
  tracking: TrackingRepository;
  /** The links riders made to share their trips (Share my trip). */
  shares: TripShares;
  /** The SOS presses (safety.ts). */
  safety: SafetyEvents;
  chat: ChatRepository;
  dispatch: DispatchIndex;
  places: Places;
  images: ImageStore;
  languages: LanguageRepository;
  events: TripEvents;
  /** Each rider's and driver's received notifications (the apps' notifications screen). */
  inbox: Inbox;
  /** Absent where no push platform is configured: in-app updates still go out. */
  push?: PushSender;
  /** How long before its tripdate a ride booked for later is offered (ms). */
  scheduledLeadMs: number;
  /** Epoch milliseconds. */
  now: () => number;
  randomInt: RandomInt;
  newId: () => string;
  /** Logs a side effect that failed after the change was saved (push, publish). */
  warn: Warn;
}
