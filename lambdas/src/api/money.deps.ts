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
  warn: (message, details) => logger.warn(message, details),
});
