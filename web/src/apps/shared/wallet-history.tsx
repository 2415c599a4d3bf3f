import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { walletHistory, type WalletEntry } from '../../api/money';
import { useAppSession } from './app-session';
import { formatAmount, spendableAmount } from './money-format';
import { PageButtons, usePageTokens } from './page-tokens';
import { Empty, ErrorMessage, Loading } from './states';
import { useLoad } from './use-load';
import { useLanguage } from '../../i18n/language-provider';
import { LeftToRight } from '../../i18n/left-to-right';

/** What moved the money, in words; an entry of no known purpose says only in or out. */
const PURPOSE_KEYS: Partial<Record<string, string>> = {
  TRIP_PAYMENT: 'wallet.purpose.tripPayment',
  TRIP_EARNING: 'wallet.purpose.tripEarning',
  REFUND: 'wallet.purpose.refund',
  TOP_UP: 'wallet.purpose.topUp',
  WITHDRAWAL: 'wallet.purpose.withdrawal',
  REFERRAL_BONUS: 'wallet.purpose.referralBonus',
  CORRECTION: 'wallet.purpose.correction',
  TOP_UP_REVERSAL: 'wallet.purpose.topUpReversal',
  NO_SHOW_FEE: 'wallet.purpose.noShowFee',
  NO_SHOW_EARNING: 'wallet.purpose.noShowEarning',
  TIP: 'wallet.purpose.tip',
  TIP_EARNING: 'wallet.purpose.tipEarning',
};

const entryLabel = (entry: WalletEntry, t: TFunction): string => {
  const key = entry.purpose && PURPOSE_KEYS[entry.purpose];
  return key ? t(key) : t(`wallet.type.${entry.type}`, { defaultValue: entry.type });
};

/** The wallet's balance and its history, a page at a time from the server. */
export function WalletHistory() {
  const { t } = useTranslation();
  const { me, settings, walletVersion } = useAppSession();
  const pages = usePageTokens();
  const page = useLoad(() => walletHistory({ nextToken: pages.token }), [pages.token, walletVersion]);
  const { formatDate } = useLanguage();
  return (
    <section className="wf-card" aria-labelledby="wallet-title">
      <h3 id="wallet-title">{t('wallet.title')}</h3>
      <p data-testid="wallet-balance">
        {t('book.balance', { amount: formatAmount(me.walletBalance, settings) })}
      </p>
      {/* Held money is no history entry: the history sums to the balance, the hold shows here. */}
      {Boolean(me.walletHeld) && (
        <p className="wf-muted" data-testid="wallet-held">
          {t('wallet.held', { amount: formatAmount(me.walletHeld ?? 0, settings) })} ·{' '}
          {t('wallet.available', { amount: formatAmount(spendableAmount(me), settings) })}
        </p>
      )}
      {page.loading && <Loading />}
      {page.error && <ErrorMessage error={page.error} onRetry={() => void page.reload()} />}
      {page.data?.items.length === 0 && <Empty messageKey="No data available." />}
      <ul className="wf-list" data-testid="wallet-entries">
        {page.data?.items.map((entry) => (
          <li key={entry.id} className="wf-row">
            <span className="grow">
              {entryLabel(entry, t)} · {formatDate(entry.at)}
              {/* An admin's correction says why, in the admin's words. */}
              {entry.reason && (
                <span className="wf-muted" data-testid="wallet-entry-reason">
                  {' · '}
                  <bdi>{entry.reason}</bdi>
                </span>
              )}
            </span>
            {/* A debit reads as one: −$5.00 beside +$5.00, in right-to-left languages too. */}
            <strong data-testid="wallet-entry-amount">
              <LeftToRight>
                {entry.type === 'Credit' ? '+' : '−'}
                {formatAmount(entry.amount, settings)}
              </LeftToRight>
            </strong>
          </li>
        ))}
      </ul>
      <PageButtons pages={pages} nextToken={page.data?.nextToken} />
    </section>
  );
}
