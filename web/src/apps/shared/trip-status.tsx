import { useTranslation } from 'react-i18next';
import type { BookingStatus } from '../../api/trips';

/** The steps a driver reads in its own words ("Heading to the pickup"), not the rider's ("Driver on the way"). */
const DRIVER_WORDING = new Set<BookingStatus>(['ACCEPTED', 'ARRIVED', 'STARTED']);

/** The text key of a booking's status as the rider reads it: a ride booked for later waits "Scheduled". */
export const statusKey = (status: BookingStatus, scheduled: boolean): string =>
  status === 'NEW' && scheduled ? 'status.SCHEDULED' : `status.${status}`;

/**
 * The booking's status in words, announced when it changes; a ride booked for later waits "Scheduled".
 * The driver's screen says each step from the driver's side.
 */
export function TripStatus({
  status,
  scheduled = false,
  forDriver = false,
}: {
  status: BookingStatus;
  scheduled?: boolean;
  forDriver?: boolean;
}) {
  const { t } = useTranslation();
  const key =
    forDriver && DRIVER_WORDING.has(status) ? `driverStatus.${status}` : statusKey(status, scheduled);
  return (
    <p role="status" aria-live="polite" data-testid="trip-status" data-status={status} style={{ margin: 0 }}>
      <strong>{t(key)}</strong>
    </p>
  );
}
