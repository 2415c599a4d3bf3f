import type { CarType, PricedOption } from '../entities/car-type';
import { fitsDecimals } from '../money/money';
import { tooPreciseAmounts } from './amount-precision';
import type { FieldFailure } from './validation-result';

type CarTypeAmounts = Pick<
  CarType,
  'base_fare' | 'min_fare' | 'convenience_fees' | 'convenience_fee_type' | 'parcelTypes' | 'options'
>;

/**
 * What a car type charges as it stands, each no finer than settings.decimal ('amount_too_precise'):
 * the base and minimum fares, a flat convenience fee (a percentage is not an amount) and every
 * parcel type's and option's amount. The distance and time rates are not checked: they are
 * multiplied by the trip before the fare is rounded once, so 0.125 per km means something.
 */
export function carTypeAmountFailures(carType: CarTypeAmounts, decimal: number): FieldFailure[] {
  const pairsFit = (pairs: readonly PricedOption[] = []) =>
    pairs.every(({ amount }) => fitsDecimals(amount, decimal));
  const pairFailures = (['parcelTypes', 'options'] as const)
    .filter((field) => !pairsFit(carType[field]))
    .map((field) => ({ field, messageKey: 'amount_too_precise' as const }));
  const amounts = tooPreciseAmounts(
    {
      base_fare: carType.base_fare,
      min_fare: carType.min_fare,
      convenience_fees: carType.convenience_fee_type === 'flat' ? carType.convenience_fees : undefined,
    },
    decimal,
  );
  return [...amounts, ...pairFailures];
}
