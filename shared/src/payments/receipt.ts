/**
 * A paid booking's receipt (issue 23): what the rider was charged, line by line, exactly as the
 * server priced and settled it. The app and the e-mail both show these lines; neither adds them up.
 */
import type { Booking, PaymentMode, Place } from '../entities/booking';
import { DomainError } from '../errors/domain-error';
import type { FareLineKind } from '../pricing/fare';
import { addMoney, subtractMoney, toAmount, toMoney, ZERO_MONEY, type Money } from '../money/money';
import { customerPaidOf } from './settlement';

/**
 * The receipt's lines: the fare's parts (or one 'fare' line for a booking made before they were
 * kept), a shop order's 'products', the 'convenience' fee, the promo 'discount' (negative), and the
 * rider's 'tip' once it is paid (after the trip, so a receipt e-mailed at payment has none).
 */
export type ReceiptLineKind = FareLineKind | 'fare' | 'products' | 'convenience' | 'discount' | 'tip';

export interface ReceiptLine {
  kind: ReceiptLineKind;
  amount: Money;
}

export interface Receipt {
  bookingId: string;
  reference: string;
  tripdate: number;
  pickup: Place;
  drop: Place;
  distance?: number;
  durationSecs?: number;
  carType: string;
  lines: ReceiptLine[];
  promoCode?: string;
  /** What the rider paid: customer_paid, and the tip. */
  total: Money;
  paymentMode: PaymentMode;
  /** The card provider, for a card payment. */
  gateway?: string;
  driverName?: string;
  vehicle?: { make?: string; model?: string; color?: string; number?: string };
}

/** A booking has a receipt once it is settled: PAID, or COMPLETE after it. */
export const hasReceipt = (booking: { status: string; payment_mode?: PaymentMode | null }): boolean =>
  (booking.status === 'PAID' || booking.status === 'COMPLETE') && booking.payment_mode != null;

export const receiptNotReady = (bookingId: string) =>
  new DomainError({ code: 'CONFLICT', messageKey: 'receipt_not_ready', params: { bookingId } });

function fareLinesOf(booking: Booking): ReceiptLine[] {
  if (booking.fare_lines?.length)
    return booking.fare_lines.map(({ kind, amount }) => ({ kind, amount: toMoney(amount) }));
  const fare = subtractMoney(
    toMoney(booking.trip_cost),
    addMoney(toMoney(booking.convenience_fees ?? 0), toMoney(booking.cart_total ?? 0)),
  );
  return [{ kind: 'fare', amount: fare }];
}

const nonZero = (line: ReceiptLine) => line.amount !== ZERO_MONEY;

/** The receipt of a settled booking; CONFLICT 'receipt_not_ready' before it is paid. */
export function receiptOf(booking: Booking, { decimal }: { decimal: number }): Receipt {
  if (!hasReceipt(booking)) throw receiptNotReady(booking.id);
  const lines = (
    [
      ...fareLinesOf(booking),
      { kind: 'products', amount: toMoney(booking.cart_total ?? 0) },
      { kind: 'convenience', amount: toMoney(booking.convenience_fees ?? 0) },
      { kind: 'discount', amount: subtractMoney(ZERO_MONEY, toMoney(booking.discount_amount ?? 0)) },
      { kind: 'tip', amount: toMoney(booking.tip ?? 0) },
    ] satisfies ReceiptLine[]
  ).filter(nonZero);
  const vehicle = {
    ...(booking.vehicle_make ? { make: booking.vehicle_make } : {}),
    ...(booking.vehicle_model ? { model: booking.vehicle_model } : {}),
    ...(booking.vehicle_color ? { color: booking.vehicle_color } : {}),
    ...(booking.vehicle_number ? { number: booking.vehicle_number } : {}),
  };
  return {
    bookingId: booking.id,
    reference: booking.reference,
    tripdate: booking.tripdate,
    pickup: booking.pickup,
    drop: booking.drop,
    ...(booking.distance !== undefined ? { distance: booking.distance } : {}),
    ...(booking.durationSecs !== undefined ? { durationSecs: booking.durationSecs } : {}),
    carType: booking.carType,
    lines,
    ...(booking.promo_applied && booking.promo_details
      ? { promoCode: booking.promo_details.promo_name }
      : {}),
    total: addMoney(
      booking.customer_paid !== undefined ? toMoney(booking.customer_paid) : customerPaidOf(booking, decimal),
      toMoney(booking.tip ?? 0),
    ),
    paymentMode: booking.payment_mode!,
    ...(booking.gateway ? { gateway: booking.gateway } : {}),
    ...(booking.driver_name ? { driverName: booking.driver_name } : {}),
    ...(Object.keys(vehicle).length ? { vehicle } : {}),
  };
}

/** The receipt's amounts as the API's numbers. */
export const receiptAmounts = (receipt: Receipt) => ({
  ...receipt,
  lines: receipt.lines.map(({ kind, amount }) => ({ kind, amount: toAmount(amount) })),
  total: toAmount(receipt.total),
});
