import DateRangePicker, { type DateRangePickerProps } from '@cloudscape-design/components/date-range-picker';
import { useTranslation } from 'react-i18next';
import { windowOf } from './use-booking-history';

/**
 * The bookings list's date filter: whole days in the browser's time zone, both ends required. Its
 * own chunk (with the calendar and its date library), loaded after the list's first paint.
 */
export function BookingsDateFilter({
  value,
  onChange,
}: {
  value: DateRangePickerProps.Value | null;
  onChange: (value: DateRangePickerProps.Value | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <DateRangePicker
      value={value}
      onChange={({ detail }) => onChange(detail.value)}
      rangeSelectorMode="absolute-only"
      dateOnly
      relativeOptions={[]}
      isValidRange={(range) =>
        range === null || windowOf(range).from !== undefined
          ? { valid: true }
          : { valid: false, errorMessage: t('bookings.rangeIncomplete') }
      }
      placeholder={t('bookings.datesPlaceholder')}
      expandToViewport
      data-testid="bookings-date-filter"
    />
  );
}
