import { useEffect, useRef, useState } from 'react';
import { updateDriverLocation } from '../../api/trips';

/** At most one position report per this many milliseconds while online. */
export const REPORT_INTERVAL_MS = 10_000;

/** Whether a new fix is worth sending: the first one, or the interval has passed since the last sent. */
export const shouldReport = (lastSentAt: number | null, now: number): boolean =>
  lastSentAt === null || now - lastSentAt >= REPORT_INTERVAL_MS;

/**
 * While online, the phone's position goes to the server (watchPosition, throttled), which moves
 * the driver in the dispatch index and tracks an active trip. Returns a message key when the
 * position cannot be had.
 */
export function usePositionReporting(online: boolean): string | null {
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const lastSentAt = useRef<number | null>(null);
  useEffect(() => {
    if (!online) return;
    if (!('geolocation' in navigator)) {
      setErrorKey('location_fetch_error');
      return;
    }
    lastSentAt.current = null;
    const watch = navigator.geolocation.watchPosition(
      ({ coords }) => {
        setErrorKey(null);
        const now = Date.now();
        if (!shouldReport(lastSentAt.current, now)) return;
        lastSentAt.current = now;
        updateDriverLocation(coords.latitude, coords.longitude).catch(() => {
          // The next fix retries: a dropped report must not wait the whole interval.
          lastSentAt.current = null;
        });
      },
      () => setErrorKey('allow location'),
      { enableHighAccuracy: true, maximumAge: 5_000 },
    );
    return () => navigator.geolocation.clearWatch(watch);
  }, [online]);
  return errorKey;
}
