import { REPORT_EVERY_MS, shouldReportPosition, type SentFix } from '@wayfare/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { updateDriverLocation } from '../../api/trips';

const headingOf = (coords: GeolocationCoordinates) =>
  coords.heading !== null && Number.isFinite(coords.heading) ? coords.heading : null;

/**
 * While `active` (online or on a trip), the phone's position goes to the server (watchPosition,
 * every 5 s or 30 m moved, shared `shouldReportPosition`), with its heading when the phone has
 * one. The server moves the driver in the dispatch index and tracks its trip. On a trip the last
 * fix is sent again every 5 s while the phone gives no new one (standing in traffic), so the
 * rider's ETA keeps counting down. `reportNow` sends the current position at once (a trip step
 * changed where the driver heads). `errorKey` says why no position can be had.
 */
export function usePositionReporting(
  active: boolean,
  onTrip: boolean,
): { errorKey: string | null; reportNow: () => void } {
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const lastSent = useRef<SentFix | null>(null);
  const lastFix = useRef<GeolocationCoordinates | null>(null);
  const send = useCallback((coords: GeolocationCoordinates, force: boolean) => {
    setErrorKey(null);
    lastFix.current = coords;
    const fix = { at: Date.now(), position: { lat: coords.latitude, lng: coords.longitude } };
    if (!force && !shouldReportPosition(lastSent.current, fix)) return;
    lastSent.current = fix;
    updateDriverLocation(coords.latitude, coords.longitude, headingOf(coords)).catch(() => {
      // The next fix retries: a dropped report must not wait the whole interval.
      lastSent.current = null;
    });
  }, []);
  const refused = useCallback(() => setErrorKey('allow location'), []);

  useEffect(() => {
    if (!active) return;
    if (!('geolocation' in navigator)) {
      setErrorKey('location_fetch_error');
      return;
    }
    lastSent.current = null;
    const watch = navigator.geolocation.watchPosition(({ coords }) => send(coords, false), refused, {
      enableHighAccuracy: true,
      maximumAge: 5_000,
    });
    return () => navigator.geolocation.clearWatch(watch);
  }, [active, send, refused]);

  useEffect(() => {
    if (!active || !onTrip) return;
    const timer = setInterval(() => {
      if (lastFix.current) send(lastFix.current, false);
    }, REPORT_EVERY_MS);
    return () => clearInterval(timer);
  }, [active, onTrip, send]);

  const reportNow = useCallback(() => {
    if (!active || !('geolocation' in navigator)) return;
    navigator.geolocation.getCurrentPosition(({ coords }) => send(coords, true), refused, {
      enableHighAccuracy: true,
      maximumAge: 0,
    });
  }, [active, send, refused]);
  return { errorKey, reportNow };
}
