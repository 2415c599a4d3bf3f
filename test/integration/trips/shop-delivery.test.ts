/**
 * Shop deliveries on DynamoDB Local (docs/trips.md, docs/money.md): a cart priced from the stored
 * products, cash orders offered at once, card and wallet orders paid up front from
 * PAYMENT_PENDING, the driver's share without the goods, refunds of cancelled paid orders.
 */
import { randomUUID } from 'node:crypto';
import { toMoney, type LatLng, type Product } from '@wayfare/shared';
import { demoSettings } from '@wayfare/infra/local/seed/demo-settings';
import { DynamoEarningsRepository } from '@wayfare/lambdas/src/adapters/dynamodb/earnings.repository';
import { DynamoWalletLedger } from '@wayfare/lambdas/src/adapters/dynamodb/wallet-ledger.repository';
import { DynamoCardTopUpRepository } from '@wayfare/lambdas/src/adapters/dynamodb/card-top-up.repository';
import { DynamoWithdrawRequestRepository } from '@wayfare/lambdas/src/adapters/dynamodb/withdraw-request.repository';
import { createTestGateway } from '@wayfare/lambdas/src/adapters/payments/test.gateway';
import type { MoneyDeps } from '@wayfare/lambdas/src/money/money-deps';
import { payFromWallet, payNow, settleCardPayment } from '@wayfare/lambdas/src/money/payments';
import { createBooking } from '@wayfare/lambdas/src/trips/create-booking';
import { dispatchDue, sweepDueDispatch } from '@wayfare/lambdas/src/trips/dispatch';
import { estimateFare } from '@wayfare/lambdas/src/trips/quotes';
import {
  acceptTask,
  cancelBooking,
  declineTask,
  setTripImage,
  updateTripStatus,
} from '@wayfare/lambdas/src/trips/trip-steps';
import type { TripsDeps } from '@wayfare/lambdas/src/trips/trips-deps';
import { startLocalTable, type LocalTable } from '../data/support/local-table';
import { aUser, callerOf, anOnlineDriver, tripsOnLocalTable } from './support/trips-on-local-table';

/** Shop orders start at the shop (settings.shopPickup). */
const pickup = demoSettings.shopPickup!;
const drop = { lat: 40.7484, lng: -73.9857, add: 'Empire State Building' };
const north = (km: number): LatLng => ({ lat: pickup.lat + km / 111.2, lng: pickup.lng });

let table: LocalTable;
let deps: TripsDeps;
let money: MoneyDeps;
let ledger: DynamoWalletLedger;
const clock = Date.now();

const product = (id: string, amount: number): Product => ({
  id,
  name: `Product ${id}`,
  image: 'products/placeholder.png',
  category: 'groceries',
  amount,
  size: '1',
  description: '',
  createdAt: new Date(clock).toISOString(),
});

beforeAll(async () => {
  table = await startLocalTable();
  ({ deps } = await tripsOnLocalTable(table, () => clock));
  await deps.settings.put({ ...demoSettings, code: 'USD', decimal: 2 }, new Date(clock));
  ledger = new DynamoWalletLedger(table.client, table.tableName);
  money = {
    users: deps.users,
    settings: deps.settings,
    languages: deps.languages,
    inbox: deps.inbox,
    bookings: deps.bookings,
    ledger,
    withdraws: new DynamoWithdrawRequestRepository(table.client, table.tableName),
    topUps: new DynamoCardTopUpRepository(table.client, table.tableName),
    promos: deps.promos,
    earnings: new DynamoEarningsRepository(table.client, table.tableName),
    gateways: [
      createTestGateway({ pageUrl: 'http://pay.test', signingKey: async () => 'k', now: () => clock }),
    ],
    now: () => clock,
    newId: randomUUID,
    freeDriver: async (uid) => void (await deps.users.update(uid, { queue: false })),
    announcePayment: async (paid) => void (await dispatchDue(deps, paid)),
    warn: () => {},
  };
  await deps.products.create(product('milk', 3.49));
  await deps.products.create(product('beans', 12.9));
});
afterAll(() => table?.close());

