import { stopsPassed, type LatLng } from '@wayfare/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Place } from '../../api/trips';

/** Where a trip's passed-stop count is kept, so a reload of the driver's screen keeps its place. */
const passedKey = (bookingId: string) => `wayfare.stopsPassed.${bookingId}`;

/**
 * How many stops the driver has passed on this trip, from its live positions while STARTED
 * (shared stopsPassed); kept for the browser session.
 */
export function usePassedStops(
  bookingId: string,
  stops: readonly Place[],
  position: LatLng | null,
  underWay: boolean,
): number {
  const [passed, setPassed] = useState(() => Number(sessionStorage.getItem(passedKey(bookingId)) ?? 0));
  useEffect(() => {
    if (!underWay) return;
    const next = stopsPassed(stops, passed, position);
    if (next === passed) return;
    sessionStorage.setItem(passedKey(bookingId), String(next));
    setPassed(next);
  }, [bookingId, stops, passed, position, underWay]);
  return passed;
}

/**
 * A multi-stop trip's stops in driving order, as a details row (docs/apps.md, Stops); `next` marks
 * the stop the driver heads for.
 */
export function TripStops({ stops, next }: { stops: readonly Place[] | null | undefined; next?: number }) {
  const { t } = useTranslation();
  if (!stops?.length) return null;
  return (
    <>
      <dt>{t('trip.stops')}</dt>
      <dd>
        <ol className="wf-stops" data-testid="trip-stops">
          {stops.map((stop, index) => (
            <li
              key={index}
              aria-current={index === next ? 'step' : undefined}
              data-testid={index === next ? 'next-stop' : undefined}
            >
              {index === next && <strong>{t('trip.nextStop')}: </strong>}
              {stop.add}
            </li>
          ))}
        </ol>
      </dd>
    </>
  );
}
