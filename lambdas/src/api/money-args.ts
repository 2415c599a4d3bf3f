/** Argument schemas of the money resolvers (parseArgs): lengths, ranges, characters, id shapes. */
import { z } from 'zod';
import { MAX_AMOUNT, PROMO_NO_END, PROMO_NO_USAGE_LIMIT } from '@wayfare/shared';

/** Server-made ids (UUIDs, Cognito subs) and client request ids. */
export const idArg = z
  .string()
  .min(1, 'required_field')
  .max(64, 'text_too_long')
  .regex(/^[A-Za-z0-9_-]+$/, 'invalid_characters');

/** One line of text a person typed: no control characters. */
const text = (max: number) =>
  z
    .string()
    .max(max, 'text_too_long')
    .regex(/^[^\p{Cc}]*$/u, 'invalid_characters');

export const pageArgs = z.object({
  limit: z.number().int().min(1, 'number_out_of_range').max(100, 'number_out_of_range').nullish(),
  nextToken: z.string().max(4096, 'text_too_long').nullish(),
});

/** An amount a person typed (top-up, withdrawal): above 0, within what Money holds. */
export const amountArg = z.number().gt(0, 'amount_above_zero').max(MAX_AMOUNT, 'number_out_of_range');

export const walletHistoryArgs = pageArgs.extend({ uid: idArg.nullish() });
export const walletFeedArgs = z.object({ uid: idArg });
export const addToWalletArgs = z.object({ uid: idArg, amount: amountArg, requestId: idArg.nullish() });
/** A wallet entry's id (its ledger key, `<purpose>#<id>`) or a booking id. */
const ledgerRefArg = z
  .string()
  .min(1, 'required_field')
  .max(160, 'text_too_long')
  .regex(/^[A-Za-z0-9_#-]+$/, 'invalid_characters');
/** The reason of a wallet correction: checked again by the service (blank, too long). */
const reasonArg = text(400);
export const debitWalletArgs = z.object({
  uid: idArg,
  amount: amountArg,
  reason: reasonArg,
  requestId: idArg.nullish(),
});
export const refundToWalletArgs = debitWalletArgs.extend({ refersTo: ledgerRefArg });
export const reverseTopUpArgs = z.object({ uid: idArg, entryId: ledgerRefArg, reason: reasonArg });
export const requestWithdrawArgs = z.object({ amount: amountArg });
export const withdrawsArgs = pageArgs.extend({ processed: z.boolean().nullish() });
export const idArgs = z.object({ id: idArg });

const providerArg = z
  .string()
  .max(32, 'text_too_long')
  .regex(/^[a-z]+$/, 'invalid_characters');
export const payNowArgs = z.object({ bookingId: idArg, provider: providerArg });
/** The amount's bounds and precision are the service's (settings): the same for presets and typed amounts. */
export const topUpByCardArgs = z.object({ amount: amountArg, provider: providerArg });
export const bookingIdArgs = z.object({ bookingId: idArg });
/** The tip's bounds and precision are the service's (settings.tipMax, settings.decimal). */
export const tipDriverArgs = z.object({ bookingId: idArg, amount: amountArg });

const promoNumber = z.number().min(0, 'invalid_number').max(MAX_AMOUNT, 'number_out_of_range');
export const promoInput = z.object({
  promo_name: text(40).min(1, 'required_field'),
  promo_description: text(200).nullish(),
  promo_discount_type: z.string().pipe(z.enum(['flat', 'percentage'], 'invalid_input')),
  promo_discount_value: promoNumber,
  max_promo_discount_value: promoNumber.nullish(),
  min_order: promoNumber.nullish(),
  promo_validity: z
    .number()
    .int()
    .min(0, 'number_out_of_range')
    .max(PROMO_NO_END - 1, 'number_out_of_range')
    .nullish(),
  promo_usage_limit: z
    .number()
    .int('invalid_number')
    .min(0, 'invalid_number')
    .max(PROMO_NO_USAGE_LIMIT - 1, 'number_out_of_range')
    .nullish(),
});
export const addPromoArgs = z.object({ input: promoInput });
export const updatePromoArgs = z.object({ id: idArg, input: promoInput });
