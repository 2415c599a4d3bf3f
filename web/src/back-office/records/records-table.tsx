import Button from '@cloudscape-design/components/button';
import Flashbar from '@cloudscape-design/components/flashbar';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error';
import { exportLabels, selectionLabels } from '../../i18n/table-labels';
import { downloadCsv, toCsv, type CsvColumn } from '../csv-export';
import { AlertModal } from '../alert-modal';
import { useNotifications } from '../use-notifications';
import { ConfirmModal } from '../confirm-modal';
import { BulkActions, type BulkAction } from './bulk-actions';
import type { RecordCheck, RecordField, RecordValues } from './record-form';
import { RecordFormModal } from './record-form-modal';
import { ServerPagination, TableEmpty } from './table-parts';

/** One page of rows and how to move between pages (server-paged, or paged in the browser for a short list). */
export interface RecordRows<T> {
  items: T[];
  loading: boolean;
  error: ApiError | null;
  pageIndex: number;
  pagesCount: number;
  nextToken: string | null;
  openPage: (index: number) => void;
  reload: () => Promise<void>;
}

/** Runs a change, reports it in the page's Flashbar and re-reads the rows; rejects on failure. */
export type RunAction = (action: () => Promise<unknown>, successKey: string) => Promise<void>;

/** A risky change asked about first: the dialog names it, shows a refusal, and runs it on confirm. */
export interface ConfirmRequest {
  header: string;
  message: string;
  confirmLabel: string;
  /** `data-testid` of the confirm button. */
  testId: string;
  action: () => Promise<unknown>;
  successKey: string;
}
export type ConfirmAction = (request: ConfirmRequest) => void;

export interface RecordsTableProps<T> {
  title: string;
  rows: RecordRows<T>;
  columns: TableProps.ColumnDefinition<T>[];
  trackBy: (item: T) => string;
  /** What the delete dialog and the selection labels call a row. */
  nameOf: (item: T) => string;
  /** The spec's empty-state message key. */
  emptyKey: string;
  /** The add and edit dialogs; a table without them (withdrawals) leaves it out. */
  form?: {
    fields: readonly RecordField[];
    /** The edit dialog's fields when they differ from the add dialog's. */
    editFields?: readonly RecordField[];
    labelPrefix: string;
    toValues: (item: T | null) => RecordValues;
    /** The domain's checks of values every field can send, as the server makes them (amounts). */
    check?: RecordCheck;
  };
  onAdd?: (values: RecordValues) => Promise<unknown>;
  onEdit?: (item: T, values: RecordValues) => Promise<unknown>;
  onDelete?: (item: T) => Promise<unknown>;
  /** Why a row may not be deleted (a message key shown in the spec's alert), or undefined. */
  deleteRefusal?: (item: T) => string | undefined;
  /** Actions the demo lock refuses: shown disabled with 'demo mode'. */
  locked?: { add?: boolean; edit?: boolean; delete?: boolean };
  /** Header buttons beyond add, edit and delete (languages: make default). */
  extraActions?: (selected: T | null, run: RunAction, confirm: ConfirmAction) => ReactNode;
  /** CSV export of every row (the columns as shown), read from the server page by page; off under the demo lock. */
  csv?: { readAll: () => Promise<T[]>; locked?: boolean };
  /** Actions on every selected row at once; with them the table selects several rows. */
  bulkActions?: readonly BulkAction<T>[];
  /** Dialogs of the extra actions. */
  children?: ReactNode;
}

/** The table's columns as CSV columns: each cell's text as shown (cells here are text). */
const csvColumnsOf = <T,>(columns: readonly TableProps.ColumnDefinition<T>[]): CsvColumn<T>[] =>
  columns.map((column) => ({
    header: String(column.header),
    value: (row) => {
      const shown = column.cell(row);
      return typeof shown === 'string' || typeof shown === 'number' ? shown : '';
    },
  }));

type Dialog<T> =
  | { kind: 'add' }
  | { kind: 'edit'; item: T }
  | { kind: 'delete'; item: T }
  | { kind: 'confirm'; request: ConfirmRequest }
  | null;

/**
 * A back-office table in the users pages' style: single selection, add/edit/delete in dialogs,
 * outcomes in a Flashbar, server paging, and the demo lock shown as disabled actions.
 */
