/** The money areas' dependencies as the Lambdas build them (one set per cold start). */
import { randomUUID } from 'node:crypto';
import {
  bookingRepository,
  cardTopUpRepository,
  earningsRepository,
  inbox,
  languageRepository,
  now,
  paymentGateways,
  promoRepository,
  pushSender,
  settingsRepository,
  userRepository,
  walletLedger,
  withdrawRequestRepository,
} from '../deps';
import type { MoneyDeps } from './money-deps';
import { logger } from '../observability/logger';
import { announceChange, setDriverQueue } from '../trips/commit-change';
import { dispatchDue } from '../trips/dispatch';
import { dispatchDeps } from '../trips/trips-deps.factory';

export const moneyDeps = (): MoneyDeps => ({
  users: userRepository(),
  settings: settingsRepository(),
  bookings: bookingRepository(),
  ledger: walletLedger(),
  withdraws: withdrawRequestRepository(),
  topUps: cardTopUpRepository(),
  promos: promoRepository(),
  earnings: earningsRepository(),
  languages: languageRepository(),
  push: pushSender(),
  inbox: inbox(),
  gateways: paymentGateways(),
  now,
  newId: randomUUID,
  freeDriver: (driverUid) => setDriverQueue(dispatchDeps(), driverUid, false),
  announcePayment: async (saved, notices) => {
    const trips = dispatchDeps();
    try {
      await announceChange(trips, saved.booking, notices);
      if (saved.booking.status === 'NEW') await dispatchDue(trips, saved);
    } catch (error) {
      logger.warn('A payment was not announced in full', { bookingId: saved.booking.id, error });
    }
  },
  warn: (message, details) => logger.warn(message, details),
});
