import type { CarType, PricedOption } from '../entities/car-type';
import { toMoney, type Money } from '../money/money';
import { invalid, valid, type FieldFailure, type ValidationResult } from '../validation/validation-result';

/** The rider's delivery picks: indexes into the car type's parcelTypes and options (product.md §9). */
export interface ExtrasRequest {
  parcelType?: number | null;
  option?: number | null;
}

/** A chosen extra: its name (what the booking shows) and its amount (what the fare adds). */
export interface ChosenExtra {
  name: string;
  amount: Money;
}

export interface ChosenExtras {
  parcelType?: ChosenExtra;
  option?: ChosenExtra;
}

function pick(
  list: readonly PricedOption[] | undefined,
  index: number | null | undefined,
  field: keyof ExtrasRequest,
): { extra?: ChosenExtra; failure?: FieldFailure } {
  if (index === undefined || index === null) return {};
  const chosen = Number.isInteger(index) && index >= 0 ? list?.[index] : undefined;
  if (!chosen) return { failure: { field, messageKey: 'unknown_option' } };
  return { extra: { name: chosen.name, amount: toMoney(chosen.amount) } };
}

/**
 * The parcel type and option a quote prices in. An index the car type does not list is refused,
 * never ignored: the rider would otherwise be quoted without what it asked for.
 */
export function chooseExtras(carType: CarType, request: ExtrasRequest): ValidationResult<ChosenExtras> {
  const parcelType = pick(carType.parcelTypes, request.parcelType, 'parcelType');
  const option = pick(carType.options, request.option, 'option');
  const failures = [parcelType.failure, option.failure].filter((f): f is FieldFailure => f !== undefined);
  if (failures.length > 0) return invalid(failures);
  return valid({
    ...(parcelType.extra ? { parcelType: parcelType.extra } : {}),
    ...(option.extra ? { option: option.extra } : {}),
  });
}
