/** Argument schemas of the catalogue fields: car types, cancel reasons, categories, products. */
import { CONVENIENCE_FEE_TYPES } from '@wayfare/shared';
import { z } from 'zod';
import { id, line, LIMITS, moneyArg, optional, pageArgs, prose } from './arg-rules';

/**
 * Amounts and rates in the settings currency, no finer than Money's four decimals (a rate of
 * 0.12345 per km is refused, not stored rounded); amounts are also held to settings.decimal by the
 * service (carTypeAmountFailures).
 */
const amount = moneyArg(1_000_000);
/** A storage key from createUploadUrl. */
const imageKey = line(LIMITS.short);

const pricedOptions = optional(
  z
    .array(z.object({ name: line(LIMITS.name).min(1, 'required_field'), amount }), 'invalid_input')
    .max(20, 'invalid_input'),
);

const carTypeInput = z
  .object({
    name: line(LIMITS.name).trim().min(1, 'required_field'),
    image: optional(imageKey),
    rate_per_unit_distance: amount,
    rate_per_hour: amount,
    base_fare: amount,
    min_fare: amount,
    convenience_fees: amount,
    // GraphQL carries it as a String; only the two kinds pass.
    convenience_fee_type: z.string().pipe(z.enum(CONVENIENCE_FEE_TYPES, 'invalid_input')),
    parcelTypes: pricedOptions,
    options: pricedOptions,
  })
  // A percentage fee is a share of the fare: above 100 % it would exceed the fare itself.
  .refine((input) => input.convenience_fee_type === 'flat' || input.convenience_fees <= 100, {
    path: ['convenience_fees'],
    message: 'number_out_of_range',
  });

export const idArgs = z.object({ id });
export const addCarTypeArgs = z.object({ input: carTypeInput });
export const updateCarTypeArgs = z.object({ id, input: carTypeInput });

/** The whole list of reasons, in order (product.md §7); each a non-empty line. */
export const cancelReasonsArgs = z.object({
  labels: z
    .array(line(LIMITS.short).trim().min(1, 'required_field'), 'invalid_input')
    .max(100, 'invalid_input'),
});

const categoryInput = z.object({
  name: line(LIMITS.name).trim().min(1, 'required_field'),
  description: prose(LIMITS.short * 5).trim(),
});

export const categoriesArgs = z.object(pageArgs);
export const addCategoryArgs = z.object({ input: categoryInput });
export const updateCategoryArgs = z.object({ id, input: categoryInput });

const productInput = z.object({
  name: line(LIMITS.name).trim().min(1, 'required_field'),
  image: optional(imageKey),
  category: id,
  amount,
  size: line(LIMITS.name).trim(),
  description: prose(LIMITS.short * 5).trim(),
});

export const productsArgs = z.object({ ...pageArgs, category: optional(id) });
export const addProductArgs = z.object({ input: productInput });
export const updateProductArgs = z.object({ id, input: productInput });
