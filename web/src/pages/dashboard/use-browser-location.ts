import { useEffect, useState } from 'react';
import type { MapPoint } from '../../apps/shared/map-view';

/**
 * The browser's position for the dashboard map (product.md §2, §8): 'denied' when the user refused
 * location, 'unknown' when it could not be read (only logged, product.md §8).
 */
export type BrowserLocation =
  { state: 'asking' } | { state: 'denied' } | { state: 'unknown' } | { state: 'granted'; point: MapPoint };

export function useBrowserLocation(): BrowserLocation {
  const [location, setLocation] = useState<BrowserLocation>({ state: 'asking' });
  useEffect(() => {
    if (!('geolocation' in navigator)) {
      setLocation({ state: 'unknown' });
      return;
    }
    let active = true;
    navigator.geolocation.getCurrentPosition(
      ({ coords }) =>
        active && setLocation({ state: 'granted', point: { lat: coords.latitude, lng: coords.longitude } }),
      (error) => {
        if (!active) return;
        if (error.code === error.PERMISSION_DENIED) return setLocation({ state: 'denied' });
        console.warn('Browser location unavailable:', error.message);
        setLocation({ state: 'unknown' });
      },
      { timeout: 10_000, maximumAge: 60_000 },
    );
    return () => {
      active = false;
    };
  }, []);
  return location;
}
