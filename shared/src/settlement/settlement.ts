import type { Booking } from '../entities/booking';
import { maxMoney, roundMoney, subtractMoney, toAmount, toMoney, ZERO_MONEY } from '../money/money';

/**
 * The driver's share of a trip: the trip cost less the operator's convenience fee, never below 0
 * (SPEC §9 earnings count it). Computed once, at settlement, so reports sum stored shares.
 */
export function driverShareOf(
  booking: Pick<Booking, 'trip_cost' | 'convenience_fees'>,
  decimal: number,
): number {
  const share = subtractMoney(toMoney(booking.trip_cost), toMoney(booking.convenience_fees ?? 0));
  return toAmount(roundMoney(maxMoney(share, ZERO_MONEY), decimal));
}

/** What the rider pays for the trip: trip cost less the discount, at settings.decimal (SPEC §4). */
export function customerPaidOf(
  booking: Pick<Booking, 'trip_cost' | 'discount_amount'>,
  decimal: number,
): number {
  const paid = subtractMoney(toMoney(booking.trip_cost), toMoney(booking.discount_amount ?? 0));
  return toAmount(roundMoney(maxMoney(paid, ZERO_MONEY), decimal));
}

/** The amounts a cash trip is settled with when the driver reaches the drop (REACHED → PAID). */
export const cashSettlement = (booking: Booking, decimal: number) => {
  const customerPaid = customerPaidOf(booking, decimal);
  return {
    customer_paid: customerPaid,
    cashPaymentAmount: customerPaid,
    driver_share: driverShareOf(booking, decimal),
  } satisfies Partial<Booking>;
};
