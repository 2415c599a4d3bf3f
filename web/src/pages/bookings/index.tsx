import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import type { SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import { BOOKING_STATUSES, bookingRowActions, isRefusedInDemo, type BookingStatus } from '@wayfare/shared';
import { Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error';
import { assignDriver, type HistoryBooking } from '../../api/bookings';
import type { BookingSort, PaymentMode } from '../../api/generated/graphql';
import { payNow, submitPaymentForm } from '../../api/money';
import { cancelBooking } from '../../api/trips';
import { AlertModal } from '../../back-office/alert-modal';
import { DeferredSelect } from '../../back-office/deferred-select';
import { FieldStandIn } from '../../back-office/field-stand-in';
import { useBackOffice } from '../../back-office/back-office-context';
import { useSplitPanel } from '../../back-office/split-panel-slot';
import { Notices } from '../../back-office/notices';
import { useNotifications } from '../../back-office/use-notifications';
import { downloadCsv, toCsv } from '../../back-office/csv-export';
import { readAllPages } from '../../back-office/records/read-all-pages';
import { useUserOptions } from '../../back-office/users/use-user-options';
import { exportLabels } from '../../i18n/table-labels';
import { DIALOGS, loadChoices, type ActionStart, type RowAction } from './booking-row-actions';
import { bookingCsvColumns, bookingColumns } from './bookings-table.config';
import type { Choice } from './choice-modal';
import { useBookingHistory } from './use-booking-history';
import { ServerPagination, TableEmpty } from '../../back-office/records/table-parts';
import { lazyWithPreload } from '../../lazy-with-preload';
import { usePreload } from '../../use-preload';

// Shown once a booking is selected or an action started: loaded after the list's first paint.
const BookingDetails = lazyWithPreload(() =>
  import('./booking-details').then(({ BookingDetails }) => ({ default: BookingDetails })),
);
const ChoiceModal = lazyWithPreload(() =>
  import('./choice-modal').then(({ ChoiceModal }) => ({ default: ChoiceModal })),
);
// Not needed to show the list: the details panel's frame, and the date filter's picker (a
// calendar and a date library), which a plain field stands in for until it is in.
const SplitPanel = lazyWithPreload(() => import('@cloudscape-design/components/split-panel'));
const BookingsDateFilter = lazyWithPreload(() =>
  import('./bookings-date-filter').then(({ BookingsDateFilter }) => ({ default: BookingsDateFilter })),
);
const ConfirmModal = lazyWithPreload(() =>
  import('../../back-office/confirm-modal').then(({ ConfirmModal }) => ({ default: ConfirmModal })),
);

type Dialog = { action: RowAction; booking: HistoryBooking; choices: Choice[] } | null;
type Confirmation = Extract<ActionStart, { kind: 'confirm' }> | null;

const ALL = '';
const PAYMENT_MODES: readonly PaymentMode[] = ['cash', 'card', 'wallet'];
/** The columns operators sort by, on the server. */
const SORT_BY: Readonly<Record<string, BookingSort>> = {
  bookingDate: 'date',
  status: 'status',
  trip_cost: 'amount',
};

/**
 * Booking history (product.md §2, §4): every role's own bookings, paged and filtered by status and dates
 * on the server; operators (admin, fleet admin) also search by reference or rider, filter by
 * payment mode and driver, sort by date, status or amount and see the total, all on the server;
 * cancel, assign driver and pay now on the selected row; its route, tracking and (admin) chat in
 * the split panel; CSV export of every page only while critical edits are allowed.
 */
export default function BookingsPage() {
  const { t, i18n } = useTranslation();
  const { me, settings } = useBackOffice();
  const operator = me.usertype === 'admin' || me.usertype === 'fleetadmin';
  const history = useBookingHistory(operator);
  const { rows, status, setStatus, range, setRange } = history;
  const drivers = useUserOptions('driver');
  const [driverChoice, setDriverChoice] = useState<SelectProps.Option | null>(null);
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
  const columns = useMemo<TableProps.ColumnDefinition<HistoryBooking>[]>(
    () =>
      bookingColumns({ t, locale: i18n.language, settings }).map((column) =>
        operator && SORT_BY[column.id!] ? { ...column, sortingField: column.id } : column,
      ),
    [t, i18n.language, settings, operator],
  );
  const sortingColumn = columns.find((column) => SORT_BY[column.id!] === history.sort.sortBy);
  usePreload(BookingDetails);
  usePreload(ChoiceModal);
  usePreload(ConfirmModal);
  usePreload(BookingsDateFilter);
  // The frame shows the panel once its chunk is in, so the layout never waits on a fallback.
  const panelReady = usePreload(SplitPanel);

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
      const all = await readAllPages(history.readPage);
      const title = t('nav.bookings');
      downloadCsv(`${exportLabels(t).fileName(title)}.csv`, toCsv(bookingCsvColumns(formats), all));
    } catch {
      notify('error', 'errors.internal');
    } finally {
      setExporting(false);
    }
  };

  const panel = useMemo(
    () =>
      panelReady && {
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
              <Suspense fallback={<Spinner />}>
                <BookingDetails key={selected.id} booking={selected} showChat={me.usertype === 'admin'} />
              </Suspense>
            ) : (
              <Box color="text-body-secondary">{t('bookings.selectHint')}</Box>
            )}
          </SplitPanel>
        ),
      },
    [panelReady, detailsOpen, selected, me.usertype, t],
  );
  useSplitPanel(panel || null);

  const paymentOptions = [
    { value: ALL, label: t('bookings.allPayments') },
    ...PAYMENT_MODES.map((value) => ({ value, label: t(`payment.${value}`) })),
  ];
  const driverOptions = [{ value: ALL, label: t('bookings.allDrivers') }, ...drivers.options];
  const total = history.total;

  const statusOptions = [
    { value: ALL, label: t('bookings.allStatuses') },
    ...BOOKING_STATUSES.map((value) => ({ value, label: t(`bookings.status.${value}`) })),
  ];

  return (
    <SpaceBetween size="m">
      <Notices items={notifications} />
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
        sortingDisabled={!operator}
        sortingColumn={operator ? sortingColumn : undefined}
        sortingDescending={history.sort.descending}
        onSortingChange={({ detail }) => {
          const sortBy = SORT_BY[detail.sortingColumn.sortingField ?? ''];
          if (sortBy) history.setSort({ sortBy, descending: detail.isDescending ?? false });
        }}
        variant="full-page"
        stickyHeader
        resizableColumns
        wrapLines={false}
        empty={<TableEmpty error={rows.error} emptyKey="no_bookings" testId="bookings-empty" />}
        header={
          <Header
            variant="awsui-h1-sticky"
            // The total goes in the description, not the heading's counter: the heading stays the
            // page's name (its menu entry), which is what screen readers and the tab title announce.
            description={
              total && (
                <span data-testid="bookings-total">
                  {total.exact
                    ? t('bookings.total', { count: total.count })
                    : t('bookings.totalAtLeast', { count: total.count })}
                </span>
              )
            }
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
            {operator && (
              <FormField label={t('bookings.search')}>
                <TextFilter
                  filteringText={history.searchText}
                  onChange={({ detail }) => history.setSearchText(detail.filteringText)}
                  filteringPlaceholder={t('bookings.search')}
                  filteringAriaLabel={t('bookings.search')}
                  data-testid="bookings-search"
                />
              </FormField>
            )}
            <FormField label={t('bookings.filterStatus')}>
              <DeferredSelect
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
            {operator && (
              <FormField label={t('bookings.filterPayment')}>
                <DeferredSelect
                  selectedOption={
                    paymentOptions.find((option) => option.value === (history.paymentMode ?? ALL)) ?? null
                  }
                  options={paymentOptions}
                  onChange={({ detail }) =>
                    history.setPaymentMode((detail.selectedOption.value || null) as PaymentMode | null)
                  }
                  expandToViewport
                  data-testid="bookings-payment-filter"
                />
              </FormField>
            )}
            {operator && (
              <FormField label={t('bookings.filterDriver')}>
                <DeferredSelect
                  selectedOption={driverChoice ?? driverOptions[0]!}
                  options={driverOptions}
                  onChange={({ detail }) => {
                    setDriverChoice(detail.selectedOption);
                    history.setDriver(detail.selectedOption.value || null);
                  }}
                  filteringType="manual"
                  onLoadItems={({ detail }) => void drivers.load(detail.filteringText)}
                  statusType={drivers.status}
                  loadingText={t('app.loading')}
                  errorText={t('errors.internal')}
                  filteringPlaceholder={t('bookings.driverSearch')}
                  filteringAriaLabel={t('bookings.driverSearch')}
                  expandToViewport
                  data-testid="bookings-driver-filter"
                />
              </FormField>
            )}
            <FormField label={t('bookings.filterDates')}>
              <Suspense fallback={<FieldStandIn placeholder={t('bookings.datesPlaceholder')} />}>
                <BookingsDateFilter value={range} onChange={setRange} />
              </Suspense>
            </FormField>
          </SpaceBetween>
        }
        pagination={<ServerPagination rows={rows} />}
      />
      <Suspense fallback={null}>
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
      </Suspense>
      <AlertModal messageKey={alert} onClose={() => setAlert(null)} />
    </SpaceBetween>
  );
}
