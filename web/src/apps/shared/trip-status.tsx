import { useTranslation } from 'react-i18next';
import type { BookingStatus } from '../../api/trips';

/** The booking's status in words, announced when it changes; a ride booked for later waits "Scheduled". */
export function TripStatus({ status, scheduled = false }: { status: BookingStatus; scheduled?: boolean }) {
  const { t } = useTranslation();
  return (
    <p role="status" aria-live="polite" data-testid="trip-status" data-status={status} style={{ margin: 0 }}>
      <strong>{t(status === 'NEW' && scheduled ? 'status.SCHEDULED' : `status.${status}`)}</strong>
    </p>
  );
}
