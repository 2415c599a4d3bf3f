import { useCallback, useState } from 'react';
import { getTracking, onTracking, type TrackingEntry } from '../../api/trips';
import { useLive } from './use-live';
import { useLoad } from './use-load';

/** The driver's latest position on a trip: the newest tracking entry, then each live one. */
export function useDriverPosition(bookingId: string, enabled: boolean) {
  const history = useLoad(
    () => (enabled ? getTracking(bookingId) : Promise.resolve([])),
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
  // Each live entry is shown as it comes; only a reconnect re-reads the history for the latest.
  useLive(enabled ? open : null, () => void history.reload());
  const last = history.data?.[history.data.length - 1] ?? null;
  if (live && (!last || live.at >= last.at)) return live;
  return last;
}
