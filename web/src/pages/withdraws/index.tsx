import type { TableProps } from '@cloudscape-design/components/table';
import { formatMoney, isRefusedInDemo, toMoney } from '@wayfare/shared';
import { useTranslation } from 'react-i18next';
import { processWithdraws } from '../../api/bulk-actions';
import { listAllWithdraws, type AdminWithdrawRequest } from '../../api/wallet-admin';
import { useBackOffice } from '../../back-office/back-office-context';
import { readAllPages } from '../../back-office/records/read-all-pages';
import { RecordsTable } from '../../back-office/records/records-table';
import { usePagedRecords } from '../../back-office/records/use-paged-records';
import { formatDate } from '../../i18n/format-date';

const PAGE_SIZE = 10;
const BANK_COLUMNS = ['bankName', 'bankCode', 'bankAccount'] as const;

/**
 * Withdrawal requests (product.md §2, §3): newest first; the admin processes the selected requests once
 * they are paid out, after confirming the amount and the name (or how many), and exports every
 * page. Bank columns show only with settings.bank_fields.
 */
export default function WithdrawsPage() {
  const { t, i18n } = useTranslation();
  const { settings } = useBackOffice();
  const rows = usePagedRecords(listAllWithdraws, PAGE_SIZE);
  const date = (value: string | null | undefined) => (value ? formatDate(value, i18n.language) : '—');
  const columns: TableProps.ColumnDefinition<AdminWithdrawRequest>[] = [
    { id: 'name', header: t('withdraws.name'), cell: (request) => request.name },
    {
      id: 'amount',
      header: t('withdraws.amount'),
      cell: (request) => formatMoney(toMoney(request.amount), settings),
    },
    { id: 'date', header: t('withdraws.date'), cell: (request) => date(request.date) },
    ...(settings.bank_fields
      ? BANK_COLUMNS.map((key) => ({
          id: key,
          header: t(`withdraws.${key}`),
          cell: (request: AdminWithdrawRequest) => request[key],
        }))
      : []),
    {
      id: 'processed',
      header: t('withdraws.processed'),
      cell: (request) => t(request.processed ? 'withdraws.yes' : 'withdraws.no'),
    },
    { id: 'procesDate', header: t('withdraws.procesDate'), cell: (request) => date(request.procesDate) },
  ];
  return (
    <RecordsTable
      title={t('nav.withdraws')}
      rows={rows}
      columns={columns}
      trackBy={(request) => request.id}
      nameOf={(request) => `${request.name} ${formatMoney(toMoney(request.amount), settings)}`}
      emptyKey="No WITHDRAWS available."
      csv={{
        readAll: () => readAllPages(listAllWithdraws),
        locked: isRefusedInDemo('records.export', settings),
      }}
      bulkActions={[
        {
          testId: 'withdraw-process',
          label: t('withdraws.process'),
          appliesTo: (request) => !request.processed,
          confirm: (requests) => ({
            header: t('withdraws.confirmTitle'),
            message:
              requests.length === 1
                ? t('withdraws.confirm', {
                    amount: formatMoney(toMoney(requests[0]!.amount), settings),
                    name: requests[0]!.name,
                  })
                : t('bulk.processConfirm', { count: requests.length }),
            confirmLabel: t('withdraws.process'),
          }),
          run: processWithdraws,
          doneKey: 'bulk.processed',
        },
      ]}
    />
  );
}
