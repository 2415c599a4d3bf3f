/**
 * Notifications, cancel reasons, car types, categories and products against DynamoDB Local:
 * every read is a GetItem or a paged Query in a stable order.
 */
import type { CarType, Product } from '@wayfare/shared';
import { DynamoCancelReasonRepository } from '@wayfare/lambdas/src/adapters/dynamodb/cancel-reasons.repository';
import { DynamoCarTypeRepository } from '@wayfare/lambdas/src/adapters/dynamodb/car-type.repository';
import { DynamoCategoryRepository } from '@wayfare/lambdas/src/adapters/dynamodb/category.repository';
import { DynamoNotificationRepository } from '@wayfare/lambdas/src/adapters/dynamodb/notification.repository';
import { DynamoProductRepository } from '@wayfare/lambdas/src/adapters/dynamodb/product.repository';
import { allPages, startLocalTable, TABLE, type LocalTable } from './catalogue-table';

const at = (n: number) => new Date(Date.UTC(2024, 2, 1, 9, n));

describe('catalogue data', () => {
  let table: LocalTable;

  beforeAll(async () => {
    table = await startLocalTable();
  });
  afterAll(() => table?.close());

  describe('notifications', () => {
    const repo = () => new DynamoNotificationRepository(table.documentClient, TABLE);

    it('adds, lists newest first in pages, and deletes', async () => {
      for (let n = 1; n <= 4; n += 1) {
        await repo().create(
          {
            id: `n${n}`,
            devicetype: n % 2 ? 'All' : 'IOS',
            usertype: 'rider',
            title: `T${n}`,
            body: `B${n}`,
          },
          at(n),
        );
      }
      expect(await repo().get('n2')).toEqual({
        id: 'n2',
        devicetype: 'IOS',
        usertype: 'rider',
        title: 'T2',
        body: 'B2',
      });
      const { items, pages } = await allPages((page) => repo().list(page), 3);
      expect(items.map((n) => n.id)).toEqual(['n4', 'n3', 'n2', 'n1']);
      expect(pages).toBe(2);
      await repo().delete('n3');
      expect((await repo().list({})).items.map((n) => n.id)).toEqual(['n4', 'n2', 'n1']);
    });

    it('refuses a second notification with a taken id', async () => {
      const sent = { id: 'n-dup', devicetype: 'All', usertype: 'driver', title: 'a', body: 'b' } as const;
      await repo().create(sent, at(30));
      await expect(repo().create({ ...sent, title: 'other' }, at(31))).rejects.toMatchObject({
        code: 'VALIDATION',
      });
      expect((await repo().get('n-dup'))?.title).toBe('a');
    });
  });

  describe('cancel reasons', () => {
    it('reads the ordered list as one item, with each value its index', async () => {
      const repo = new DynamoCancelReasonRepository(table.documentClient, TABLE);
      expect(await repo.list()).toEqual([]);
      await repo.replace(['Driver is late', 'Changed my mind', 'Wrong address'], at(1));
      await repo.replace(['Changed my mind', 'Driver is late'], at(2));
      expect(await repo.list()).toEqual([
        { label: 'Changed my mind', value: 0 },
        { label: 'Driver is late', value: 1 },
      ]);
    });
  });

  describe('car types', () => {
    const repo = () => new DynamoCarTypeRepository(table.documentClient, TABLE);
    const economy: CarType = {
      id: 'economy',
      name: 'Economy',
      image: 'car-types/economy.png',
      rate_per_unit_distance: 1.15,
      rate_per_hour: 18.3,
      base_fare: 2.55,
      min_fare: 8,
      convenience_fees: 12.5,
      convenience_fee_type: 'percentage',
    };

    it('keeps rates exact, lists in the order added, updates and deletes', async () => {
      await repo().create(economy, at(1));
      await repo().create(
        { ...economy, id: 'xl', name: 'XL', convenience_fee_type: 'flat', convenience_fees: 1.99 },
        at(3),
      );
      await repo().create({ ...economy, id: 'comfort', name: 'Comfort' }, at(2));
      expect(await repo().get('economy')).toEqual(economy);
      const { items } = await allPages((page) => repo().list(page), 2);
      expect(items.map((c) => c.id)).toEqual(['economy', 'comfort', 'xl']);

      const { id: _id, image: _image, ...withoutImage } = economy;
      const updated = await repo().update('economy', { ...withoutImage, min_fare: 9.05 });
      expect(updated).toEqual({ ...withoutImage, id: 'economy', min_fare: 9.05 });
      await expect(repo().update('nope', withoutImage)).rejects.toMatchObject({ code: 'NOT_FOUND' });
      expect(await repo().get('nope')).toBeNull();

      await repo().delete('comfort');
      expect((await repo().list({})).items.map((c) => c.id)).toEqual(['economy', 'xl']);
    });

    it('keeps parcel types and options exact, and drops them when an edit leaves them out', async () => {
      const bike: CarType = {
        ...economy,
        id: 'bike',
        name: 'Bike',
        parcelTypes: [
          { name: 'Document', amount: 0 },
          { name: 'Box', amount: 2.35 },
        ],
        options: [{ name: 'Fragile', amount: 1.1 }],
      };
      await repo().create(bike, at(10));
      expect(await repo().get('bike')).toEqual(bike);
      const { id: _id, parcelTypes: _parcelTypes, ...withoutParcels } = bike;
      expect(await repo().update('bike', withoutParcels)).toEqual({ ...withoutParcels, id: 'bike' });
    });
  });

  describe('categories and products', () => {
    const categories = () => new DynamoCategoryRepository(table.documentClient, TABLE);
    const products = () => new DynamoProductRepository(table.documentClient, TABLE);
    const aProduct = (id: string, category: string, n: number): Product => ({
      id,
      name: `Product ${id}`,
      image: 'products/placeholder.png',
      category,
      amount: 3.35,
      size: 'M',
      description: 'Something',
      createdAt: at(n).toISOString(),
    });

    it('lists categories newest first, edits and deletes them', async () => {
      await categories().create({
        id: 'c-food',
        name: 'Food',
        description: 'Meals',
        createdAt: at(1).toISOString(),
      });
      await categories().create({
        id: 'c-drink',
        name: 'Drinks',
        description: 'Cold',
        createdAt: at(2).toISOString(),
      });
      expect((await categories().list({ limit: 1 })).items.map((c) => c.id)).toEqual(['c-drink']);
      const edited = await categories().update('c-food', { name: 'Meals', description: 'Hot food' });
      expect(edited).toEqual({
        id: 'c-food',
        name: 'Meals',
        description: 'Hot food',
        createdAt: at(1).toISOString(),
      });
      await expect(categories().update('c-none', { name: 'x', description: 'y' })).rejects.toMatchObject({
        code: 'NOT_FOUND',
      });
      await categories().create({
        id: 'c-tmp',
        name: 'Tmp',
        description: '',
        createdAt: at(3).toISOString(),
      });
      await categories().delete('c-tmp');
      expect((await allPages((page) => categories().list(page), 1)).items.map((c) => c.id)).toEqual([
        'c-drink',
        'c-food',
      ]);
    });

    it('lists products newest first, overall and by category, and moves one between categories', async () => {
      await products().create(aProduct('p1', 'food', 1));
      await products().create(aProduct('p2', 'drink', 2));
      await products().create(aProduct('p3', 'food', 3));
      await products().create(aProduct('p4', 'food', 4));
      expect(await products().get('p1')).toEqual(aProduct('p1', 'food', 1));

      const food = await allPages((page) => products().listByCategory('food', page), 2);
      expect(food.items.map((p) => p.id)).toEqual(['p4', 'p3', 'p1']);
      expect((await allPages((page) => products().list(page), 3)).items.map((p) => p.id)).toEqual([
        'p4',
        'p3',
        'p2',
        'p1',
      ]);

      const { id: _id, createdAt: _c, ...fields } = aProduct('p3', 'drink', 3);
      const moved = await products().update('p3', { ...fields, amount: 4.1 });
      expect(moved).toEqual({ ...aProduct('p3', 'drink', 3), amount: 4.1 });
      expect((await products().listByCategory('food', {})).items.map((p) => p.id)).toEqual(['p4', 'p1']);
      expect((await products().listByCategory('drink', {})).items.map((p) => p.id)).toEqual(['p3', 'p2']);
      await expect(products().update('p-none', fields)).rejects.toMatchObject({ code: 'NOT_FOUND' });

      await products().delete('p4');
      expect((await products().listByCategory('food', {})).items.map((p) => p.id)).toEqual(['p1']);
    });
  });
});
