import { hasBankDetails } from '@wayfare/shared';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '../../api/api-error';
import { listWithdraws, requestWithdraw } from '../../api/money';
import { setLicenceImage } from '../../api/users';
import { useAppSession } from '../shared/app-session';
import { LicenceInput } from '../shared/licence-input';
import { formatAmount } from '../shared/money-format';
import { Empty, ErrorMessage, Loading } from '../shared/states';
import { useLoad } from '../shared/use-load';
import { WalletHistory } from '../shared/wallet-history';
import { useLanguage } from '../../i18n/language-provider';
import { usePageTitle } from '../../i18n/use-page-title';
import { BankDetailsCard } from './bank-details-card';
import { EarningsCard } from './earnings-card';

/**
 * The driver's money screen (product.md §1): earnings per trip, the wallet, withdrawals to the bank, and the
 * licence image.
 */
export default function MoneyPage() {
  const { t } = useTranslation();
  usePageTitle('apps.nav.money');
  const { me, settings, reloadMe, walletVersion } = useAppSession();
  const { formatDate } = useLanguage();
  // A payout changes the wallet: the withdrawals follow it.
  const withdraws = useLoad(() => listWithdraws(), [walletVersion]);
  return (
    <>
      <EarningsCard />
      <WalletHistory />
      {settings.bank_fields && <BankDetailsCard />}
      <WithdrawForm onDone={async () => void (await Promise.all([withdraws.reload(), reloadMe()]))} />
      <section className="wf-card" aria-labelledby="withdraws-title">
        <h3 id="withdraws-title">{t('nav.withdraws')}</h3>
        {withdraws.loading && <Loading />}
        {withdraws.error && <ErrorMessage error={withdraws.error} onRetry={() => void withdraws.reload()} />}
        {withdraws.data?.items.length === 0 && <Empty messageKey="No WITHDRAWS available." />}
        <ul className="wf-list" data-testid="withdraws">
          {withdraws.data?.items.map((item) => (
            <li key={item.id} className="wf-row">
              <span className="grow">{formatDate(item.date)}</span>
              <span>{t(item.processed ? 'drive.processed' : 'drive.pending')}</span>
              <strong>{formatAmount(item.amount, settings)}</strong>
            </li>
          ))}
        </ul>
      </section>
      <section className="wf-card" aria-labelledby="licence-title">
        <h3 id="licence-title">{t('drivers.licence')}</h3>
        {me.licenseImage ? (
          <img src={me.licenseImage} alt={t('drivers.licence')} style={{ maxWidth: '100%' }} />
        ) : (
          <p className="wf-muted">{t('drivers.noLicence')}</p>
        )}
        <LicenceInput
          uid={me.uid}
          onUploaded={async (key) => {
            await setLicenceImage(me.uid, key);
            await reloadMe();
          }}
        />
      </section>
    </>
  );
}

/** How many digits an amount was typed with after its decimal point. */
const decimalsOf = (typed: string) => typed.split('.')[1]?.length ?? 0;

function WithdrawForm({ onDone }: { onDone: () => Promise<void> }) {
  const { t } = useTranslation();
  const { me, settings } = useAppSession();
  const id = useId();
  const [amount, setAmount] = useState('');
  const [message, setMessage] = useState<{ key: string; ok: boolean } | null>(null);
  // The server refuses the same ('bank_details_required'); this only explains the disabled button.
  const needsBank = settings.bank_fields && !hasBankDetails(me);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = Number(amount);
    if (!Number.isFinite(value) || value <= 0) return setMessage({ key: 'amount_above_zero', ok: false });
    try {
      await requestWithdraw(value);
      setAmount('');
      setMessage({ key: 'success', ok: true });
      await onDone();
    } catch (error) {
      setMessage({ key: toApiError(error).messageKey, ok: false });
    }
  };
  return (
    <form className="wf-card" onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('drive.withdraw')}</h3>
      {needsBank && <p className="wf-muted">{t('drive.noBank')}</p>}
      <div className="wf-field">
        <label htmlFor={id}>{t('drive.amount')}</label>
        <input
          id={id}
          data-testid="withdraw-amount"
          inputMode="decimal"
          value={amount}
          dir="ltr"
          onChange={(event) => {
            // The server refuses more decimals than the currency has: they cannot be typed.
            if (decimalsOf(event.target.value) <= (settings.decimal ?? 2)) setAmount(event.target.value);
          }}
        />
      </div>
      {message &&
        (message.ok ? (
          <p role="status" className="wf-note">
            {t(message.key)}
          </p>
        ) : (
          <ErrorMessage error={{ messageKey: message.key }} />
        ))}
      <button
        type="submit"
        className="primary"
        data-testid="request-withdraw"
        disabled={needsBank || !amount}
      >
        {t('drive.requestWithdraw')}
      </button>
    </form>
  );
}
