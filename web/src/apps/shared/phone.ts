/** The phone's own abilities the trip screens use: where it is, and its dialer. */

/** How long an SOS waits for a position before it goes without one. */
const POSITION_WAIT_MS = 5_000;

/** Where the phone is, when it can tell soon; null without permission, a fix or geolocation. */
export const phonePosition = (): Promise<{ lat: number; lng: number } | null> =>
  new Promise((resolve) => {
    if (!('geolocation' in navigator)) return resolve(null);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ lat: coords.latitude, lng: coords.longitude }),
      () => resolve(null),
      { timeout: POSITION_WAIT_MS, maximumAge: 60_000, enableHighAccuracy: true },
    );
  });

/** Hands a tel: link to the phone's dialer. */
export const openDialer = (tel: string) => window.location.assign(tel);
