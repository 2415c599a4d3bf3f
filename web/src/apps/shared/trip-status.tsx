import { isBookedForLater } from '@wayfare/shared';
import { useTranslation } from 'react-i18next';
import type { Booking, BookingStatus } from '../../api/trips';
import { isShopOrder } from './order-lines';

/**
 * The steps on the way, worded by who reads them and where the trip starts: the driver reads its
 * own ("Heading to the pickup"), a rider the driver's ("Driver on the way"), and a shop order's
 * customer the shop's ("Driver at the shop").
 */
const ON_THE_WAY = new Set<BookingStatus>(['ACCEPTED', 'ARRIVED', 'STARTED']);

/**
 * The text key of a booking's status as the rider reads it: a ride booked for later waits
 * "Scheduled"; a shop order's driver is "at the shop", not arrived at the customer.
 */
export function statusKey(
  status: BookingStatus,
  { scheduled = false, shopOrder = false }: { scheduled?: boolean; shopOrder?: boolean } = {},
): string {
  if (status === 'NEW' && scheduled) return 'status.SCHEDULED';
  if (shopOrder && ON_THE_WAY.has(status)) return `shopStatus.${status}`;
  return `status.${status}`;
}

/** A listed booking's status key for its rider: scheduled when booked for later, a shop order's own. */
export const riderStatusKey = (booking: Pick<Booking, 'status' | 'tripdate' | 'bookingDate' | 'cartData'>) =>
  statusKey(booking.status, { scheduled: isBookedForLater(booking), shopOrder: isShopOrder(booking) });

/**
 * The booking's status in words, announced when it changes, as `statusKey` words it for the rider.
 * The driver's screen says each step from the driver's side.
 */
export function TripStatus({
  status,
  scheduled = false,
  shopOrder = false,
  forDriver = false,
}: {
  status: BookingStatus;
  scheduled?: boolean;
  shopOrder?: boolean;
  forDriver?: boolean;
}) {
  const { t } = useTranslation();
  const key =
    forDriver && ON_THE_WAY.has(status)
      ? `driverStatus.${status}`
      : statusKey(status, { scheduled, shopOrder });
  return (
    <p role="status" aria-live="polite" data-testid="trip-status" data-status={status} style={{ margin: 0 }}>
      <strong>{t(key)}</strong>
    </p>
  );
}
