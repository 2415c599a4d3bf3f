/** Promos against DynamoDB Local: CRUD, the by-name lookup, newest-first paging, and usage limits under concurrency. */
import type { Promo } from '@wayfare/shared';
import { DynamoPromoRepository } from '@wayfare/lambdas/src/adapters/dynamodb/promo.repository';
import { allPages, startLocalTable, TABLE, type LocalTable } from './catalogue-table';

const day = (n: number) => Date.UTC(2024, 5, n);
const at = (n: number) => new Date(day(n));

function aPromo(id: string, overrides: Partial<Promo> = {}): Omit<Promo, 'user_avail'> {
  return {
    id,
    promo_name: id.toUpperCase(),
    promo_description: `Promo ${id}`,
    promo_discount_type: 'percentage',
    promo_discount_value: 12.5,
    max_promo_discount_value: 4.25,
    min_order: 10,
    promo_validity: day(30),
    promo_usage_limit: 5,
    createdAt: at(1).toISOString(),
    ...overrides,
  };
}

describe('promos', () => {
  let table: LocalTable;
  let promos: DynamoPromoRepository;

  beforeAll(async () => {
    table = await startLocalTable();
    promos = new DynamoPromoRepository(table.documentClient, TABLE);
  });
  afterAll(() => table?.close());

  it('stores a promo with exact amounts and reads it back by id', async () => {
    const created = await promos.create(aPromo('p-read'));
    expect(created).toEqual({ ...aPromo('p-read'), usedCount: 0 });
    expect(await promos.get('p-read')).toEqual(created);
    expect(await promos.get('p-none')).toBeNull();
  });

  it('updates the editable fields, keeps the usage count, and refuses an unknown id', async () => {
    await promos.create(aPromo('p-edit'));
    await promos.redeem({ promoId: 'p-edit', uid: 'u1', reference: 'b1', at: at(2) });
    const { id: _id, createdAt: _c, ...fields } = aPromo('p-edit');
    const updated = await promos.update('p-edit', {
      ...fields,
      promo_discount_type: 'flat',
      promo_discount_value: 3,
    });
    expect(updated).toMatchObject({ promo_discount_type: 'flat', promo_discount_value: 3, usedCount: 1 });
    await expect(promos.update('p-missing', fields)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await promos.get('p-missing')).toBeNull();
  });

  it('finds a promo by the name a rider types, whatever its case, and follows a rename', async () => {
    await promos.create(aPromo('p-named', { promo_name: 'Summer10' }));
    expect(await promos.findByName('SUMMER10')).toMatchObject({ id: 'p-named' });
    expect(await promos.findByName('summer10')).toMatchObject({ id: 'p-named' });
    expect(await promos.findByName('summer1')).toBeNull();

    const { id: _id, createdAt: _c, ...fields } = aPromo('p-named');
    await promos.update('p-named', { ...fields, promo_name: 'Autumn10' });
    expect(await promos.findByName('summer10')).toBeNull();
    expect(await promos.findByName('autumn10')).toMatchObject({ id: 'p-named', promo_name: 'Autumn10' });
  });

  it('keeps codes unique whatever their case, and finds a promo by its code in any case', async () => {
    await promos.create(aPromo('p-twin-old', { promo_name: 'TWIN', createdAt: at(2).toISOString() }));
    await expect(
      promos.create(aPromo('p-twin-new', { promo_name: 'twin', createdAt: at(3).toISOString() })),
    ).rejects.toMatchObject({ code: 'CONFLICT', messageKey: 'promo_code_taken' });
    expect(await promos.get('p-twin-new')).toBeNull();
    expect(await promos.findByName('Twin')).toMatchObject({ id: 'p-twin-old' });
  });

  it('deletes a promo', async () => {
    await promos.create(aPromo('p-gone'));
    await promos.delete('p-gone');
    expect(await promos.get('p-gone')).toBeNull();
  });

  it('lists promos newest first in capped pages', async () => {
    for (let n = 1; n <= 5; n += 1) {
      await promos.create(aPromo(`p-list-${n}`, { createdAt: new Date(Date.UTC(2025, 0, n)).toISOString() }));
    }
    const first = await promos.list({ limit: 2 });
    expect(first.items.map((p) => p.id)).toEqual(['p-list-5', 'p-list-4']);
    const { items } = await allPages((page) => promos.list(page), 2);
    const listed = items.map((p) => p.id).filter((id) => id.startsWith('p-list'));
    expect(listed).toEqual(['p-list-5', 'p-list-4', 'p-list-3', 'p-list-2', 'p-list-1']);
  });

  it('lets each user redeem once and records who used it', async () => {
    await promos.create(aPromo('p-once'));
    expect(await promos.hasRedeemed('p-once', 'rider-1')).toBe(false);
    const redemption = await promos.redeem({
      promoId: 'p-once',
      uid: 'rider-1',
      reference: 'BKG1',
      at: at(3),
    });
    expect(redemption).toEqual({
      promoId: 'p-once',
      uid: 'rider-1',
      reference: 'BKG1',
      redeemedAt: at(3).toISOString(),
    });
    await expect(
      promos.redeem({ promoId: 'p-once', uid: 'rider-1', reference: 'BKG2', at: at(4) }),
    ).rejects.toMatchObject({ code: 'VALIDATION', params: { reason: 'already used' } });
    await promos.redeem({ promoId: 'p-once', uid: 'rider-2', reference: 'BKG3', at: at(4) });
    expect(await promos.hasRedeemed('p-once', 'rider-1')).toBe(true);
    expect((await promos.get('p-once'))?.usedCount).toBe(2);
    const users = await allPages((page) => promos.usersOf('p-once', page), 1);
    expect(users.items).toEqual(['rider-1', 'rider-2']);
  });

  it('refuses an expired or unknown promo without counting a use', async () => {
    await promos.create(aPromo('p-old', { promo_validity: day(2) }));
    await expect(
      promos.redeem({ promoId: 'p-old', uid: 'rider-1', reference: 'B', at: at(3) }),
    ).rejects.toMatchObject({ params: { reason: 'expired' } });
    expect(await promos.hasRedeemed('p-old', 'rider-1')).toBe(false);
    expect((await promos.get('p-old'))?.usedCount).toBe(0);
    await expect(
      promos.redeem({ promoId: 'p-unknown', uid: 'rider-1', reference: 'B', at: at(3) }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await promos.hasRedeemed('p-unknown', 'rider-1')).toBe(false);
  });

  it('holds the usage limit under 25 concurrent redemptions by different users', async () => {
    await promos.create(aPromo('p-rush', { promo_usage_limit: 7 }));
    const attempts = await Promise.allSettled(
      Array.from({ length: 25 }, (_, i) =>
        promos.redeem({
          promoId: 'p-rush',
          uid: `rush-${String(i).padStart(2, '0')}`,
          reference: `B${i}`,
          at: at(5),
        }),
      ),
    );
    const won = attempts.filter((a) => a.status === 'fulfilled');
    expect(won).toHaveLength(7);
    for (const refused of attempts.filter((a) => a.status === 'rejected')) {
      expect((refused as PromiseRejectedResult).reason).toMatchObject({
        code: 'VALIDATION',
        params: { reason: 'usage limit reached' },
      });
    }
    expect((await promos.get('p-rush'))?.usedCount).toBe(7);
    expect((await allPages((page) => promos.usersOf('p-rush', page), 100)).items).toHaveLength(7);
  });

  it('counts one use when the same user redeems concurrently', async () => {
    await promos.create(aPromo('p-twice', { promo_usage_limit: 10 }));
    const attempts = await Promise.allSettled(
      Array.from({ length: 6 }, (_, i) =>
        promos.redeem({ promoId: 'p-twice', uid: 'same', reference: `B${i}`, at: at(5) }),
      ),
    );
    expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
    expect((await promos.get('p-twice'))?.usedCount).toBe(1);
  });
});
