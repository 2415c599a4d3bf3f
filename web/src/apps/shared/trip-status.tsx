import { useTranslation } from 'react-i18next';
import type { BookingStatus } from '../../api/trips';

/** The steps a driver reads in its own words ("Heading to the pickup"), not the rider's ("Driver on the way"). */
const DRIVER_WORDING = new Set<BookingStatus>(['ACCEPTED', 'ARRIVED', 'STARTED']);

/** A shop order's steps as its customer reads them: the driver goes to the shop, then to the door. */
const SHOP_ORDER_WORDING = new Set<BookingStatus>(['ACCEPTED', 'ARRIVED', 'STARTED']);

/**
 * The text key of a booking's status as the rider reads it: a ride booked for later waits
 * "Scheduled"; a shop order's driver is "at the shop", not arrived at the customer.
 */
export function statusKey(
  status: BookingStatus,
  { scheduled = false, shopOrder = false }: { scheduled?: boolean; shopOrder?: boolean } = {},
): string {
  if (status === 'NEW' && scheduled) return 'status.SCHEDULED';
  if (shopOrder && SHOP_ORDER_WORDING.has(status)) return `shopStatus.${status}`;
  return `status.${status}`;
}

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
    forDriver && DRIVER_WORDING.has(status)
      ? `driverStatus.${status}`
      : statusKey(status, { scheduled, shopOrder });
  return (
    <p role="status" aria-live="polite" data-testid="trip-status" data-status={status} style={{ margin: 0 }}>
      <strong>{t(key)}</strong>
    </p>
  );
}
