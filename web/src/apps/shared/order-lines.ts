/**
 * What a booking's cart says, without the order's component: the rider's first screen (its trips
 * under way) reads whether a booking is a shop order, and loads no more than this for it.
 */
import type { Booking } from '../../api/trips';

/** A booked cart line as the server stored it: the product's name and unit price at ordering. */
export interface OrderLine {
  productId: string;
  name: string;
  quantity: number;
  amount: number;
}

/** cartData arrives as AWSJSON text; anything that is not a list of lines reads as no cart. */
export function orderLines(cartData: unknown): OrderLine[] {
  try {
    const parsed: unknown = typeof cartData === 'string' ? JSON.parse(cartData) : cartData;
    return Array.isArray(parsed)
      ? parsed.filter(
          (line): line is OrderLine => typeof line?.name === 'string' && Number.isInteger(line.quantity),
        )
      : [];
  } catch {
    return [];
  }
}

/** A shop order carries a cart: picked up at the shop, it starts without the rider's code. */
export const isShopOrder = (booking: Pick<Booking, 'cartData'>): boolean =>
  orderLines(booking.cartData).length > 0;

/** A shop delivery carries a cart; a parcel delivery a parcel type. */
export const isDelivery = (booking: Pick<Booking, 'cartData' | 'parcelType'>): boolean =>
  isShopOrder(booking) || Boolean(booking.parcelType);
