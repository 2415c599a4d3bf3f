import { fitsDecimals } from '../money/money';
import type { FieldFailure } from './validation-result';

/**
 * Amounts in the settings currency, by the field a form shows them in: each one finer than
 * settings.decimal fails with 'amount_too_precise'. Refused rather than rounded, so nothing is
 * saved that nobody typed (docs/money.md, "Amounts as typed"). An unset amount passes.
 */
export const tooPreciseAmounts = (
  amounts: Readonly<Record<string, number | null | undefined>>,
  decimal: number,
): FieldFailure[] =>
  Object.entries(amounts).flatMap(([field, amount]) =>
    amount == null || fitsDecimals(amount, decimal)
      ? []
      : [{ field, messageKey: 'amount_too_precise' as const }],
  );
