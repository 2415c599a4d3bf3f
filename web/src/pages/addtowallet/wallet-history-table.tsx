import { formatMoney, isRefusedInDemo, toMoney } from '@wayfare/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageRequest } from '../../api/catalogue';
import { walletHistory } from '../../api/money';
import type { User } from '../../api/types';
import { useBackOffice } from '../../back-office/back-office-context';
import { readAllPages } from '../../back-office/records/read-all-pages';
import { RecordsTable } from '../../back-office/records/records-table';
import { usePagedRecords } from '../../back-office/records/use-paged-records';
import { formatDate } from '../../i18n/format-date';

const PAGE_SIZE = 10;

/** The chosen user's wallet history, newest first, paged on the server (read-only), with its CSV export. */
export function WalletHistoryTable({ user }: { user: User }) {
  const { t, i18n } = useTranslation();
  const { settings } = useBackOffice();
  const readPage = useCallback((page: PageRequest) => walletHistory({ uid: user.uid, ...page }), [user.uid]);
  const rows = usePagedRecords(readPage, PAGE_SIZE);
  const amount = (value: number) => formatMoney(toMoney(value), settings);
  return (
    <RecordsTable
      title={t('addToWallet.history', { name: `${user.firstName} ${user.lastName}`.trim() })}
      rows={rows}
      columns={[
        {
          id: 'date',
          header: t('addToWallet.entry.date'),
          cell: (entry) => formatDate(entry.at, i18n.language),
        },
        {
          id: 'type',
          header: t('addToWallet.entry.type'),
          cell: (entry) => t(`wallet.type.${entry.type}`, { defaultValue: entry.type }),
        },
        { id: 'amount', header: t('addToWallet.entry.amount'), cell: (entry) => amount(entry.amount) },
        { id: 'txRef', header: t('addToWallet.entry.txRef'), cell: (entry) => entry.txRef ?? '' },
        { id: 'balance', header: t('addToWallet.entry.balance'), cell: (entry) => amount(entry.balance) },
      ]}
      trackBy={(entry) => entry.id}
      nameOf={(entry) => entry.id}
      emptyKey="No data available."
      csv={{ readAll: () => readAllPages(readPage), locked: isRefusedInDemo('records.export', settings) }}
    />
  );
}
