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

  it("is refused 'unknown_car_type' when it is neither", async () => {
    for (const value of ['rocket', 'ECONOMY', 'xl van']) {
      await expect(carTypeNameOf(carTypes, value)).rejects.toMatchObject({
        code: 'VALIDATION',
        messageKey: 'unknown_car_type',
      });
    }
  });
});
