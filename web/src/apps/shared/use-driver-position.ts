import { useCallback, useState } from 'react';
import { getLastTracking, onTracking, type TrackingEntry } from '../../api/trips';
import { useLive } from './use-live';
import { useLoad } from './use-load';

/**
 * The driver's latest position on a trip, with its heading and the server's ETA to the next stop:
 * the newest tracking entry as the server has it, then each live one.
 */
export function useDriverPosition(bookingId: string, enabled: boolean): TrackingEntry | null {
  const latest = useLoad(
    () => (enabled ? getLastTracking(bookingId) : Promise.resolve(null)),
    [bookingId, enabled],
  );
  const [live, setLive] = useState<TrackingEntry | null>(null);
  const open = useCallback(
    (handlers: { onError: Parameters<typeof onTracking>[1]['onError'] }) =>
      onTracking(bookingId, {
        onData: setLive,
        onError: handlers.onError,
      }),
    [bookingId],
  );
  // Each live entry is shown as it comes; only a reconnect re-reads the newest entry.
  useLive(enabled ? open : null, () => void latest.reload());
  const last = latest.data ?? null;
  if (!enabled) return null;
  if (live && (!last || live.at >= last.at)) return live;
  return last;
}
