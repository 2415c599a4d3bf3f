import type { Promo } from '../entities/promo';
import { tooPreciseAmounts } from './amount-precision';
import { isBlank, readNonNegativeNumber } from './fields';
import { invalid, valid, type FieldFailure, type ValidationResult } from './validation-result';

/** The numeric promo columns (product.md §5): discount value, max limit, min limit, usage limit. */
export const PROMO_NUMERIC_FIELDS = [
  'promo_discount_value',
  'max_promo_discount_value',
  'min_order',
  'promo_usage_limit',
] as const;
type NumericField = (typeof PROMO_NUMERIC_FIELDS)[number];

export type PromoInput = Pick<Promo, 'promo_name' | 'promo_description' | 'promo_validity'> & {
  promo_discount_type: string;
} & Record<NumericField, number | string | undefined>;

export type ValidPromoInput = Pick<
  Promo,
  'promo_name' | 'promo_description' | 'promo_validity' | 'promo_discount_type' | NumericField
>;

/**
 * The amounts of a promo in the currency, each no finer than settings.decimal: the cap, the minimum
 * order and a flat discount (a percentage is not an amount). Unset ones pass.
 */
export const promoAmountFailures = (
  promo: { promo_discount_type: string } & Partial<Record<NumericField, number | null | undefined>>,
  decimal: number,
): FieldFailure[] =>
  tooPreciseAmounts(
    {
      promo_discount_value: promo.promo_discount_type === 'flat' ? promo.promo_discount_value : undefined,
      max_promo_discount_value: promo.max_promo_discount_value,
      min_order: promo.min_order,
    },
    decimal,
  );

/**
 * A promo row: a name, type flat or percentage, numbers of 0 or more, a percentage of at most 100,
 * amounts no finer than the currency ('amount_too_precise').
 */
export function validatePromo(
  input: PromoInput,
  { decimal }: { decimal: number },
): ValidationResult<ValidPromoInput> {
  const failures: FieldFailure[] = [];
  if (isBlank(input.promo_name)) failures.push({ field: 'promo_name', messageKey: 'required_field' });
  const type = input.promo_discount_type;
  if (type !== 'flat' && type !== 'percentage') {
    failures.push({ field: 'promo_discount_type', messageKey: 'required_field' });
  }
  const numbers: Partial<Record<NumericField, number>> = {};
  for (const field of PROMO_NUMERIC_FIELDS) {
    const value = readNonNegativeNumber(input[field]);
    if (value === undefined) failures.push({ field, messageKey: 'invalid_number' });
    else numbers[field] = value;
  }
  if (type === 'percentage' && (numbers.promo_discount_value ?? 0) > 100) {
    failures.push({ field: 'promo_discount_value', messageKey: 'percent_over_100' });
  }
  if (!Number.isInteger(numbers.promo_usage_limit ?? 0)) {
    failures.push({ field: 'promo_usage_limit', messageKey: 'invalid_number' });
  }
  failures.push(...promoAmountFailures({ promo_discount_type: type, ...numbers }, decimal));
  if (failures.length > 0 || (type !== 'flat' && type !== 'percentage')) return invalid(failures);
  return valid({
    promo_name: input.promo_name.trim(),
    promo_description: input.promo_description,
    promo_validity: input.promo_validity,
    promo_discount_type: type,
    promo_discount_value: numbers.promo_discount_value ?? 0,
    max_promo_discount_value: numbers.max_promo_discount_value ?? 0,
    min_order: numbers.min_order ?? 0,
    promo_usage_limit: numbers.promo_usage_limit ?? 0,
  });
}
