import fc from 'fast-check';
import type { CarType } from '../entities/car-type';
import { moneyFromUnits, roundMoney, toMoney } from '../money/money';
import { calculateFare, fareAmounts, fareRatesOf, KM_PER_MILE, type FareRequest } from './fare';

const sedan: CarType = {
  id: 'sedan',
  name: 'Sedan',
  rate_per_unit_distance: 1.5,
  rate_per_hour: 12,
  base_fare: 2.5,
  min_fare: 8,
  convenience_fees: 10,
  convenience_fee_type: 'percentage',
};

const quote = (carType: Partial<CarType>, request: Partial<Omit<FareRequest, 'rates'>> = {}) =>
  fareAmounts(
    calculateFare({
      rates: fareRatesOf({ ...sedan, ...carType }),
      distanceKm: 10,
      durationSeconds: 1800,
      decimal: 2,
      convertToMile: false,
      ...request,
    }),
  );

describe('calculateFare (product.md §9)', () => {
  it.each<[string, Partial<CarType>, Partial<Omit<FareRequest, 'rates'>>, ReturnType<typeof fareAmounts>]>([
    // 1.5 × 10 + 12 × 0.5 + 2.5 = 23.5; fee 10 % = 2.35
    ['distance, time and base fare', {}, {}, { totalCost: 23.5, convenience_fees: 2.35, grandTotal: 25.85 }],
    [
      'no base fare when it is 0',
      { base_fare: 0 },
      {},
      { totalCost: 21, convenience_fees: 2.1, grandTotal: 23.1 },
    ],
    [
      'no base fare when negative',
      { base_fare: -5 },
      {},
      { totalCost: 21, convenience_fees: 2.1, grandTotal: 23.1 },
    ],
    [
      'floored at min_fare',
      {},
      { distanceKm: 1, durationSeconds: 60 },
      { totalCost: 8, convenience_fees: 0.8, grandTotal: 8.8 },
    ],
    [
      'a flat convenience fee',
      { convenience_fee_type: 'flat', convenience_fees: 1.25 },
      {},
      { totalCost: 23.5, convenience_fees: 1.25, grandTotal: 24.75 },
    ],
    [
      'parcel type and option amounts',
      {},
      { parcelTypeAmount: toMoney(3), optionAmount: toMoney(1.2) },
      { totalCost: 27.7, convenience_fees: 2.77, grandTotal: 30.47 },
    ],
    // 1.5 × 10 / 1.609344 + 6 + 2.5 = 17.8205…
    ['per mile', {}, { convertToMile: true }, { totalCost: 17.82, convenience_fees: 1.78, grandTotal: 19.6 }],
    // 1.5 × 7.333 + 12 × 1234 / 3600 + 2.5 = 17.6128… ; fee 1.76128 → 1.76
    [
      'rounded to settings.decimal',
      {},
      { distanceKm: 7.333, durationSeconds: 1234 },
      { totalCost: 17.61, convenience_fees: 1.76, grandTotal: 19.37 },
    ],
    [
      'rounded to 0 decimals',
      {},
      { distanceKm: 7.333, durationSeconds: 1234, decimal: 0 },
      { totalCost: 18, convenience_fees: 2, grandTotal: 20 },
    ],
  ])('%s', (_case, carType, request, expected) => {
    expect(quote(carType, request)).toEqual(expected);
  });

  it('reports the billed distance and hours', () => {
    const { distance, distanceUnit, hours } = calculateFare({
      rates: fareRatesOf(sedan),
      distanceKm: KM_PER_MILE * 3,
      durationSeconds: 5400,
      decimal: 2,
      convertToMile: true,
    });
    expect({ distance, distanceUnit, hours }).toEqual({ distance: 3, distanceUnit: 'mile', hours: 1.5 });
  });

  it.each([
    [-1, 60],
    [1, -60],
    [NaN, 60],
  ])('rejects distance %p km and %p s', (distanceKm, durationSeconds) => {
    expect(() => quote({}, { distanceKm, durationSeconds })).toThrow(RangeError);
  });
});

