import type { TableProps } from '@cloudscape-design/components/table';
import { isRefusedInDemo } from '@wayfare/shared';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { listEarningReports, type EarningReportRow } from '../../api/earnings';
import type { Settings } from '../../api/types';
import { formatAmount } from '../../apps/shared/money-format';
import { useBackOffice } from '../../back-office/back-office-context';
import { monthLabel } from '../../back-office/records/month-label';
import { readAllPages } from '../../back-office/records/read-all-pages';
import { ReportTable } from '../../back-office/records/report-table';
import { usePagedRecords } from '../../back-office/records/use-paged-records';
import type { CsvColumn } from '../../back-office/csv-export';

const PAGE_SIZE = 25;

interface ReportColumn {
  id: keyof EarningReportRow | 'month';
  header: string;
  shown: (row: EarningReportRow) => string | number;
  exported: (row: EarningReportRow) => string | number;
}

/**
 * product.md §3's earning report row: year, month, rides, trip cost, discount, customer paid (cost −
 * discount, the server's), and the platform fee (convenience fees), so the report reconciles with
 * the dashboard's gross earnings; and the riders' tips, paid whole to the drivers.
 */
function reportColumns(t: TFunction, settings: Settings, language: string): ReportColumn[] {
  const money = (
    id: 'tripCost' | 'discountAmount' | 'customerPaid' | 'convenienceFees' | 'tips',
    header: string,
  ): ReportColumn => ({
    id,
    header: t(header),
    shown: (row) => formatAmount(row[id], settings),
    exported: (row) => row[id],
  });
  const month = (row: EarningReportRow) => monthLabel(row.monthsName, undefined, language);
  return [
    { id: 'year', header: t('earnings.year'), shown: (row) => row.year, exported: (row) => row.year },
    { id: 'month', header: t('earnings.month'), shown: month, exported: month },
    {
      id: 'total_rides',
      header: t('earnings.rides'),
      shown: (row) => row.total_rides,
      exported: (row) => row.total_rides,
    },
    money('tripCost', 'earnings.tripCost'),
    money('discountAmount', 'earnings.discount'),
    money('customerPaid', 'earnings.customerPaid'),
    // The operator's revenue: what the dashboard's gross earnings add up, month by month.
    money('convenienceFees', 'earnings.platformFee'),
    // Riders' tips: all the drivers', outside what the rider paid for the trips.
    money('tips', 'earnings.tips'),
  ];
}

/** Earning reports (product.md §2, §9), admin only: one row per month, newest first, with CSV export. */
export default function EarningReportsPage() {
  const { t, i18n } = useTranslation();
  const { settings } = useBackOffice();
  const rows = usePagedRecords(listEarningReports, PAGE_SIZE);
  const columns = reportColumns(t, settings, i18n.language);
  const tableColumns: TableProps.ColumnDefinition<EarningReportRow>[] = columns.map((column) => ({
    id: column.id,
    header: column.header,
    cell: column.shown,
  }));
  const csvColumns: CsvColumn<EarningReportRow>[] = columns.map((column) => ({
    header: column.header,
    value: column.exported,
  }));
  return (
    <ReportTable
      title={t('nav.earningreports')}
      description={t('earnings.reportsDescription')}
      timeZone={settings.timezone}
      rows={rows}
      columns={tableColumns}
      trackBy={(row) => `${row.year}-${row.monthsName}`}
      nameOf={(row) => monthLabel(row.monthsName, row.year, i18n.language)}
      emptyKey="No data available."
      csv={{
        columns: csvColumns,
        readAll: () => readAllPages(listEarningReports),
        locked: isRefusedInDemo('earnings.export', settings),
      }}
    />
  );
}
