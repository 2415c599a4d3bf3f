import { useEffect, useState } from 'react';
import { listActiveDrivers, type ActiveDriver, type MapBox } from '../../api/earnings';

/** How often the map re-reads the drivers in view: positions arrive every few seconds from the apps. */
export const POLL_MS = 5000;
const MAP_LIMIT = 100;

/**
 * The active drivers inside `box`, re-read every POLL_MS and at once when the box changes (the
 * server scopes them: all for admin, the fleet's for a fleet admin); null until the first read
 * answers, so the page says it is loading rather than "0 drivers". A failed read keeps the last
 * drivers shown and is tried again at the next tick.
 */
export function useActiveDrivers(box: MapBox | null): ActiveDriver[] | null {
  const [drivers, setDrivers] = useState<ActiveDriver[] | null>(null);
  useEffect(() => {
    if (!box) return;
    let active = true;
    const read = () =>
      listActiveDrivers(box, MAP_LIMIT).then(
        (found) => active && setDrivers(found),
        (error: unknown) => console.warn('Active drivers could not be read:', error),
      );
    void read();
    const timer = setInterval(() => void read(), POLL_MS);
    return () => {
      active = false;
      clearInterval(timer);
    };
  }, [box]);
  return drivers;
}
