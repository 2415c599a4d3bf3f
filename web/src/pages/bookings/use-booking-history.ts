import type { DateRangePickerProps } from '@cloudscape-design/components/date-range-picker';
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  listBookingHistory,
  searchBookings,
  type BookingFilter,
  type BookingSearch,
  type HistoryBooking,
} from '../../api/bookings';
import type { BookingSort, PaymentMode } from '../../api/generated/graphql';
import type { BookingStatus } from '../../api/trips';
import type { ReadPage } from '../../back-office/records/use-paged-records';
import { usePagedRecords } from '../../back-office/records/use-paged-records';

export const PAGE_SIZE = 25;
/** Typing pauses this long before the server is asked again (as the user tables' search). */
const SEARCH_DELAY_MS = 400;

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

export interface BookingTotal {
  count: number;
  /** False when the server's read bound was reached: at least `count`. */
  exact: boolean;
}

/**
 * The booking history as the filters ask for it, read from the server a page at a time. Operators
 * (admin, fleet admin) search: text, payment mode, driver and a sort on top of status and dates,
 * with the server's total; riders and drivers read their plain history.
 */
export function useBookingHistory(operator: boolean) {
  const [status, setStatus] = useState<BookingStatus | null>(null);
  const [range, setRange] = useState<DateRangePickerProps.Value | null>(null);
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [paymentMode, setPaymentMode] = useState<PaymentMode | null>(null);
  const [driver, setDriver] = useState<string | null>(null);
  const [sort, setSort] = useState<{ sortBy: BookingSort; descending: boolean }>({
    sortBy: 'date',
    descending: true,
  });
  const [total, setTotal] = useState<(BookingTotal & { of: BookingSearch }) | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => setSearch(searchText.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText]);

  const filter = useMemo<BookingSearch>(
    () => ({
      status,
      ...windowOf(range),
      ...(operator ? { search: search || null, paymentMode, driver, ...sort } : {}),
    }),
    [operator, status, range, search, paymentMode, driver, sort],
  );
  const readPage = useCallback<ReadPage<HistoryBooking>>(
    async (page) => {
      if (!operator) return listBookingHistory({ ...filter, ...page });
      const found = await searchBookings({ ...filter, ...page });
      setTotal({ count: found.total, exact: found.totalIsExact, of: filter });
      return found;
    },
    [operator, filter],
  );
  const rows = usePagedRecords<HistoryBooking>(readPage, PAGE_SIZE);
  return {
    rows,
    readPage,
    status,
    setStatus,
    range,
    setRange,
    searchText,
    setSearchText,
    paymentMode,
    setPaymentMode,
    driver,
    setDriver,
    sort,
    setSort,
    // The total of the search shown, not of one still being read.
    total: total?.of === filter ? { count: total.count, exact: total.exact } : null,
  };
}