const cart = [
  { productId: 'milk', quantity: 2 },
  { productId: 'beans', quantity: 1 },
];
/** 2 × 3.49 + 12.90, from the stored products. */
const GOODS = 19.88;

async function riderWith(balance = 0) {
  const rider = await aUser(deps, 'rider');
  if (balance > 0) {
    await ledger.credit({
      uid: rider.uid,
      amount: toMoney(balance),
      txRef: 'AdminCredit',
      idempotencyKey: `top#${rider.uid}`,
      at: new Date(clock),
    });
  }
  return (await deps.users.getById(rider.uid))!;
}

async function order(payment_mode: 'cash' | 'card' | 'wallet', balance = 0) {
  const rider = await riderWith(balance);
  const quote = await estimateFare(deps, callerOf(rider), { pickup, drop, carType: 'delivery-bike' });
  const booking = await createBooking(deps, callerOf(rider), { quoteId: quote.quoteId, payment_mode, cart });
  return { rider, quote, booking };
}

const balanceOf = async (uid: string) => (await deps.users.getById(uid))!.walletBalance;

it('prices the cart from the stored products into the delivery and offers a cash order at once', async () => {
  const driver = await anOnlineDriver(deps, north(0.1), { carType: 'Delivery Bike' });
  const { quote, booking } = await order('cash');
  expect(booking).toMatchObject({
    status: 'NEW',
    payment_mode: 'cash',
    cart_total: GOODS,
    trip_cost: Math.round((quote.grandTotal + GOODS) * 100) / 100,
    cartData: [
      { productId: 'milk', quantity: 2, name: 'Product milk', amount: 3.49 },
      { productId: 'beans', quantity: 1, name: 'Product beans', amount: 12.9 },
    ],
  });
  expect((await deps.bookings.getById(booking.id))!.booking.requestedDrivers).toEqual({ [driver.uid]: true });
  await declineTask(deps, callerOf(driver), booking.id);
});

it("charges the stored products' prices, never a price or total sent with the cart", async () => {
  const rider = await riderWith();
  const quote = await estimateFare(deps, callerOf(rider), { pickup, drop, carType: 'delivery-bike' });
  // A tampered client: a cent a line and a cart total of a cent, beside the ids and quantities.
  // A card order waits for its payment, so no driver takes part.
  const tampered = cart.map((line) => ({ ...line, amount: 0.01, unitAmountMinor: 1 }));
  const booking = await createBooking(deps, callerOf(rider), {
    quoteId: quote.quoteId,
    payment_mode: 'card',
    cart: tampered,
    ...{ cart_total: 0.01, trip_cost: 0.01 },
  });
  expect(booking).toMatchObject({
    status: 'PAYMENT_PENDING',
    cart_total: GOODS,
    trip_cost: Math.round((quote.grandTotal + GOODS) * 100) / 100,
    cartData: [
      { productId: 'milk', amount: 3.49 },
      { productId: 'beans', amount: 12.9 },
    ],
  });
  // What the provider is asked for is the server's total too.
  const form = await payNow(money, callerOf(rider), { bookingId: booking.id, provider: 'test' });
  expect(JSON.parse(form.fields)).toMatchObject({ amount_minor: Math.round(booking.trip_cost * 100) });
  await cancelBooking(deps, callerOf(rider), { bookingId: booking.id, reason: 'test' });
});

