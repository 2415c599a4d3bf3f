import type { Booking, NotifyEffect } from '@wayfare/shared';
import type { BookingRepository, VersionedBooking } from '../ports/booking-repository';
import type { CardTopUpRepository } from '../ports/card-top-up-repository';
import type { EarningsRepository } from '../ports/earnings-repository';
import type { LanguageRepository } from '../ports/language-repository';
import type { PaymentGateway } from '../ports/payment-gateway';
import type { PromoRepository } from '../ports/promo-repository';
import type { Inbox } from '../ports/inbox';
import type { PushSender } from '../ports/push-sender';
import type { SettingsRepository } from '../ports/settings-repository';
import type { UserRepository } from '../ports/user-repository';
import type { WalletLedger } from '../ports/wallet-ledger';
import type { WithdrawRequestRepository } from '../ports/withdraw-request-repository';
import type { Warn } from '../accounts/accounts-deps';

/** Everything the money resolvers and the payment callback use, injected so tests pass their own. */
export interface MoneyDeps {
  users: UserRepository;
  settings: SettingsRepository;
  bookings: BookingRepository;
  ledger: WalletLedger;
  withdraws: WithdrawRequestRepository;
  /** Riders' wallet top-ups by card. */
  topUps: CardTopUpRepository;
  promos: PromoRepository;
  earnings: EarningsRepository;
  /** The recipient's language for the push of an admin top-up. */
  languages: LanguageRepository;
  /** Absent where no push platform is configured: a top-up is then shown in the app only. */
  push?: PushSender;
  /** Where the top-up's notification is kept for the apps' notifications screen. */
  inbox: Inbox;
  /** The card providers this deployment offers, in the order riders see them. */
  gateways: readonly PaymentGateway[];
  /** Epoch milliseconds. */
  now: () => number;
  newId: () => string;
  /**
   * After a trip is paid: the driver leaves its trip (queue false) and is dispatchable again.
   * Runs after the settlement committed; the settlement never depends on it.
   */
  freeDriver: (driverUid: string, booking: Booking) => Promise<void>;
  /**
   * After a payment's write: the booking's notices (push and inbox, e.g. 'ride completed' at PAID)
   * and its live update go out, and an order paid up front (now NEW) gets its first offers rather
   * than waiting for the dispatch sweep. Never fails the payment: a failure is logged (the sweep
   * offers a paid order within a minute; the screens catch up when they reconnect).
   */
  announcePayment: (saved: VersionedBooking, notices: readonly NotifyEffect[]) => Promise<void>;
  /** Refused or odd callbacks are logged, never answered with details. */
  warn: Warn;
}
