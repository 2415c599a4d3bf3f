import type { CarType } from '@wayfare/shared';
import { carTypeNameOf } from './known-car-type';

const carType = (id: string, name: string) => ({ id, name }) as CarType;
const stored = [carType('economy', 'Economy'), carType('xl', 'XL Van')];
const carTypes = {
  get: async (id: string) => stored.find((c) => c.id === id) ?? null,
  list: async () => ({ items: stored, nextToken: null }),
};

describe("a driver's car type", () => {
  it('is stored by name, whether the form sent the id or the name', async () => {
    expect(await carTypeNameOf(carTypes, 'economy')).toBe('Economy');
    expect(await carTypeNameOf(carTypes, 'XL Van')).toBe('XL Van');
  });

  it('is found by name past the first page, however many car types there are', async () => {
    // 250 car types served 100 a page, as the repository does; the newest is on the third page.
    const many = Array.from({ length: 250 }, (_, i) => carType(`type-${i}`, `Type ${i}`));
    const paged = {
      get: async () => null,
      list: async ({ limit, nextToken }: { limit?: number | null; nextToken?: string | null }) => {
        const from = Number(nextToken ?? 0);
        const to = from + (limit ?? 25);
        return { items: many.slice(from, to), nextToken: to < many.length ? String(to) : null };
      },
    };
    expect(await carTypeNameOf(paged, 'Type 249')).toBe('Type 249');
    await expect(carTypeNameOf(paged, 'Type 250')).rejects.toMatchObject({ messageKey: 'unknown_car_type' });
  });

  it("is refused 'unknown_car_type' when it is neither", async () => {
    for (const value of ['rocket', 'ECONOMY', 'xl van']) {
      await expect(carTypeNameOf(carTypes, value)).rejects.toMatchObject({
        code: 'VALIDATION',
        messageKey: 'unknown_car_type',
      });
    }
  });
});
