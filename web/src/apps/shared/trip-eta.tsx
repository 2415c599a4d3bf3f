import { etaStopOf } from '@wayfare/shared';
import { useTranslation } from 'react-i18next';
import type { BookingStatus, TrackingEntry } from '../../api/trips';

/**
 * The server's ETA to the trip's next stop (the pickup, then the drop), from the driver's newest
 * position. Shown only while that position belongs to the booking's current step, so an ETA to
 * the pickup never lingers after the driver has arrived.
 */
export function TripEta({
  status,
  position,
}: {
  status: BookingStatus;
  position: Pick<TrackingEntry, 'status' | 'eta'> | null;
}) {
  const { t } = useTranslation();
  const stop = etaStopOf(status);
  if (!stop || !position || position.status !== status || position.eta == null) return null;
  const minutes = Math.max(1, Math.ceil(position.eta / 60));
  return (
    <p className="wf-note" role="status" data-testid="trip-eta" data-stop={stop}>
      {t(`trip.eta.${stop}`, { minutes })}
    </p>
  );
}
