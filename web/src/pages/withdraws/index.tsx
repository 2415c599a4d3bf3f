import Button from '@cloudscape-design/components/button';
import type { TableProps } from '@cloudscape-design/components/table';
import { formatMoney, toMoney } from '@wayfare/shared';
import { useTranslation } from 'react-i18next';
import { listAllWithdraws, processWithdraw, type AdminWithdrawRequest } from '../../api/wallet-admin';
import { useBackOffice } from '../../back-office/back-office-context';
import { RecordsTable } from '../../back-office/records/records-table';
import { usePagedRecords } from '../../back-office/records/use-paged-records';
import { formatDate } from '../../i18n/format-date';

const PAGE_SIZE = 10;
const BANK_COLUMNS = ['bankName', 'bankCode', 'bankAccount'] as const;

/**
 * Withdrawal requests (SPEC §2, §3): newest first; the admin processes the selected request once it
 * is paid out, after confirming the amount and the name. Bank columns show only with
 * settings.bank_fields.
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
      extraActions={(selected, _run, confirm) => (
        <Button
          variant="primary"
          disabled={!selected || selected.processed}
          onClick={() =>
            selected &&
            confirm({
              header: t('withdraws.confirmTitle'),
              message: t('withdraws.confirm', {
                amount: formatMoney(toMoney(selected.amount), settings),
                name: selected.name,
              }),
              confirmLabel: t('withdraws.process'),
              testId: 'withdraw-process-confirm',
              action: () => processWithdraw(selected.id),
              successKey: 'withdraws.done',
            })
          }
          nativeButtonAttributes={{ 'data-testid': 'withdraw-process' }}
        >
          {t('withdraws.process')}
        </Button>
      )}
    />
  );
}
