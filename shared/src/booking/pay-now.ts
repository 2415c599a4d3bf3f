import type { Booking } from '../entities/booking';
import type { User } from '../entities/user';
import { roundMoney, subtractMoney, toAmount, toMoney } from '../money/money';
import type { BookingCaller } from './booking';
import type { BookingActor, BookingStatus } from './booking-status';
import { notPermitted } from '../errors/refusals';
import { statusForbids } from './booking.errors';

/** Pay now is offered only to the rider and only for PENDING bookings (product.md §4's booking table). */
export const canPayNow = (status: BookingStatus, role: BookingActor): boolean =>
  role === 'rider' && status === 'PENDING';

/**
 * What the payment operations accept: a PENDING trip, and a shop delivery paid up front while
 * PAYMENT_PENDING (docs/money.md), only from the rider.
 */
export const canPayBooking = (status: BookingStatus, role: BookingActor): boolean =>
  canPayNow(status, role) || (role === 'rider' && status === 'PAYMENT_PENDING');

export type PayNowPacket = Required<
  Pick<
    Booking,
    | 'payment_mode'
    | 'customer_paid'
    | 'cardPaymentAmount'
    | 'discount_amount'
    | 'usedWalletMoney'
    | 'cashPaymentAmount'
  >
> &
  Pick<Booking, 'promo_applied' | 'promo_details'>;

/**
 * The card payment packet saved on the booking before the payment dialog opens (product.md §4):
 * customer_paid = trip_cost − discount at settings.decimal; the card pays payableAmount when the
 * booking has one (wallet money already deducted), otherwise trip_cost.
 */
export function buildPayNowPacket(
  booking: Booking,
  { caller, decimal }: { caller: BookingCaller; decimal: number },
): PayNowPacket {
  if (caller.role !== 'rider' || booking.customer !== caller.uid) throw notPermitted('payNow');
  if (!canPayNow(booking.status, caller.role)) throw statusForbids('payNow', booking.status);
  const discount = booking.discount_amount ?? 0;
  const customerPaid = roundMoney(subtractMoney(toMoney(booking.trip_cost), toMoney(discount)), decimal);
  return {
    payment_mode: 'card',
    customer_paid: toAmount(customerPaid),
    cardPaymentAmount: booking.payableAmount ?? booking.trip_cost,
    discount_amount: discount,
    usedWalletMoney: booking.usedWalletMoney ?? 0,
    cashPaymentAmount: 0,
    ...(booking.promo_applied === undefined ? {} : { promo_applied: booking.promo_applied }),
    ...(booking.promo_details === undefined ? {} : { promo_details: booking.promo_details }),
  };
}

/** The fields posted to the chosen provider's link (product.md §4). */
export interface PaymentFormFields {
  order_id: string;
  amount: number;
  currency: string;
  product_name: string;
  first_name: string;
  last_name: string;
  quantity: 1;
  cust_id: string;
  mobile_no: string;
  email: string;
}

export const paymentFormFields = ({
  booking,
  packet,
  payer,
  currency,
  productName,
}: {
  booking: Pick<Booking, 'id'>;
  packet: Pick<PayNowPacket, 'cardPaymentAmount'>;
  payer: Pick<User, 'uid' | 'firstName' | 'lastName' | 'mobile' | 'email'>;
  currency: string;
  productName: string;
}): PaymentFormFields => ({
  order_id: booking.id,
  amount: packet.cardPaymentAmount,
  currency,
  product_name: productName,
  first_name: payer.firstName,
  last_name: payer.lastName,
  quantity: 1,
  cust_id: payer.uid,
  mobile_no: payer.mobile ?? '',
  email: payer.email ?? '',
});
