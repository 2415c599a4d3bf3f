/**
 * The money services against DynamoDB Local: real repositories, the test payment provider with a
 * known key, a fixed clock. Users and bookings are written through their repositories.
 */
import { randomInt, randomUUID } from 'node:crypto';
import {
  generateBookingReference,
  type Booking,
  type Settings,
  type User,
  type UserType,
} from '@wayfare/shared';
import { demoSettings } from '@wayfare/infra/local/seed/demo-settings';
import { DynamoCardTopUpRepository } from '@wayfare/lambdas/src/adapters/dynamodb/card-top-up.repository';
import { DynamoBookingRepository } from '@wayfare/lambdas/src/adapters/dynamodb/booking.repository';
import { DynamoEarningsRepository } from '@wayfare/lambdas/src/adapters/dynamodb/earnings.repository';
import { DynamoInbox } from '@wayfare/lambdas/src/adapters/dynamodb/inbox.repository';
import { DynamoLanguageRepository } from '@wayfare/lambdas/src/adapters/dynamodb/language.repository';
import { DynamoPromoRepository } from '@wayfare/lambdas/src/adapters/dynamodb/promo.repository';
import { DynamoSettingsRepository } from '@wayfare/lambdas/src/adapters/dynamodb/settings.repository';
import { DynamoUserRepository } from '@wayfare/lambdas/src/adapters/dynamodb/user.repository';
import { DynamoWalletLedger } from '@wayfare/lambdas/src/adapters/dynamodb/wallet-ledger.repository';
import { DynamoWithdrawRequestRepository } from '@wayfare/lambdas/src/adapters/dynamodb/withdraw-request.repository';
import { createTestGateway } from '@wayfare/lambdas/src/adapters/payments/test.gateway';
import type { Caller } from '@wayfare/lambdas/src/access/caller';
import type { MoneyDeps } from '@wayfare/lambdas/src/money/money-deps';
import { pushToUsers } from '@wayfare/lambdas/src/notifications/push-to-users';
import type { PushMessage } from '@wayfare/lambdas/src/ports/push-sender';
import { startLocalTable, TABLE, type LocalTable } from '../data/catalogue-table';

export const TEST_KEY = 'test-signing-key';
export const NOW = Date.UTC(2026, 4, 12, 15, 30);

export interface MoneyTable {
  table: LocalTable;
  deps: MoneyDeps;
  warnings: string[];
  /** Every push sent, oldest first (the adapter is covered on the twin). */
  pushes: PushMessage[];
  /** A user with a wallet balance; returns its caller. */
  aUser(type: UserType, balance?: number, extra?: Partial<User>): Promise<Caller>;
  aBooking(overrides: Partial<Booking>): Promise<Booking>;
  balanceOf(uid: string): Promise<number>;
  setSettings(changes: Partial<Settings>): Promise<void>;
  close(): Promise<void>;
}

export async function startMoneyTable(): Promise<MoneyTable> {
  const table = await startLocalTable();
  const client = table.documentClient;
  const users = new DynamoUserRepository(client, TABLE);
  const settings = new DynamoSettingsRepository(client, TABLE);
  const bookings = new DynamoBookingRepository(client, TABLE, { retentionDays: 90 });
  await settings.put(
    { ...demoSettings, AllowCriticalEditsAdmin: true, RiderWithDraw: false, code: 'USD', decimal: 2 },
    new Date(NOW),
  );
  const warnings: string[] = [];
  const pushes: PushMessage[] = [];
  const deps: MoneyDeps = {
    users,
    settings,
    bookings,
    ledger: new DynamoWalletLedger(client, TABLE),
    withdraws: new DynamoWithdrawRequestRepository(client, TABLE),
    topUps: new DynamoCardTopUpRepository(client, TABLE),
    promos: new DynamoPromoRepository(client, TABLE),
    earnings: new DynamoEarningsRepository(client, TABLE),
    languages: new DynamoLanguageRepository(client, TABLE),
    push: { send: async (message) => void pushes.push(message) },
    inbox: new DynamoInbox(client, TABLE, { retentionDays: 30 }),
    gateways: [
      createTestGateway({
        pageUrl: 'http://pay.test/page',
        signingKey: async () => TEST_KEY,
        now: () => NOW,
      }),
    ],
    now: () => NOW,
    newId: randomUUID,
    freeDriver: async (uid) => {
      await users.update(uid, { queue: false });
    },
    // The notices of a payment, as the functions send them (an order's first offers need the
    // trip area: test/integration/trips/shop-delivery.test.ts).
    announcePayment: async (_saved, notices) => void (await pushToUsers(deps, notices)),
    warn: (message) => {
      warnings.push(message);
    },
  };
  return {
    table,
    deps,
    warnings,
    pushes,
    async aUser(usertype, balance = 0, extra = {}) {
      const uid = randomUUID();
      await users.create({
        uid,
        createdAt: new Date(NOW).toISOString(),
        firstName: usertype,
        lastName: uid.slice(0, 6),
        email: `${uid}@example.com`,
        usertype,
        approved: true,
        walletBalance: balance,
        regType: 'admin',
        ...extra,
      });
      return { uid, groups: [usertype] };
    },
    async aBooking(overrides) {
      const id = randomUUID();
      const booking: Booking = {
        id,
        // The service's own generator: 26^6 references, so a file's bookings never collide.
        reference: generateBookingReference(randomInt),
        customer: 'nobody',
        customer_name: 'Rita Rider',
        pickup: { lat: 40.7, lng: -74, add: 'Pickup' },
        drop: { lat: 40.8, lng: -73.9, add: 'Drop' },
        status: 'PENDING',
        tripdate: NOW - 3_600_000,
        bookingDate: NOW - 7_200_000,
        carType: 'Economy',
        trip_cost: 25,
        convenience_fees: 2.5,
        payment_mode: 'card',
        ...overrides,
      };
      await bookings.create(booking);
      return booking;
    },
    async balanceOf(uid) {
      return (await users.getById(uid))!.walletBalance;
    },
    async setSettings(changes) {
      const current = (await settings.get())!;
      await settings.put({ ...current, ...changes }, new Date(NOW));
    },
    close: () => table.close(),
  };
}
