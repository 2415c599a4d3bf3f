import type { DateRangePickerProps } from '@cloudscape-design/components/date-range-picker';
import { useCallback, useMemo, useState } from 'react';
import { listBookingHistory, type BookingFilter, type HistoryBooking } from '../../api/bookings';
import type { BookingStatus } from '../../api/trips';
import { usePagedRecords } from '../../back-office/records/use-paged-records';

export const PAGE_SIZE = 25;

/** Local midnight of a picked day ('YYYY-MM-DD') moved by `days`, in epoch ms (DST-proof). */
function midnight(day: string, days = 0): number {
  const [year, month, date] = day.slice(0, 10).split('-').map(Number);
  if (!year || !month || !date) return NaN;
  return new Date(year, month - 1, date + days).getTime();
}

/**
 * The server's window for the picked days: from the first day's start to the end of the last
 * (the server's `to` is exclusive), in the browser's time zone, as the dates are shown.
 */
export function windowOf(range: DateRangePickerProps.Value | null): Pick<BookingFilter, 'from' | 'to'> {
  if (range?.type !== 'absolute') return {};
  const [first, last] = [range.startDate, range.endDate].sort();
  const from = midnight(first ?? '');
  const to = midnight(last ?? '', 1);
  return Number.isNaN(from) || Number.isNaN(to) ? {} : { from, to };
}

/** The booking history as the filters ask for it, read from the server a page at a time. */
export function useBookingHistory() {
  const [status, setStatus] = useState<BookingStatus | null>(null);
  const [range, setRange] = useState<DateRangePickerProps.Value | null>(null);
  const filter = useMemo<BookingFilter>(() => ({ status, ...windowOf(range) }), [status, range]);
  const readPage = useCallback(
    (page: { limit: number; nextToken: string | null }) => listBookingHistory({ ...filter, ...page }),
    [filter],
  );
  const rows = usePagedRecords<HistoryBooking>(readPage, PAGE_SIZE);
  return { rows, filter, status, setStatus, range, setRange };
}
