/**
 * The demo operator's catalogue and money history, written through the product's repositories:
 * car types with New York rates, cancel reasons, promos, sent push notifications, the shop's
 * categories and products, and the demo rider's and driver's wallet ledger with withdrawals. The
 * broadcasts and top-ups are also in their recipients' inboxes (seed-inbox.ts).
 */
import {
  PRODUCT_PLACEHOLDER_IMAGE,
  requestWithdraw,
  roundMoney,
  toMoney,
  type CarType,
  type Category,
  type Notification,
  type Product,
  type Promo,
} from '@wayfare/shared';
import { demoUsers, moreDemoUsers, type DemoUser } from './demo-accounts';
import { demoSettings } from './demo-settings';
import { keepDemoBroadcast, keepDemoTopUpNotice } from './seed-inbox';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/** In the order riders choose from. Distances in km (settings.convert_to_mile is off), USD. */
export const demoCarTypes: CarType[] = [
  {
    id: 'economy',
    name: 'Economy',
    image: 'car-types/economy.png',
    rate_per_unit_distance: 1.25,
    rate_per_hour: 18,
    base_fare: 2.55,
    min_fare: 8,
    convenience_fees: 10,
    convenience_fee_type: 'percentage',
  },
  {
    id: 'comfort',
    name: 'Comfort',
    image: 'car-types/comfort.png',
    rate_per_unit_distance: 1.65,
    rate_per_hour: 24,
    base_fare: 3.5,
    min_fare: 12,
    convenience_fees: 10,
    convenience_fee_type: 'percentage',
  },
  {
    id: 'xl',
    name: 'XL',
    image: 'car-types/xl.png',
    rate_per_unit_distance: 2.2,
    rate_per_hour: 30,
    base_fare: 4.5,
    min_fare: 15,
    convenience_fees: 2.5,
    convenience_fee_type: 'flat',
  },
  {
    id: 'delivery-bike',
    name: 'Delivery Bike',
    image: 'car-types/delivery-bike.png',
    rate_per_unit_distance: 0.85,
    rate_per_hour: 12,
    base_fare: 1.5,
    min_fare: 5,
    convenience_fees: 1,
    convenience_fee_type: 'flat',
  },
];

export const demoCancelReasons = [
  'Driver is taking too long',
  'Changed my mind',
  'Booked by mistake',
  'Driver asked me to cancel',
  'Found another ride',
  'Other',
];

export const demoPromos = (now: Date): Omit<Promo, 'user_avail'>[] => [
  {
    id: 'promo-welcome',
    promo_name: 'WELCOME10',
    promo_description: '10% off your first ride, up to $5',
    promo_discount_type: 'percentage',
    promo_discount_value: 10,
    max_promo_discount_value: 5,
    min_order: 10,
    promo_validity: daysBefore(now, -365).getTime(),
    promo_usage_limit: 1000,
    createdAt: daysBefore(now, 60).toISOString(),
  },
  {
    id: 'promo-flat5',
    promo_name: 'SAVE5',
    promo_description: '$5 off rides over $25',
    promo_discount_type: 'flat',
    promo_discount_value: 5,
    max_promo_discount_value: 0,
    min_order: 25,
    promo_validity: daysBefore(now, -90).getTime(),
    promo_usage_limit: 200,
    createdAt: daysBefore(now, 20).toISOString(),
  },
  {
    id: 'promo-summer',
    promo_name: 'SUMMER15',
    promo_description: '15% off, last summer’s campaign',
    promo_discount_type: 'percentage',
    promo_discount_value: 15,
    max_promo_discount_value: 8,
    min_order: 15,
    promo_validity: daysBefore(now, 30).getTime(),
    promo_usage_limit: 500,
    createdAt: daysBefore(now, 120).toISOString(),
  },
];

const demoNotifications: { notification: Notification; daysAgo: number }[] = [
  {
    daysAgo: 14,
    notification: {
      id: 'notification-welcome',
      devicetype: 'All',
      usertype: 'rider',
      title: 'Welcome to Wayfare',
      body: 'Use WELCOME10 for 10% off your first ride.',
    },
  },
  {
    daysAgo: 3,
    notification: {
      id: 'notification-marathon',
      devicetype: 'All',
      usertype: 'driver',
      title: 'Marathon on Sunday',
      body: 'Expect road closures in Manhattan and Brooklyn from 7 am.',
    },
  },
];

const demoCategories = (now: Date): Category[] => [
  {
    id: 'category-groceries',
    name: 'Groceries',
    description: 'Daily essentials, delivered',
    createdAt: daysBefore(now, 50).toISOString(),
  },
  {
    id: 'category-pharmacy',
    name: 'Pharmacy',
    description: 'Over-the-counter care',
    createdAt: daysBefore(now, 40).toISOString(),
  },
  {
    id: 'category-flowers',
    name: 'Flowers',
    description: 'Fresh bouquets',
    createdAt: daysBefore(now, 30).toISOString(),
  },
];

