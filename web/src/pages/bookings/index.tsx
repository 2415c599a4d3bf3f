import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import DateRangePicker from '@cloudscape-design/components/date-range-picker';
import Flashbar from '@cloudscape-design/components/flashbar';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import SplitPanel from '@cloudscape-design/components/split-panel';
import Table from '@cloudscape-design/components/table';
import { BOOKING_STATUSES, bookingRowActions, isRefusedInDemo, type BookingStatus } from '@wayfare/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error';
import { assignDriver, listBookingHistory, type HistoryBooking } from '../../api/bookings';
import { payNow, submitPaymentForm } from '../../api/money';
import { cancelBooking } from '../../api/trips';
import { AlertModal } from '../../back-office/alert-modal';
import { useBackOffice } from '../../back-office/back-office-context';
import { ConfirmModal } from '../../back-office/confirm-modal';
import { useSplitPanel } from '../../back-office/split-panel-slot';
import { useNotifications } from '../../back-office/use-notifications';
import { downloadCsv, toCsv } from '../../back-office/csv-export';
import { exportLabels } from '../../i18n/table-labels';
import { BookingDetails } from './booking-details';
import { DIALOGS, loadChoices, type ActionStart, type RowAction } from './booking-row-actions';
import { bookingCsvColumns, bookingColumns } from './bookings-table.config';
import { ChoiceModal, type Choice } from './choice-modal';
import { useBookingHistory, windowOf } from './use-booking-history';
import { ServerPagination, TableEmpty } from '../../back-office/records/table-parts';

type Dialog = { action: RowAction; booking: HistoryBooking; choices: Choice[] } | null;
type Confirmation = Extract<ActionStart, { kind: 'confirm' }> | null;

const ALL = '';

/**
 * Booking history (SPEC §2, §4): every role's own bookings, paged and filtered by status and dates
 * on the server; cancel, assign driver and pay now on the selected row; its route, tracking and
 * (admin) chat in the split panel; CSV export only while critical edits are allowed.
 */
