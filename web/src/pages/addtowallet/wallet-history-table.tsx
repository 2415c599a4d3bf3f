import Button from '@cloudscape-design/components/button';
import { ADMIN_CREDIT_TX_REF, formatMoney, isRefusedInDemo, toMoney } from '@wayfare/shared';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageRequest } from '../../api/catalogue';
import { walletHistory, type WalletEntry } from '../../api/money';
import type { User } from '../../api/types';
import { useBackOffice } from '../../back-office/back-office-context';
import { readAllPages } from '../../back-office/records/read-all-pages';
import { RecordsTable } from '../../back-office/records/records-table';
import { usePagedRecords } from '../../back-office/records/use-paged-records';
import { formatDate } from '../../i18n/format-date';
import { CorrectionModal, type EntryCorrection } from './correction-modal';

const PAGE_SIZE = 10;

/** What an entry may be corrected with: a debit refunded, an admin top-up reversed. */
const canRefund = (entry: WalletEntry) => entry.type === 'Withdraw';
const canReverse = (entry: WalletEntry) => entry.purpose === 'TOP_UP' && entry.txRef === ADMIN_CREDIT_TX_REF;

/**
 * The chosen user's wallet history, newest first, paged on the server, with who made each admin
 * entry and why; a selected debit can be refunded and a selected top-up reversed.
 */
export function WalletHistoryTable({
  user,
  onCorrected,
}: {
  user: User;
  onCorrected: (balance: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const { settings } = useBackOffice();
  const readPage = useCallback((page: PageRequest) => walletHistory({ uid: user.uid, ...page }), [user.uid]);
  const rows = usePagedRecords(readPage, PAGE_SIZE);
  const [correcting, setCorrecting] = useState<{ kind: EntryCorrection; entry: WalletEntry } | null>(null);
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
        {
          id: 'reason',
          header: t('addToWallet.entry.reason'),
          cell: (entry) => <bdi>{entry.reason ?? ''}</bdi>,
        },
        { id: 'by', header: t('addToWallet.entry.by'), cell: (entry) => <bdi>{entry.by?.name ?? ''}</bdi> },
      ]}
      trackBy={(entry) => entry.id}
      nameOf={(entry) => entry.id}
      emptyKey="No data available."
      csv={{ readAll: () => readAllPages(readPage), locked: isRefusedInDemo('records.export', settings) }}
      extraActions={(selected) => (
        <>
          <Button
            disabled={!selected || !canRefund(selected)}
            onClick={() => selected && setCorrecting({ kind: 'refund', entry: selected })}
            nativeButtonAttributes={{ 'data-testid': 'wallet-refund' }}
          >
            {t('addToWallet.refund')}
          </Button>
          <Button
            disabled={!selected || !canReverse(selected)}
            onClick={() => selected && setCorrecting({ kind: 'reverse', entry: selected })}
            nativeButtonAttributes={{ 'data-testid': 'wallet-reverse' }}
          >
            {t('addToWallet.reverse')}
          </Button>
        </>
      )}
    >
      {correcting && (
        <CorrectionModal
          kind={correcting.kind}
          user={user}
          entry={correcting.entry}
          formatAmount={amount}
          onDismiss={() => setCorrecting(null)}
          onDone={(balance) => {
            setCorrecting(null);
            onCorrected(balance);
          }}
        />
      )}
    </RecordsTable>
  );
}
