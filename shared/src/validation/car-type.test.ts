import { carTypeAmountFailures } from './car-type';

const economy = {
  base_fare: 2.5,
  min_fare: 5,
  convenience_fees: 1.25,
  convenience_fee_type: 'flat' as const,
  parcelTypes: [{ name: 'Box', amount: 1.5 }],
  options: [{ name: 'Fragile', amount: 0.75 }],
};

describe("a car type's amounts", () => {
  it('takes amounts with the currency’s decimals, and rates finer than them', () => {
    expect(carTypeAmountFailures(economy, 2)).toEqual([]);
    expect(carTypeAmountFailures({ ...economy, parcelTypes: undefined, options: undefined }, 2)).toEqual([]);
  });

  it('names every amount finer than the currency', () => {
    expect(
      carTypeAmountFailures(
        {
          ...economy,
          base_fare: 2.505,
          min_fare: 5.001,
          convenience_fees: 1.255,
          options: [...economy.options, { name: 'Pet', amount: 0.125 }],
        },
        2,
      ),
    ).toEqual(
      ['base_fare', 'min_fare', 'convenience_fees', 'options'].map((field) => ({
        field,
        messageKey: 'amount_too_precise',
      })),
    );
    expect(carTypeAmountFailures(economy, 0)).toEqual(
      ['base_fare', 'convenience_fees', 'parcelTypes', 'options'].map((field) => ({
        field,
        messageKey: 'amount_too_precise',
      })),
    );
  });

  it('lets a percentage fee be finer than the currency: it is not an amount', () => {
    expect(
      carTypeAmountFailures({ ...economy, convenience_fee_type: 'percentage', convenience_fees: 12.5 }, 0),
    ).toEqual(
      ['base_fare', 'parcelTypes', 'options'].map((field) => ({ field, messageKey: 'amount_too_precise' })),
    );
  });
});