it('refuses a cart naming a deleted product, and the quote stays usable', async () => {
  await deps.products.create(product('gone', 1));
  await deps.products.delete('gone');
  const rider = await riderWith();
  const quote = await estimateFare(deps, callerOf(rider), { pickup, drop, carType: 'delivery-bike' });
  await expect(
    createBooking(deps, callerOf(rider), {
      quoteId: quote.quoteId,
      payment_mode: 'cash',
      cart: [{ productId: 'gone', quantity: 1 }],
    }),
  ).rejects.toMatchObject({ code: 'VALIDATION', messageKey: 'product_unavailable' });
  const booked = await createBooking(deps, callerOf(rider), {
    quoteId: quote.quoteId,
    payment_mode: 'cash',
    cart,
  });
  await cancelBooking(deps, callerOf(rider), { bookingId: booked.id, reason: 'test' });
});

it('pays a card order up front: PAYMENT_PENDING, pay now, the verified callback, then offers at once', async () => {
  const driver = await anOnlineDriver(deps, north(0.2), { carType: 'Delivery Bike' });
  const { rider, booking } = await order('card');
  expect(booking.status).toBe('PAYMENT_PENDING');
  expect(booking.requestedDrivers).toBeUndefined();
  // Not offered before it is paid, whatever the sweep finds.
  await sweepDueDispatch(deps);
  expect((await deps.bookings.getById(booking.id))!.booking.requestedDrivers).toBeUndefined();

  const other = await riderWith();
  await expect(
    payNow(money, callerOf(other), { bookingId: booking.id, provider: 'test' }),
  ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  const form = await payNow(money, callerOf(rider), { bookingId: booking.id, provider: 'test' });
  const owed = Math.round(booking.trip_cost * 100);
  expect(JSON.parse(form.fields)).toMatchObject({ order_id: booking.id, amount_minor: owed });

  const paid = {
    provider: 'test' as const,
    orderId: booking.id,
    amount: toMoney(booking.trip_cost),
    currency: 'USD',
    transactionId: 'tx-1',
    outcome: 'paid' as const,
  };
  expect(await settleCardPayment(money, { ...paid, amount: toMoney(1) })).toBe('refused');
  const outcomes = await Promise.all([settleCardPayment(money, paid), settleCardPayment(money, paid)]);
  expect(outcomes.sort()).toEqual(['already-settled', 'settled']);
  const afterPayment = (await deps.bookings.getById(booking.id))!.booking;
  expect(afterPayment).toMatchObject({
    status: 'NEW',
    gateway: 'test',
    customer_paid: booking.trip_cost,
    cardPaymentAmount: booking.trip_cost,
    paidAt: clock,
  });
  // Offered by the callback itself, in one round (the concurrent replay offers nothing), not at the next sweep.
  expect(afterPayment.requestedDrivers).toHaveProperty(driver.uid);
  expect(afterPayment.dispatch?.round).toBe(1);

  // The trip to the drop: PAID at REACHED with no second charge; the driver gets the fare, not the goods.
  const driverNow = async () => (await deps.users.getById(driver.uid))!;
  await acceptTask(deps, callerOf(await driverNow()), booking.id);
  await updateTripStatus(deps, callerOf(await driverNow()), { bookingId: booking.id, status: 'ARRIVED' });
  // Only the assigned driver may set the order's photos.
  const otherDriver = await anOnlineDriver(deps, north(0.3), { carType: 'Delivery Bike' });
  await expect(
    setTripImage(deps, callerOf(otherDriver), {
      bookingId: booking.id,
      which: 'pickup_image',
      key: 'trip-images/x.png',
    }),
  ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  // Picked up at the shop, where the customer is not: the order has no code to start with.
  expect((await deps.bookings.getById(booking.id))!.booking.otp).toBeUndefined();
  await updateTripStatus(deps, callerOf(await driverNow()), { bookingId: booking.id, status: 'STARTED' });
  const reached = await updateTripStatus(deps, callerOf(await driverNow()), {
    bookingId: booking.id,
    status: 'REACHED',
  });
  const share = Math.round((booking.trip_cost - GOODS - booking.convenience_fees!) * 100) / 100;
  expect(reached).toMatchObject({
    status: 'PAID',
    driver_share: share,
    cardPaymentAmount: booking.trip_cost,
  });
  expect(await balanceOf(driver.uid)).toBeCloseTo(share, 6);
  expect(await balanceOf(rider.uid)).toBe(0);
});

it('pays a wallet order at booking and refunds it to the wallet when the rider cancels', async () => {
  const { rider, booking } = await order('wallet', 100);
  expect(booking).toMatchObject({ status: 'NEW', usedWalletMoney: booking.trip_cost });
  expect(await balanceOf(rider.uid)).toBeCloseTo(100 - booking.trip_cost, 6);

  const cancelled = await cancelBooking(deps, callerOf(rider), {
    bookingId: booking.id,
    reason: 'Changed my mind',
  });
  expect(cancelled).toMatchObject({ status: 'CANCELLED', reason: 'Changed my mind' });
  expect(await balanceOf(rider.uid)).toBe(100);
  const history = (await ledger.history(rider.uid, {})).items.filter((entry) => entry.txRef === booking.id);
  expect(history.map((entry) => entry.type).sort()).toEqual(['Credit', 'Withdraw']);
});

it('refuses a wallet order the balance does not cover', async () => {
  const rider = await riderWith(5);
  const quote = await estimateFare(deps, callerOf(rider), { pickup, drop, carType: 'delivery-bike' });
  await expect(
    createBooking(deps, callerOf(rider), { quoteId: quote.quoteId, payment_mode: 'wallet', cart }),
  ).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
});

it("pays a card order from the wallet instead; another rider can't", async () => {
  const { rider, booking } = await order('card');
  await ledger.credit({
    uid: rider.uid,
    amount: toMoney(100),
    txRef: 'AdminCredit',
    idempotencyKey: `late-top#${rider.uid}`,
    at: new Date(clock),
  });
  const other = await riderWith(100);
  await expect(payFromWallet(money, callerOf(other), { bookingId: booking.id })).rejects.toMatchObject({
    code: 'FORBIDDEN',
  });
  const paid = await payFromWallet(money, callerOf(rider), { bookingId: booking.id });
  expect(paid).toMatchObject({ status: 'NEW', payment_mode: 'wallet', usedWalletMoney: booking.trip_cost });
  // Offered to the online drivers at once, as a cash order is.
  expect((await deps.bookings.getById(booking.id))!.booking.dispatch?.offered.length).toBeGreaterThan(0);
  expect(await balanceOf(rider.uid)).toBeCloseTo(100 - booking.trip_cost, 6);
  await cancelBooking(deps, callerOf(rider), { bookingId: booking.id, reason: 'test' });
});

it("cancels an unpaid order as 'cancelled incomplete booking', moving no money", async () => {
  const { rider, booking } = await order('card');
  const cancelled = await cancelBooking(deps, callerOf(rider), {
    bookingId: booking.id,
    reason: 'Changed my mind',
  });
  expect(cancelled).toMatchObject({ status: 'CANCELLED', reason: 'cancelled incomplete booking' });
  expect((await ledger.history(rider.uid, {})).items).toEqual([]);
});

it('refuses a shop order picked up anywhere but the shop, and the quote stays usable for a ride', async () => {
  const rider = await riderWith();
  const timesSquare = { lat: 40.758, lng: -73.9855, add: 'Times Square' };
  const quote = await estimateFare(deps, callerOf(rider), {
    pickup: timesSquare,
    drop,
    carType: 'delivery-bike',
  });
  await expect(
    createBooking(deps, callerOf(rider), { quoteId: quote.quoteId, payment_mode: 'cash', cart }),
  ).rejects.toMatchObject({ code: 'VALIDATION', messageKey: 'shop_pickup_only' });
  await expect(
    createBooking(deps, callerOf(rider), { quoteId: quote.quoteId, payment_mode: 'cash' }),
  ).resolves.toMatchObject({
    pickup: timesSquare,
  });
});
