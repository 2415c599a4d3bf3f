import fc from 'fast-check';
import {
  addMoney,
  fitsDecimals,
  formatMoney,
  moneyFromUnits,
  multiplyMoney,
  percentOfMoney,
  roundAmount,
  roundMoney,
  subtractMoney,
  toAmount,
  toMoney,
} from './money';

describe('money conversion', () => {
  it.each([
    [12.5, 125_000],
    [0.1, 1_000],
    [12.345, 123_450],
    [1.00005, 10_001],
    [-1.00005, -10_001],
    [0.00004, 0],
    [1e-7, 0],
    [123456789.1234, 1_234_567_891_234],
  ])('toMoney(%p) is %p units', (amount, units) => {
    expect(toMoney(amount)).toBe(units);
  });

  it('round-trips every amount that fits the scale', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (units) => {
        expect(toMoney(toAmount(moneyFromUnits(units)))).toBe(units);
      }),
    );
  });

  it.each([NaN, Infinity, 1e20])('rejects %p', (amount) => {
    expect(() => toMoney(amount)).toThrow(RangeError);
  });

  it('adds 0.1 and 0.2 exactly', () => {
    expect(toAmount(addMoney(toMoney(0.1), toMoney(0.2)))).toBe(0.3);
    expect(toAmount(subtractMoney(toMoney(0.3), toMoney(0.1)))).toBe(0.2);
  });
});

describe('multiplication', () => {
  it.each([
    [12.5, 7.3, 91.25],
    [10, 1 / 3, 3.3333],
    [0.3, 3, 0.9],
    [100, 2.5e-5, 0.0025],
  ])('%p × %p = %p', (amount, factor, product) => {
    expect(toAmount(multiplyMoney(toMoney(amount), factor))).toBe(product);
  });

  it.each([
    [200, 10, 20],
    [19.99, 12.5, 2.4988],
    [50, 33.333, 16.6665],
  ])('%p × %p%% = %p', (amount, percent, share) => {
    expect(toAmount(percentOfMoney(toMoney(amount), percent))).toBe(share);
  });
});

describe('rounding to settings.decimal', () => {
  it.each([
    [2.345, 2, 2.35],
    [-2.345, 2, -2.35],
    [2.344, 2, 2.34],
    [2.5, 0, 3],
    [1.0005, 3, 1.001],
    [7, 4, 7],
  ])('round(%p, %p) = %p (half away from zero)', (amount, decimal, rounded) => {
    expect(toAmount(roundMoney(toMoney(amount), decimal))).toBe(rounded);
    expect(roundAmount(amount, decimal)).toBe(rounded);
  });

  it.each([-1, 5, 1.5])('rejects decimal %p', (decimal) => {
    expect(() => roundMoney(toMoney(1), decimal)).toThrow(RangeError);
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.integer({ min: 0, max: 4 }), (units, decimal) => {
        const once = roundMoney(moneyFromUnits(units), decimal);
        expect(roundMoney(once, decimal)).toBe(once);
      }),
    );
  });
});

describe('fitting settings.decimal', () => {
  it.each([
    [12.5, 2, true],
    [12.505, 2, false],
    [-12.505, 2, false],
    [12, 0, true],
    [12.5, 0, false],
    [0.001, 3, true],
    [0.001, 2, false],
    [1e21, 0, true],
    [1e-7, 4, false],
    // Finer than Money's four digits: toMoney would round it to 12 and hide the extra digit.
    [12.00001, 4, false],
  ])('%p with %p decimals: %p', (amount, decimal, fits) => {
    expect(fitsDecimals(amount, decimal)).toBe(fits);
  });

  it('holds exactly for what roundMoney answers, and for nothing it would change', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.integer({ min: 0, max: 4 }), (units, decimal) => {
        const amount = toAmount(moneyFromUnits(units));
        const rounded = roundMoney(moneyFromUnits(units), decimal);
        expect(fitsDecimals(amount, decimal)).toBe(rounded === units);
      }),
    );
  });

  it.each([-1, 5, 1.5])('rejects decimal %p', (decimal) => {
    expect(() => fitsDecimals(1, decimal)).toThrow(RangeError);
  });
});

describe('formatting', () => {
  it.each([
    [12.5, { symbol: '$', swipe_symbol: false, decimal: 2 }, '$12.50'],
    [12.5, { symbol: '€', swipe_symbol: true, decimal: 2 }, '12.50€'],
    [12.5, { symbol: '¥', swipe_symbol: false, decimal: 0 }, '¥13'],
    [-3.456, { symbol: '$', swipe_symbol: false, decimal: 2 }, '-$3.46'],
    [0.05, { symbol: 'KD', swipe_symbol: true, decimal: 3 }, '0.050KD'],
  ])('formats %p with %o as %p', (amount, format, text) => {
    expect(formatMoney(toMoney(amount), format)).toBe(text);
  });
});
