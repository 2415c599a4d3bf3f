/**
 * The rider's offers (docs/money.md, "Offers"), against DynamoDB Local: only promos the rider can
 * use now, with their conditions and none of the promo's internals, paged on the server.
 */
import type { Caller } from '@wayfare/lambdas/src/access/caller';
import { addPromo, listMyOffers, redeemPromo } from '@wayfare/lambdas/src/money/promos';
import { PROMO_NO_END, PROMO_NO_USAGE_LIMIT, toMoney } from '@wayfare/shared';
import { NOW, startMoneyTable, type MoneyTable } from './money-table';

const promo = (promo_name: string, overrides = {}) => ({
  promo_name,
  promo_description: `${promo_name} off`,
  promo_discount_type: 'percentage' as const,
  promo_discount_value: 10,
  max_promo_discount_value: 4,
  min_order: 10,
  promo_validity: NOW + 86_400_000,
  promo_usage_limit: 5,
  ...overrides,
});

describe("the rider's offers", () => {
  let money: MoneyTable;
  let admin: Caller;
  let rider: Caller;

  beforeAll(async () => {
    money = await startMoneyTable();
    admin = await money.aUser('admin');
    rider = await money.aUser('rider');
  }, 300_000);
  afterAll(() => money?.close());

  const use = (promoId: string, uid: string) =>
    redeemPromo(money.deps, {
      promoId,
      rider: uid,
      order: toMoney(50),
      bookingId: `b-${uid}`,
      at: NOW,
      decimal: 2,
    });

  it('lists only the promos this rider can use now, with their conditions, paged on the server', async () => {
    const open = await addPromo(money.deps, admin, promo('OPEN10'));
    const flat = await addPromo(
      money.deps,
      admin,
      promo('FLAT3', {
        promo_discount_type: 'flat',
        promo_discount_value: 3,
        max_promo_discount_value: 0,
        min_order: 0,
        promo_validity: PROMO_NO_END,
      }),
    );
    await addPromo(money.deps, admin, promo('EXPIRED', { promo_validity: NOW - 1 }));
    const usedUp = await addPromo(money.deps, admin, promo('ONCE', { promo_usage_limit: 1 }));
    const usedByRider = await addPromo(
      money.deps,
      admin,
      promo('MINE', { promo_usage_limit: PROMO_NO_USAGE_LIMIT }),
    );
    const other = await money.aUser('rider');
    await use(usedUp.id, other.uid);
    await use(usedByRider.id, rider.uid);
    await use(open.id, other.uid);

    const names: string[] = [];
    const pages: unknown[] = [];
    let nextToken: string | null | undefined = null;
    do {
      const page = await listMyOffers(money.deps, rider, { limit: 2, nextToken });
      names.push(...page.items.map((offer) => offer.promo_name));
      pages.push(page.items);
      nextToken = page.nextToken;
    } while (nextToken);
    expect(names.sort()).toEqual(['FLAT3', 'OPEN10']);
    expect(pages.length).toBeGreaterThan(1);

    const { items } = await listMyOffers(money.deps, rider, { limit: 100 });
    expect(items.find((offer) => offer.id === open.id)).toEqual({
      id: open.id,
      promo_name: 'OPEN10',
      promo_description: 'OPEN10 off',
      promo_discount_type: 'percentage',
      promo_discount_value: 10,
      max_promo_discount_value: 4,
      min_order: 10,
      promo_validity: NOW + 86_400_000,
      usesLeft: 1,
    });
    expect(items.find((offer) => offer.id === flat.id)).toMatchObject({ promo_validity: null, min_order: 0 });
    // The other rider still sees MINE, and not OPEN10, which it used.
    const theirs = (await listMyOffers(money.deps, other, { limit: 100 })).items.map(
      (offer) => offer.promo_name,
    );
    expect(theirs).toContain('MINE');
    expect(theirs).not.toContain('OPEN10');
  });

  it('is for riders only', async () => {
    for (const type of ['driver', 'fleetadmin', 'admin'] as const)
      await expect(listMyOffers(money.deps, await money.aUser(type), {})).rejects.toMatchObject({
        code: 'FORBIDDEN',
      });
  });
});
