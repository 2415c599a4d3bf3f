/** The money areas' dependencies as the Lambdas build them (one set per cold start). */
import { randomUUID } from 'node:crypto';
import {
  bookingRepository,
  clock,
  dispatchIndex,
  earningsRepository,
  inbox,
  languageRepository,
  paymentGateways,
  promoRepository,
  pushSender,
  settingsRepository,
  userRepository,
  walletLedger,
  withdrawRequestRepository,
} from '../deps';
import type { MoneyDeps } from '../money/money-deps';
import { logger } from '../observability/logger';
import { dispatchDue } from '../trips/dispatch';
import { dispatchDeps } from '../trips/trips-deps.factory';

export const moneyDeps = (): MoneyDeps => ({
  users: userRepository(),
  settings: settingsRepository(),
  bookings: bookingRepository(),
  ledger: walletLedger(),
  withdraws: withdrawRequestRepository(),
  promos: promoRepository(),
  earnings: earningsRepository(),
  languages: languageRepository(),
  push: pushSender(),
  inbox: inbox(),
  gateways: paymentGateways(),
  now: () => clock().getTime(),
  newId: randomUUID,
  freeDriver: async (driverUid) => {
    const driver = await userRepository().update(driverUid, { queue: false });
    await dispatchIndex().update(driver, clock());
  },
  offerPaidOrder: async (paid) => {
    try {
      await dispatchDue(dispatchDeps(), paid);
    } catch (error) {
      logger.warn('A paid order is left to the dispatch sweep', { bookingId: paid.booking.id, error });
    }
  },
  warn: (message, details) => logger.warn(message, details),
});
