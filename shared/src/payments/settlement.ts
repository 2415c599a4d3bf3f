/**
 * What a trip's settlement records and moves (docs/money.md). The server computes every amount
 * from the stored booking; nothing here comes from a client.
 *
 * - customer_paid = trip_cost − discount, rounded to settings.decimal (never below 0).
 * - driver_share = trip_cost − convenience_fees − cart_total: the fee and a shop order's goods are
 *   the operator's, the discount is the operator's cost, so a promo never cuts the driver's share.
 * - A shop delivery paid up front (paidAt) was taken from the rider then; settling it moves only
 *   the driver's share.
 * - The driver's wallet is credited with the share when the operator holds the money (wallet and
 *   card); for cash the driver already holds what the rider paid, so only a shortfall (a discount
 *   larger than the fee) is credited.
 */
import type { Booking, PaymentMode } from '../entities/booking';
import {
  addMoney,
  maxMoney,
  roundMoney,
  subtractMoney,
  toAmount,
  toMoney,
  ZERO_MONEY,
  type Money,
} from '../money/money';

export interface Settlement {
  /** The booking's payment fields, to merge into the settled booking. */
  fields: Required<
    Pick<
      Booking,
      | 'payment_mode'
      | 'customer_paid'
      | 'driver_share'
      | 'payableAmount'
      | 'cardPaymentAmount'
      | 'cashPaymentAmount'
      | 'usedWalletMoney'
    >
  > &
    Pick<Booking, 'gateway'>;
  /** Taken from the rider's wallet (wallet payments). */
  riderDebit: Money;
  /** Credited to the driver's wallet. */
  driverCredit: Money;
}

/** The amount the rider owes: trip_cost − discount at settings.decimal. */
export const customerPaidOf = (
  booking: Pick<Booking, 'trip_cost' | 'discount_amount'>,
  decimal: number,
): Money =>
  maxMoney(
    roundMoney(subtractMoney(toMoney(booking.trip_cost), toMoney(booking.discount_amount ?? 0)), decimal),
    ZERO_MONEY,
  );

/** The driver's part of the trip: trip_cost − convenience_fees − cart_total at settings.decimal. */
export const driverShareOf = (
  booking: Pick<Booking, 'trip_cost' | 'convenience_fees' | 'cart_total'>,
  decimal: number,
): Money =>
  maxMoney(
    roundMoney(
      subtractMoney(
        toMoney(booking.trip_cost),
        addMoney(toMoney(booking.convenience_fees ?? 0), toMoney(booking.cart_total ?? 0)),
      ),
      decimal,
    ),
    ZERO_MONEY,
  );

export function settlementOf(
  booking: Pick<Booking, 'trip_cost' | 'discount_amount' | 'convenience_fees' | 'cart_total' | 'paidAt'>,
  { mode, decimal, gateway }: { mode: PaymentMode; decimal: number; gateway?: string },
): Settlement {
  const paid = customerPaidOf(booking, decimal);
  const share = driverShareOf(booking, decimal);
  const by = (method: PaymentMode) => toAmount(mode === method ? paid : ZERO_MONEY);
  return {
    fields: {
      payment_mode: mode,
      customer_paid: toAmount(paid),
      driver_share: toAmount(share),
      payableAmount: toAmount(paid),
      cardPaymentAmount: by('card'),
      cashPaymentAmount: by('cash'),
      usedWalletMoney: by('wallet'),
      ...(mode === 'card' && gateway ? { gateway } : {}),
    },
    riderDebit: mode === 'wallet' && booking.paidAt === undefined ? paid : ZERO_MONEY,
    driverCredit: mode === 'cash' ? maxMoney(subtractMoney(share, paid), ZERO_MONEY) : share,
  };
}
