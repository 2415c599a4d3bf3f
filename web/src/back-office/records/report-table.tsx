import Button from '@cloudscape-design/components/button';
import Flashbar from '@cloudscape-design/components/flashbar';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { exportLabels } from '../../i18n/table-labels';
import { useNotifications } from '../use-notifications';
import { downloadCsv, toCsv, type CsvColumn } from '../csv-export';
import type { RecordRows } from './records-table';
import { ServerPagination, TableEmpty } from './table-parts';
import { TimeZoneNote } from '../time-zone-note';

export interface ReportExport<R> {
  columns: readonly CsvColumn<R>[];
  /** Every row to export, read from the server when the button is pressed. */
  readAll: () => Promise<R[]>;
  /** Shown disabled with 'demo mode' (the demo lock). */
  locked: boolean;
}

export interface ReportTableProps<T, R> {
  title: string;
  /** What the table's totals sum, under its title. */
  description?: string;
  /** The operator's time zone, which the server's days and months follow: the page says so. */
  timeZone: string;
  rows: RecordRows<T>;
  columns: TableProps.ColumnDefinition<T>[];
  trackBy: (item: T) => string;
  /** What the expand and collapse labels call a row. */
  nameOf: (item: T) => string;
  /** The spec's empty-state message key. */
  emptyKey: string;
  csv: ReportExport<R>;
  /** Controls beside the export button (driver earnings: the grouping). */
  controls?: ReactNode;
  expandableRows?: TableProps.ExpandableRows<T>;
}

/**
 * A read-only back-office report in the users tables' style: server paging, CSV export of every
 * row (off under the demo lock), failures in a Flashbar. `T` is a shown row, `R` an exported one
 * (they differ when rows are grouped).
 */
export function ReportTable<T, R>({
  title,
  description,
  timeZone,
  rows,
  columns,
  trackBy,
  nameOf,
  emptyKey,
  csv,
  controls,
  expandableRows,
}: ReportTableProps<T, R>) {
  const { t } = useTranslation();
  const { items: notifications, notify } = useNotifications();
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      downloadCsv(`${exportLabels(t).fileName(title)}.csv`, toCsv(csv.columns, await csv.readAll()));
    } catch {
      notify('error', 'errors.internal');
    } finally {
      setExporting(false);
    }
  };

  return (
    <SpaceBetween size="m">
      <Flashbar items={notifications} />
      <Table
        items={rows.items}
        columnDefinitions={columns}
        loading={rows.loading}
        loadingText={t('app.loading')}
        trackBy={(item) => trackBy(item)}
        expandableRows={expandableRows}
        ariaLabels={{
          tableLabel: title,
          expandButtonLabel: (item) => t('reports.expand', { name: nameOf(item) }),
          collapseButtonLabel: (item) => t('reports.collapse', { name: nameOf(item) }),
        }}
        variant="full-page"
        stickyHeader
        empty={<TableEmpty error={rows.error} emptyKey={emptyKey} />}
        header={
          <Header
            variant="awsui-h1-sticky"
            actions={
              <SpaceBetween direction="horizontal" size="xs" alignItems="center">
                {controls}
                <Button
                  disabled={csv.locked}
                  disabledReason={csv.locked ? t('demo mode') : undefined}
                  loading={exporting}
                  onClick={() => void exportCsv()}
                  nativeButtonAttributes={{ 'data-testid': 'report-export' }}
                >
                  {exportLabels(t).button}
                </Button>
              </SpaceBetween>
            }
            description={
              <>
                {description && <span>{description} </span>}
                <TimeZoneNote zone={timeZone} testId="report-time-zone" />
              </>
            }
          >
            {title}
          </Header>
        }
        pagination={<ServerPagination rows={rows} />}
      />
    </SpaceBetween>
  );
}