export function RecordsTable<T>({
  title,
  rows,
  columns,
  trackBy,
  nameOf,
  emptyKey,
  form,
  onAdd,
  onEdit,
  onDelete,
  deleteRefusal,
  locked = {},
  extraActions,
  bulkActions,
  csv,
  children,
}: RecordsTableProps<T>) {
  const { t } = useTranslation();
  const { items: notifications, notify } = useNotifications();
  const [selectedIds, setSelectedIds] = useState<readonly string[]>([]);
  const [dialog, setDialog] = useState<Dialog<T>>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const selection = rows.items.filter((item) => selectedIds.includes(trackBy(item)));
  // Edit and the extra actions act on one row: the selection when it is exactly one.
  const selected = selection.length === 1 ? selection[0]! : null;

  const succeeded = async (successKey: string) => {
    notify('success', successKey);
    setSelectedIds([]);
    await rows.reload();
  };
  const run: RunAction = async (action, successKey) => {
    try {
      await action();
    } catch (error) {
      notify('error', error instanceof ApiError ? error.messageKey : 'errors.internal');
      throw error;
    }
    await succeeded(successKey);
  };
  /** A dialog's change: a refusal rejects to the dialog, which shows it; success closes it. */
  const closeAfter = async (action: () => Promise<unknown>, successKey: string) => {
    await action();
    setDialog(null);
    await succeeded(successKey);
  };
  const [exporting, setExporting] = useState(false);
  const exportCsv = async (export_: NonNullable<typeof csv>) => {
    setExporting(true);
    try {
      downloadCsv(
        `${exportLabels(t).fileName(title)}.csv`,
        toCsv(csvColumnsOf(columns), await export_.readAll()),
      );
    } catch (error) {
      notify('error', error instanceof ApiError ? error.messageKey : 'errors.internal');
    } finally {
      setExporting(false);
    }
  };
  const lockReason = (isLocked: boolean | undefined) => (isLocked ? t('demo mode') : undefined);

  return (
    <SpaceBetween size="m">
      <Flashbar items={notifications} />
      <Table
        items={rows.items}
        columnDefinitions={columns}
        loading={rows.loading}
        loadingText={t('app.loading')}
        selectionType={bulkActions ? 'multi' : onEdit || onDelete || extraActions ? 'single' : undefined}
        selectedItems={selection}
        onSelectionChange={({ detail }) => setSelectedIds(detail.selectedItems.map(trackBy))}
        ariaLabels={selectionLabels(t, title, nameOf)}
        trackBy={(item) => trackBy(item)}
        variant="full-page"
        stickyHeader
        empty={<TableEmpty error={rows.error} emptyKey={emptyKey} />}
        header={
          <Header
            variant="awsui-h1-sticky"
            actions={
              <SpaceBetween direction="horizontal" size="xs">
                {extraActions && (
                  // Its own row of buttons: a fragment of several is one child to the row around it.
                  <SpaceBetween direction="horizontal" size="xs">
                    {extraActions(selected, run, (request) => setDialog({ kind: 'confirm', request }))}
                  </SpaceBetween>
                )}
                {bulkActions && (
                  <BulkActions
                    actions={bulkActions}
                    selection={selection}
                    trackBy={trackBy}
                    nameOf={nameOf}
                    notify={notify}
                    onDone={async () => {
                      setSelectedIds([]);
                      await rows.reload();
                    }}
                  />
                )}
                {onEdit && (
                  <Button
                    disabled={!selected || locked.edit}
                    disabledReason={lockReason(locked.edit)}
                    onClick={() => selected && setDialog({ kind: 'edit', item: selected })}
                    nativeButtonAttributes={{ 'data-testid': 'record-edit' }}
                  >
                    {t('users.edit')}
                  </Button>
                )}
                {onDelete && (
                  <Button
                    disabled={!selected || locked.delete}
                    disabledReason={lockReason(locked.delete)}
                    onClick={() => {
                      if (!selected) return;
                      const refusal = deleteRefusal?.(selected);
                      if (refusal) setAlert(refusal);
                      else setDialog({ kind: 'delete', item: selected });
                    }}
                    nativeButtonAttributes={{ 'data-testid': 'record-delete' }}
                  >
                    {t('users.delete')}
                  </Button>
                )}
                {csv && (
                  <Button
                    disabled={csv.locked}
                    disabledReason={lockReason(csv.locked)}
                    loading={exporting}
                    onClick={() => void exportCsv(csv)}
                    nativeButtonAttributes={{ 'data-testid': 'record-export' }}
                  >
                    {exportLabels(t).button}
                  </Button>
                )}
                {onAdd && (
                  <Button
                    variant="primary"
                    disabled={locked.add}
                    disabledReason={lockReason(locked.add)}
                    onClick={() => setDialog({ kind: 'add' })}
                    nativeButtonAttributes={{ 'data-testid': 'record-add' }}
                  >
                    {t('users.add')}
                  </Button>
                )}
              </SpaceBetween>
            }
          >
            {title}
          </Header>
        }
        pagination={<ServerPagination rows={rows} />}
      />
      {dialog?.kind === 'add' && onAdd && form && (
        <RecordFormModal
          title={t('records.addTitle')}
          fields={form.fields}
          check={form.check}
          labelPrefix={form.labelPrefix}
          initial={form.toValues(null)}
          onSubmit={(values) => closeAfter(() => onAdd(values), 'records.added')}
          onDismiss={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'edit' && onEdit && form && (
        <RecordFormModal
          title={t('records.editTitle')}
          fields={form.editFields ?? form.fields}
          check={form.check}
          labelPrefix={form.labelPrefix}
          initial={form.toValues(dialog.item)}
          onSubmit={(values) => closeAfter(() => onEdit(dialog.item, values), 'records.saved')}
          onDismiss={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'delete' && onDelete && (
        <ConfirmModal
          header={t('records.deleteTitle')}
          message={t('records.deleteConfirm', { name: nameOf(dialog.item) })}
          confirmLabel={t('users.delete')}
          testId="record-delete-confirm"
          onConfirm={() => closeAfter(() => onDelete(dialog.item), 'records.deleted')}
          onDismiss={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'confirm' && (
        <ConfirmModal
          header={dialog.request.header}
          message={dialog.request.message}
          confirmLabel={dialog.request.confirmLabel}
          testId={dialog.request.testId}
          onConfirm={() => closeAfter(dialog.request.action, dialog.request.successKey)}
          onDismiss={() => setDialog(null)}
        />
      )}
      <AlertModal messageKey={alert} onClose={() => setAlert(null)} />
      {children}
    </SpaceBetween>
  );
}
