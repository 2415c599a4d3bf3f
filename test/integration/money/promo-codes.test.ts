/**
 * Promo codes against DynamoDB Local, through the services the resolvers call: a promo without an
 * end date or a usage limit reads back as none and can be edited, amounts are no finer than the
 * currency, and codes are unique whatever their case, also when two admins save the same code at once.
 */
import { PROMO_NO_END, PROMO_NO_USAGE_LIMIT, type PromoInput } from '@wayfare/shared';
import type { Caller } from '@wayfare/lambdas/src/access/caller';
import { addPromo, deletePromo, listPromos, updatePromo } from '@wayfare/lambdas/src/money/promos';
import { NOW, startMoneyTable, type MoneyTable } from './money-table';

/** What the router passes for a form left without an end date and limits. */
const unlimited = (promo_name: string): PromoInput => ({
  promo_name,
  promo_description: '',
  promo_discount_type: 'flat',
  promo_discount_value: 2,
  max_promo_discount_value: 0,
  min_order: 0,
  promo_validity: PROMO_NO_END,
  promo_usage_limit: PROMO_NO_USAGE_LIMIT,
});

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'saved',
    (error: { code?: string; messageKey?: string }) => `${error.code}/${error.messageKey}`,
  );

describe('promo codes', () => {
  let money: MoneyTable;
  let admin: Caller;

  beforeAll(async () => {
    money = await startMoneyTable();
    admin = await money.aUser('admin');
  }, 300_000);
  afterAll(() => money?.close());

  const listed = async (id: string) =>
    (await listPromos(money.deps, admin, { limit: 100 })).items.find((promo) => promo.id === id);

  it('reads no end date and no usage limit back as none, and edits such a promo', async () => {
    const added = await addPromo(money.deps, admin, unlimited('OPEN'));
    expect(added).toMatchObject({ promo_validity: null, promo_usage_limit: null });
    expect(await listed(added.id)).toMatchObject({ promo_validity: null, promo_usage_limit: null });
    const edited = await updatePromo(money.deps, admin, {
      id: added.id,
      input: { ...unlimited('OPEN'), promo_description: 'No end' },
    });
    expect(edited).toMatchObject({
      promo_description: 'No end',
      promo_validity: null,
      promo_usage_limit: null,
    });
    const dated = await updatePromo(money.deps, admin, {
      id: added.id,
      input: { ...unlimited('OPEN'), promo_validity: NOW, promo_usage_limit: 5 },
    });
    expect(dated).toMatchObject({ promo_validity: NOW, promo_usage_limit: 5 });
  });

  it('refuses amounts finer than the currency (two decimals here) instead of rounding them', async () => {
    expect(
      await refusal(addPromo(money.deps, admin, { ...unlimited('FINE'), promo_discount_value: 2.505 })),
    ).toBe('VALIDATION/amount_too_precise');
    const saved = await addPromo(money.deps, admin, unlimited('COARSE'));
    expect(
      await refusal(
        updatePromo(money.deps, admin, {
          id: saved.id,
          input: { ...unlimited('COARSE'), min_order: 10.001 },
        }),
      ),
    ).toBe('VALIDATION/amount_too_precise');
    expect(await listed(saved.id)).toMatchObject({ promo_discount_value: 2, min_order: 0 });
  });

  it('refuses a second promo with the same code in any case', async () => {
    const walk = await addPromo(money.deps, admin, unlimited('WALK10'));
    expect(await refusal(addPromo(money.deps, admin, unlimited('walk10')))).toBe('CONFLICT/promo_code_taken');
    const other = await addPromo(money.deps, admin, unlimited('RUN10'));
    expect(await refusal(updatePromo(money.deps, admin, { id: other.id, input: unlimited('Walk10') }))).toBe(
      'CONFLICT/promo_code_taken',
    );
    expect(await listed(other.id)).toMatchObject({ promo_name: 'RUN10' });
    // Its own code in another case is still its own.
    expect(await refusal(updatePromo(money.deps, admin, { id: walk.id, input: unlimited('Walk10') }))).toBe(
      'saved',
    );
  });

  it('frees a code when its promo is renamed or deleted', async () => {
    const first = await addPromo(money.deps, admin, unlimited('SPRING'));
    await updatePromo(money.deps, admin, { id: first.id, input: unlimited('SUMMER') });
    const second = await addPromo(money.deps, admin, unlimited('SPRING'));
    expect(await refusal(addPromo(money.deps, admin, unlimited('SUMMER')))).toBe('CONFLICT/promo_code_taken');
    await deletePromo(money.deps, admin, { id: first.id });
    expect(await refusal(addPromo(money.deps, admin, unlimited('SUMMER')))).toBe('saved');
    expect(await listed(second.id)).toMatchObject({ promo_name: 'SPRING' });
  });

  it('lets exactly one of two admins saving the same code at once have it', async () => {
    const outcomes = await Promise.all(
      ['RACE5', 'race5', 'Race5'].map((code) => refusal(addPromo(money.deps, admin, unlimited(code)))),
    );
    expect(outcomes.filter((outcome) => outcome === 'saved')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'CONFLICT/promo_code_taken')).toHaveLength(2);
  });
});