describe('fare laws', () => {
  const units = (max: number) => fc.integer({ min: 0, max }).map(moneyFromUnits);
  const rates = fc.record({
    ratePerUnitDistance: units(1_000_000),
    ratePerHour: units(5_000_000),
    baseFare: units(500_000),
    minFare: units(1_000_000),
    convenienceFee: fc.oneof(
      units(100_000).map((amount) => ({ type: 'flat' as const, amount })),
      fc
        .double({ min: 0, max: 50, noNaN: true })
        .map((percent) => ({ type: 'percentage' as const, percent })),
    ),
  });
  const request = fc.record({
    rates,
    distanceKm: fc.double({ min: 0, max: 500, noNaN: true }),
    durationSeconds: fc.double({ min: 0, max: 36_000, noNaN: true }),
    decimal: fc.integer({ min: 0, max: 4 }),
    convertToMile: fc.boolean(),
  });

  it('never goes below min_fare (rounded to settings.decimal)', () => {
    fc.assert(
      fc.property(request, (r) => {
        expect(calculateFare(r).fare).toBeGreaterThanOrEqual(roundMoney(r.rates.minFare, r.decimal));
      }),
    );
  });

  it('is monotonic in distance and in time', () => {
    fc.assert(
      fc.property(
        request,
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.double({ min: 0, max: 3600, noNaN: true }),
        (r, extraKm, extraSeconds) => {
          const base = calculateFare(r);
          const further = calculateFare({ ...r, distanceKm: r.distanceKm + extraKm });
          const longer = calculateFare({ ...r, durationSeconds: r.durationSeconds + extraSeconds });
          expect(further.grandTotal).toBeGreaterThanOrEqual(base.grandTotal);
          expect(longer.grandTotal).toBeGreaterThanOrEqual(base.grandTotal);
          expect(further.fare).toBeGreaterThanOrEqual(base.fare);
          expect(longer.fare).toBeGreaterThanOrEqual(base.fare);
        },
      ),
    );
  });

  it('returns amounts already rounded to settings.decimal, adding up to the grand total', () => {
    fc.assert(
      fc.property(request, (r) => {
        const { fare, convenienceFee, grandTotal } = calculateFare(r);
        expect(roundMoney(fare, r.decimal)).toBe(fare);
        expect(roundMoney(convenienceFee, r.decimal)).toBe(convenienceFee);
        expect(grandTotal).toBe(fare + convenienceFee);
      }),
    );
  });

  it('lists its rounded parts, adding up to the fare', () => {
    fc.assert(
      fc.property(request, (r) => {
        const { fare, lines } = calculateFare(r);
        expect(lines.reduce((sum, line) => sum + line.amount, 0)).toBe(fare);
        for (const line of lines) expect(roundMoney(line.amount, r.decimal)).toBe(line.amount);
      }),
    );
  });
});

describe('fare lines (receipts)', () => {
  const linesOf = (request: Partial<Omit<FareRequest, 'rates'>>) =>
    calculateFare({
      rates: fareRatesOf(sedan),
      distanceKm: 10,
      durationSeconds: 1800,
      decimal: 2,
      convertToMile: false,
      ...request,
    }).lines.map(({ kind, amount }) => [kind, amount / 10_000]);

  it('names base, distance, time, parcel and option', () => {
    expect(linesOf({ parcelTypeAmount: toMoney(3), optionAmount: toMoney(1.2) })).toEqual([
      ['base', 2.5],
      ['distance', 15],
      ['time', 6],
      ['parcel', 3],
      ['option', 1.2],
    ]);
  });

  it('adds a minimum line when the fare is raised to min_fare', () => {
    // 2.5 + 1.5 + 0.2 = 4.2, raised to 8
    expect(linesOf({ distanceKm: 1, durationSeconds: 60 })).toEqual([
      ['base', 2.5],
      ['distance', 1.5],
      ['time', 0.2],
      ['minimum', 3.8],
    ]);
  });
});