export default function BookingsPage() {
  const { t, i18n } = useTranslation();
  const { me, settings } = useBackOffice();
  const { rows, filter, status, setStatus, range, setRange } = useBookingHistory();
  const { items: notifications, notify } = useNotifications();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [confirmation, setConfirmation] = useState<Confirmation>(null);
  const [opening, setOpening] = useState<RowAction | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const selected = rows.items.find((booking) => booking.id === selectedId) ?? null;
  const allowed = selected ? bookingRowActions(selected, me.usertype) : null;
  const cancelLocked = me.usertype === 'admin' && isRefusedInDemo('booking.cancel', settings);
  const formats = { t, locale: i18n.language, settings };
  const columns = useMemo(
    () => bookingColumns({ t, locale: i18n.language, settings }),
    [t, i18n.language, settings],
  );

  /** Runs a change; says how it went (from its result, if need be) in the Flashbar and re-reads the page. Rejects on failure. */
  const run = async <T,>(change: () => Promise<T>, successKey: string | ((result: T) => string)) => {
    let result: T;
    try {
      result = await change();
    } catch (error) {
      notify('error', error instanceof ApiError ? error.messageKey : 'errors.internal');
      throw error;
    }
    notify('success', typeof successKey === 'function' ? successKey(result) : successKey);
    setDialog(null);
    await rows.reload();
  };

  const start = async (action: RowAction, booking: HistoryBooking) => {
    setOpening(action);
    try {
      const next = await loadChoices(action, booking, { role: me.usertype, settings, t });
      if (next.kind === 'confirm') setConfirmation(next);
      else if (next.kind === 'alert') setAlert(next.messageKey);
      else setDialog({ action, booking, choices: next.choices });
    } catch (error) {
      notify(
        'error',
        action === 'pay'
          ? 'provider_fetch_error'
          : error instanceof ApiError
            ? error.messageKey
            : 'errors.internal',
      );
    } finally {
      setOpening(null);
    }
  };

  const confirm = (value: string) => {
    if (!dialog) return Promise.resolve();
    const { action, booking } = dialog;
    if (action === 'cancel') return run(() => cancelBooking(booking.id, value), 'bookings.cancelled');
    if (action === 'assign')
      // 'notified' only when the push reached a device; otherwise the page says what happened.
      return run(
        () => assignDriver(booking.id, value),
        (notice) =>
          notice === 'sent' ? 'Driver assigned successfully and notified.' : `bookings.assigned.${notice}`,
      );
    // Pay now leaves for the provider's page with the form the server built.
    return run(async () => submitPaymentForm(await payNow(booking.id, value)), 'bookings.paying');
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      const all: HistoryBooking[] = [];
      let nextToken: string | null = null;
      do {
        const page = await listBookingHistory({ ...filter, limit: 100, nextToken });
        all.push(...page.items);
        nextToken = page.nextToken;
      } while (nextToken);
      const title = t('nav.bookings');
      downloadCsv(`${exportLabels(t).fileName(title)}.csv`, toCsv(bookingCsvColumns(formats), all));
    } catch {
      notify('error', 'errors.internal');
    } finally {
      setExporting(false);
    }
  };

  const panel = useMemo(
    () => ({
      open: detailsOpen,
      onOpenChange: setDetailsOpen,
      panel: (
        <SplitPanel
          header={
            selected ? t('bookings.details', { reference: selected.reference }) : t('bookings.noSelection')
          }
          hidePreferencesButton
        >
          {selected ? (
            <BookingDetails key={selected.id} booking={selected} showChat={me.usertype === 'admin'} />
          ) : (
            <Box color="text-body-secondary">{t('bookings.selectHint')}</Box>
          )}
        </SplitPanel>
      ),
    }),
    [detailsOpen, selected, me.usertype, t],
  );
  useSplitPanel(panel);

  const statusOptions = [
    { value: ALL, label: t('bookings.allStatuses') },
    ...BOOKING_STATUSES.map((value) => ({ value, label: t(`bookings.status.${value}`) })),
  ];

  return (
    <SpaceBetween size="m">
      <Flashbar items={notifications} />
      <Table
        items={rows.items}
        columnDefinitions={columns}
        loading={rows.loading}
        loadingText={t('app.loading')}
        selectionType="single"
        selectedItems={selected ? [selected] : []}
        onSelectionChange={({ detail }) => {
          const [booking] = detail.selectedItems;
          setSelectedId(booking?.id ?? null);
          if (booking) setDetailsOpen(true);
        }}
        ariaLabels={{
          selectionGroupLabel: t('records.selection'),
          itemSelectionLabel: (_, booking) => t('records.select', { name: booking.reference }),
          allItemsSelectionLabel: () => t('records.selection'),
          tableLabel: t('nav.bookings'),
        }}
        trackBy="id"
        variant="full-page"
        stickyHeader
        resizableColumns
        wrapLines={false}
        empty={<TableEmpty error={rows.error} emptyKey="no_bookings" testId="bookings-empty" />}
        header={
          <Header
            variant="awsui-h1-sticky"
            actions={
              <SpaceBetween direction="horizontal" size="xs">
                {allowed?.cancel && (
                  <Button
                    disabled={cancelLocked}
                    disabledReason={cancelLocked ? t('demo mode') : undefined}
                    loading={opening === 'cancel'}
                    onClick={() => selected && void start('cancel', selected)}
                    nativeButtonAttributes={{ 'data-testid': 'booking-cancel' }}
                  >
                    {t('bookings.cancel')}
                  </Button>
                )}
                {allowed?.assignDriver && (
                  <Button
                    loading={opening === 'assign'}
                    onClick={() => selected && void start('assign', selected)}
                    nativeButtonAttributes={{ 'data-testid': 'booking-assign' }}
                  >
                    {t('bookings.assign')}
                  </Button>
                )}
                {allowed?.payNow && (
                  <Button
                    variant="primary"
                    loading={opening === 'pay'}
                    onClick={() => selected && void start('pay', selected)}
                    nativeButtonAttributes={{ 'data-testid': 'booking-pay' }}
                  >
                    {t('pay.now')}
                  </Button>
                )}
                {!isRefusedInDemo('bookings.export', settings) && (
                  <Button
                    loading={exporting}
                    onClick={() => void exportCsv()}
                    nativeButtonAttributes={{ 'data-testid': 'booking-export' }}
                  >
                    {exportLabels(t).button}
                  </Button>
                )}
              </SpaceBetween>
            }
          >
            {t('nav.bookings')}
          </Header>
        }
        filter={
          <SpaceBetween direction="horizontal" size="s">
            <FormField label={t('bookings.filterStatus')}>
              <Select
                selectedOption={statusOptions.find((option) => option.value === (status ?? ALL)) ?? null}
                options={statusOptions}
                onChange={({ detail }) =>
                  setStatus((detail.selectedOption.value || null) as BookingStatus | null)
                }
                // Opens over the details panel when a booking is selected, not under it.
                expandToViewport
                data-testid="bookings-status-filter"
              />
            </FormField>
            <FormField label={t('bookings.filterDates')}>
              <DateRangePicker
                value={range}
                onChange={({ detail }) => setRange(detail.value)}
                rangeSelectorMode="absolute-only"
                dateOnly
                relativeOptions={[]}
                isValidRange={(value) =>
                  value === null || windowOf(value).from !== undefined
                    ? { valid: true }
                    : { valid: false, errorMessage: t('bookings.rangeIncomplete') }
                }
                placeholder={t('bookings.datesPlaceholder')}
                expandToViewport
                data-testid="bookings-date-filter"
              />
            </FormField>
          </SpaceBetween>
        }
        pagination={<ServerPagination rows={rows} />}
      />
      {dialog && (
        <ChoiceModal
          key={dialog.action}
          {...DIALOGS[dialog.action](t, dialog.booking)}
          choices={dialog.choices}
          testId={`booking-${dialog.action}-confirm`}
          onConfirm={confirm}
          onDismiss={() => setDialog(null)}
        />
      )}
      {confirmation && (
        <ConfirmModal
          header={confirmation.header}
          message={confirmation.message}
          confirmLabel={t('bookings.cancel')}
          testId="booking-cancel-confirm"
          // A refusal is reported in the Flashbar, as the choice dialogs' are; the dialog stays.
          onConfirm={() =>
            run(confirmation.change, confirmation.successKey).then(
              () => setConfirmation(null),
              () => undefined,
            )
          }
          onDismiss={() => setConfirmation(null)}
        />
      )}
      <AlertModal messageKey={alert} onClose={() => setAlert(null)} />
    </SpaceBetween>
  );
}
