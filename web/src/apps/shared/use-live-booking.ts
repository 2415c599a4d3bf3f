import { useCallback } from 'react';
import { getBooking, onBookingChanged } from '../../api/trips';
import { useLive } from './use-live';
import { useLoad } from './use-load';

/**
 * One booking as the server has it now, kept current by onBookingChanged. Every change re-reads
 * the booking, so a reload mid-trip and a missed signal both end in the server's state.
 */
export function useLiveBooking(id: string) {
  const booking = useLoad(() => getBooking(id), [id]);
  const open = useCallback(
    (handlers: Parameters<typeof onBookingChanged>[1]) => onBookingChanged(id, handlers),
    [id],
  );
  useLive(open, () => void booking.reload());
  return booking;
}
