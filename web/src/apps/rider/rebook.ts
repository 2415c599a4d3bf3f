import { listCarTypes } from '../../api/rider-catalogue';
import { createBooking, estimateFare, type Booking } from '../../api/trips';
import { orderLines } from '../shared/order-lines';

/**
 * One tap after a booking ended without a trip: the same places, car type, payment mode and cart,
 * priced afresh by the server and booked now.
 */
export async function rebook(booking: Booking): Promise<Booking> {
  const carType = (await listCarTypes()).find((type) => type.name === booking.carType);
  const place = ({ lat, lng, add }: Booking['pickup']) => ({ lat, lng, add });
  // The booking names its parcel type and option; the quote takes their places in the car type's lists.
  const indexOf = (list: { name: string }[] | null | undefined, name: string | null | undefined) => {
    const index = name ? (list ?? []).findIndex((item) => item.name === name) : -1;
    return index >= 0 ? index : null;
  };
  const quote = await estimateFare({
    pickup: place(booking.pickup),
    drop: place(booking.drop),
    carType: carType?.id ?? booking.carType,
    parcelType: indexOf(carType?.parcelTypes, booking.parcelType),
    option: indexOf(carType?.options, booking.option),
  });
  const cart = orderLines(booking.cartData).map(({ productId, quantity }) => ({ productId, quantity }));
  return createBooking({
    quoteId: quote.quoteId,
    payment_mode: booking.payment_mode ?? 'cash',
    cart: cart.length > 0 ? cart : null,
  });
}
