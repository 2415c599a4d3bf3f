import { tooPreciseAmounts } from './amount-precision';

describe('amounts as typed', () => {
  it('names each amount finer than the currency, and passes unset ones', () => {
    expect(
      tooPreciseAmounts({ fee: 2.5, cap: 12.505, minimum: null, bonus: undefined, tip: 0.001 }, 2),
    ).toEqual([
      { field: 'cap', messageKey: 'amount_too_precise' },
      { field: 'tip', messageKey: 'amount_too_precise' },
    ]);
    expect(tooPreciseAmounts({ cap: 12.505 }, 3)).toEqual([]);
  });
});
