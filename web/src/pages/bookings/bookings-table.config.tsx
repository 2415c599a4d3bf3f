import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import type { TableProps } from '@cloudscape-design/components/table';
import { isBookedForLater } from '@wayfare/shared';
import type { TFunction } from 'i18next';
import type { HistoryBooking } from '../../api/bookings';
import type { BookingStatus } from '../../api/trips';
import type { Settings } from '../../api/types';
import { formatAmount } from '../../apps/shared/money-format';
import { CellText } from '../../back-office/records/table-parts';
import type { CsvColumn } from '../../back-office/csv-export';
import { formatDateTime } from '../../i18n/format-date';
import { offeredDriverText } from './assignment-text';

type CellValue = string | number | null | undefined;

/** How a status reads at a glance in the table. */
const STATUS_LOOK: Record<BookingStatus, StatusIndicatorProps.Type> = {
  PAYMENT_PENDING: 'pending',
  NEW: 'pending',
  ACCEPTED: 'in-progress',
  ARRIVED: 'in-progress',
  STARTED: 'in-progress',
  REACHED: 'in-progress',
  PENDING: 'pending',
  PAID: 'success',
  COMPLETE: 'success',
  CANCELLED: 'stopped',
};

interface Formats {
  t: TFunction;
  locale: string;
  settings: Settings;
}

/** A column of the table and of its CSV alike: the value written out, and how a cell shows it. */
interface BookingColumn {
  value: (booking: HistoryBooking, formats: Formats) => CellValue;
  /** Codes and amounts read left to right in every language; other text in its own direction. */
  leftToRight?: boolean;
  /** Starting width (px) of a column whose text is usually longer than the default. */
  width?: number;
}

const money =
  (pick: (booking: HistoryBooking) => number | null | undefined): BookingColumn['value'] =>
  (booking, { settings }) => {
    const amount = pick(booking);
    return amount === null || amount === undefined ? '' : formatAmount(amount, settings);
  };

/** product.md §2's booking history columns, in its order; ids double as the `bookings.field.*` label keys. */
export const BOOKING_COLUMNS = {
  id: { value: (b) => b.id, leftToRight: true },
  reference: { value: (b) => b.reference, leftToRight: true },
  bookingDate: { value: (b, { locale }) => formatDateTime(b.bookingDate, locale), width: 190 },
  // The pickup time a ride booked for later was booked for; a ride now is picked up at once.
  tripdate: {
    value: (b, { locale }) => (isBookedForLater(b) ? formatDateTime(b.tripdate, locale) : ''),
    width: 190,
  },
  customer_name: { value: (b) => b.customer_name, width: 160 },
  pickup: { value: (b) => b.pickup.add, width: 240 },
  // While no driver has the trip, the admin's offer shows here with its state.
  driver_name: { value: (b, { t }) => b.driver_name ?? offeredDriverText(b, t, Date.now()), width: 160 },
  status: { value: (b, { t }) => t(`bookings.status.${b.status}`), width: 230 },
  reason: { value: (b, { t }) => (b.reason ? t(b.reason) : ''), width: 200 },
  otp: { value: (b) => b.otp, leftToRight: true },
  trip_cost: { value: money((b) => b.trip_cost), leftToRight: true },
  discount: { value: money((b) => b.discount), leftToRight: true },
  customer_paid: { value: money((b) => b.customer_paid), leftToRight: true },
  tip: { value: money((b) => b.tip), leftToRight: true },
  payment_mode: { value: (b, { t }) => t(`payment.${b.payment_mode}`) },
  gateway: { value: (b) => b.gateway },
  cardPaymentAmount: { value: money((b) => b.cardPaymentAmount), leftToRight: true },
  usedWalletMoney: { value: money((b) => b.usedWalletMoney), leftToRight: true },
} satisfies Record<string, BookingColumn>;

type BookingColumnId = keyof typeof BOOKING_COLUMNS;
const COLUMN_IDS = Object.keys(BOOKING_COLUMNS) as BookingColumnId[];

export const bookingColumns = (formats: Formats): TableProps.ColumnDefinition<HistoryBooking>[] =>
  COLUMN_IDS.map((id) => {
    const column: BookingColumn = BOOKING_COLUMNS[id];
    return {
      id,
      header: formats.t(`bookings.field.${id}`),
      width: column.width,
      cell: (booking) => {
        const text = column.value(booking, formats);
        if (id === 'status') {
          return <StatusIndicator type={STATUS_LOOK[booking.status]}>{text}</StatusIndicator>;
        }
        return <CellText dir={column.leftToRight ? 'ltr' : 'auto'}>{text}</CellText>;
      },
    };
  });

export const bookingCsvColumns = (formats: Formats): CsvColumn<HistoryBooking>[] =>
  COLUMN_IDS.map((id) => ({
    header: formats.t(`bookings.field.${id}`),
    value: (booking) => BOOKING_COLUMNS[id].value(booking, formats),
  }));
