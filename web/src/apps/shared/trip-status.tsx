import { useTranslation } from 'react-i18next';
import type { BookingStatus } from '../../api/trips';

/** The booking's status in words, announced when it changes. */
export function TripStatus({ status }: { status: BookingStatus }) {
  const { t } = useTranslation();
  return (
    <p role="status" aria-live="polite" data-testid="trip-status" data-status={status} style={{ margin: 0 }}>
      <strong>{t(`status.${status}`)}</strong>
    </p>
  );
}
