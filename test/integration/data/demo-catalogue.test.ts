/**
 * The twin's first start seeds the catalogue, the demo wallets and the notifications they sent
 * through the repositories, and what it seeds reads back the way the apps will read it.
 */
import { toMoney } from '@wayfare/shared';
import type { Twin } from '@wayfare/infra/local/twin';
import { demoCancelReasons, demoCarTypes } from '@wayfare/infra/local/seed/demo-catalogue';
import { demoUsers, moreDemoUsers } from '@wayfare/infra/local/seed/demo-accounts';
import { myNotifications } from '@wayfare/lambdas/src/notifications/inbox';
import { startTestTwin } from '../../support/twin';

describe('demo catalogue seed', () => {
  let twin: Twin;
  let deps: typeof import('@wayfare/lambdas/src/deps');

  beforeAll(async () => {
    twin = await startTestTwin();
    // The twin has set the environment; the repositories below talk to its DynamoDB Local.
    deps = await import('@wayfare/lambdas/src/deps');
  });
  afterAll(() => twin?.close());

  it('seeds the car types in order, the cancel reasons, promos, notifications and the shop', async () => {
    expect((await deps.carTypeRepository().list({})).items).toEqual(demoCarTypes);
    expect((await deps.cancelReasonRepository().list()).map((r) => r.label)).toEqual(demoCancelReasons);
    expect((await deps.promoRepository().list({})).items.map((p) => p.promo_name)).toEqual([
      'SAVE5',
      'WELCOME10',
      'SUMMER15',
    ]);
    expect((await deps.notificationRepository().list({})).items).toHaveLength(2);
    const categories = (await deps.categoryRepository().list({})).items;
    expect(categories.map((c) => c.name)).toEqual(['Flowers', 'Pharmacy', 'Groceries']);
    const groceries = await deps.productRepository().listByCategory('category-groceries', {});
    expect(groceries.items.map((p) => p.name)).toEqual(['Coffee beans', 'Sourdough loaf', 'Organic milk']);
  });

  const funded = [...Object.values(demoUsers), ...moreDemoUsers].filter((u) => u.walletBalance > 0);

  it.each(funded.map((u) => [u.mobile ?? u.email!, u] as const))(
    'gives %s a ledger that adds up to its balance',
    async (contact, demoUser) => {
      const user = await deps.userRepository().findByContact(demoUser.mobile ? 'mobile' : 'email', contact);
      expect(user?.walletBalance).toBe(demoUser.walletBalance);
      const { items } = await deps.walletLedger().history(user!.uid, { limit: 100 });
      expect(items.length).toBeGreaterThan(0);
      const net = items.reduce((sum, e) => sum + (e.type === 'Credit' ? 1 : -1) * toMoney(e.amount), 0);
      expect(net).toBe(toMoney(demoUser.walletBalance));
    },
  );

  it.each([
    [
      'rider',
      demoUsers.rider,
      [
        ['wallet_updated', true],
        ['Use WELCOME10 for 10% off your first ride.', false],
        ['wallet_updated', true],
      ],
    ],
    [
      'driver',
      demoUsers.driver,
      [
        ['Expect road closures in Manhattan and Brooklyn from 7 am.', false],
        ['wallet_updated', true],
        ['wallet_updated', true],
      ],
    ],
  ] as const)(
    "fills the demo %s's notifications screen with its broadcast and top-ups, newest first",
    async (usertype, demoUser, expected) => {
      const user = await deps.userRepository().findByContact('mobile', demoUser.mobile!);
      const caller = { uid: user!.uid, groups: [usertype] };
      const inbox = { users: deps.userRepository(), inbox: deps.inbox() };
      const { items } = await myNotifications(inbox, caller, { limit: 20 });
      expect(items.map((item) => [item.body, item.messageKeys])).toEqual(expected);
      expect(items.every((item) => item.at < Date.now() && !item.bookingId)).toBe(true);
    },
  );

  it('shows the driver’s open withdrawal first in the back office', async () => {
    const { items } = await deps.withdrawRequestRepository().listForBackOffice({});
    expect(items.map((w) => [w.id, w.processed, w.amount])).toEqual([
      ['withdraw-demo-2', false, 10],
      ['withdraw-demo-1', true, 12.5],
    ]);
    expect(items[0]).toMatchObject({ name: 'Dana Driver', bankName: '' });
  });
});