const demoProducts = (now: Date): Product[] =>
  (
    [
      ['product-milk', 'Organic milk', 'category-groceries', 3.49, '1 l', 'Whole milk from upstate farms'],
      [
        'product-bread',
        'Sourdough loaf',
        'category-groceries',
        5.25,
        '800 g',
        'Baked this morning in Brooklyn',
      ],
      ['product-coffee', 'Coffee beans', 'category-groceries', 12.9, '340 g', 'Medium roast'],
      ['product-bandages', 'Bandages', 'category-pharmacy', 4.75, '30 pcs', 'Assorted sizes'],
      ['product-vitamin-c', 'Vitamin C', 'category-pharmacy', 9.99, '60 tablets', '500 mg'],
      ['product-roses', 'Red roses', 'category-flowers', 39, '12 stems', 'Long-stemmed'],
    ] as const
  ).map(([id, name, category, amount, size, description], index) => ({
    id,
    name,
    image: PRODUCT_PLACEHOLDER_IMAGE,
    category,
    amount,
    size,
    description,
    createdAt: daysBefore(now, 25 - index).toISOString(),
  }));

type WalletStep =
  | { daysAgo: number; credit: number }
  | { daysAgo: number; withdraw: number; id: string; processedDaysAgo?: number };

/** The demo rider's and driver's histories; each adds up to the balance in demo-accounts.ts. */
const demoWalletHistory: Record<string, WalletStep[]> = {
  [demoUsers.rider.mobile ?? '']: [
    { daysAgo: 30, credit: 20 },
    { daysAgo: 12, credit: 5 },
  ],
  [demoUsers.driver.mobile ?? '']: [
    { daysAgo: 40, credit: 50 },
    { daysAgo: 20, credit: 15 },
    { daysAgo: 18, withdraw: 12.5, id: 'withdraw-demo-1', processedDaysAgo: 17 },
    { daysAgo: 2, withdraw: 10, id: 'withdraw-demo-2' },
  ],
};

/** Anyone else with money in the wallet got it from one admin top-up. */
const historyOf = (user: DemoUser, contact: string): WalletStep[] =>
  demoWalletHistory[contact] ?? [{ daysAgo: 10, credit: user.walletBalance }];

type Deps = typeof import('@wayfare/lambdas/src/deps');

/**
 * The accounts seed opens each wallet empty; the history that explains its demo balance is
 * replayed through the ledger, so balance and ledger agree by construction.
 */
async function seedWalletHistory(deps: Deps, now: Date): Promise<void> {
  const funded = [...Object.values(demoUsers), ...moreDemoUsers].filter((u) => u.walletBalance > 0);
  // Wallets at once, each one's history in order.
  await Promise.all(funded.map((demoUser) => replayWallet(deps, now, demoUser)));
}

async function replayWallet(deps: Deps, now: Date, demoUser: DemoUser): Promise<void> {
  const { decimal, RiderWithDraw: riderWithdraw } = demoSettings;
  const contact = demoUser.mobile ?? demoUser.email ?? '';
  const seeded = await deps.userRepository().findByContact(demoUser.mobile ? 'mobile' : 'email', contact);
  if (!seeded) throw new Error(`The demo user ${contact} was not seeded`);
  const { uid } = seeded;
  for (const [index, step] of historyOf(demoUser, contact).entries()) {
    const at = daysBefore(now, step.daysAgo);
    if ('credit' in step) {
      const amount = roundMoney(toMoney(step.credit), decimal);
      await deps
        .walletLedger()
        .credit({ uid, amount, txRef: 'AdminCredit', idempotencyKey: `demo-credit-${index}`, at });
      await keepDemoTopUpNotice(deps, uid, `demo-credit-${index}`, at);
      continue;
    }
    const user = await deps.userRepository().getById(uid);
    if (!user) throw new Error(`The demo user ${contact} disappeared`);
    const { request } = requestWithdraw(user, {
      id: step.id,
      amount: roundMoney(toMoney(step.withdraw), decimal),
      decimal,
      at: at.getTime(),
      riderWithdraw,
      // Past payouts of the demo's history; the demo driver enters its bank details in the app.
      bankFields: false,
    });
    await deps.withdrawRequestRepository().create(request);
    if (step.processedDaysAgo !== undefined) {
      await deps.withdrawRequestRepository().process(step.id, daysBefore(now, step.processedDaysAgo));
    }
  }
  const balance = (await deps.userRepository().getById(uid))?.walletBalance;
  if (balance !== demoUser.walletBalance) {
    throw new Error(`The wallet history of ${contact} adds up to ${balance}, not ${demoUser.walletBalance}`);
  }
}

export async function seedDemoCatalogue(now: Date): Promise<void> {
  const deps = await import('@wayfare/lambdas/src/deps');
  // Every item carries its own time, so the lists' order does not depend on the order of the writes.
  await Promise.all([
    ...demoCarTypes.map((carType, index) =>
      // One second apart so that the list keeps this order.
      deps.carTypeRepository().create(carType, new Date(daysBefore(now, 90).getTime() + index * 1000)),
    ),
    deps.cancelReasonRepository().replace(demoCancelReasons, now),
    ...demoPromos(now).map((promo) => deps.promoRepository().create(promo)),
    ...demoNotifications.map(async ({ notification, daysAgo }) => {
      await deps.notificationRepository().create(notification, daysBefore(now, daysAgo));
      await keepDemoBroadcast(deps, notification, daysBefore(now, daysAgo));
    }),
    ...demoCategories(now).map((category) => deps.categoryRepository().create(category)),
    ...demoProducts(now).map((product) => deps.productRepository().create(product)),
    seedWalletHistory(deps, now),
  ]);
}
