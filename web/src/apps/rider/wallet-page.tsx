import { returnedUnpaid, TOP_UP_PARAM } from '@wayfare/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import {
  getCardTopUp,
  listPaymentProviders,
  submitPaymentForm,
  topUpByCard,
  walletTopUpOptions,
} from '../../api/money';
import { usePageTitle } from '../../i18n/use-page-title';
import { AmountField, typedAmount } from '../shared/amount-field';
import { useAppSession } from '../shared/app-session';
import { formatAmount } from '../shared/money-format';
import { providerTitle } from '../shared/provider-title';
import { ErrorMessage, Loading } from '../shared/states';
import { useAction } from '../shared/use-action';
import { useLoad } from '../shared/use-load';
import { WalletHistory } from '../shared/wallet-history';

/**
 * The rider's wallet (product.md §2's Wallet screen): the outcome of a top-up, a new top-up by card, the
 * history.
 */
export default function WalletPage() {
  usePageTitle('wallet.title');
  const [search] = useSearchParams();
  const returnedFrom = search.get(TOP_UP_PARAM);
  return (
    <>
      {returnedFrom && <TopUpOutcome id={returnedFrom} notPaid={returnedUnpaid(search)} />}
      <WalletHistory />
      <TopUpByCard />
    </>
  );
}

/**
 * Back from the provider: the top-up as the server has it. The wallet's live feed re-reads it, so a
 * callback that lands after the rider is back still turns 'waiting' into the credit.
 */
function TopUpOutcome({ id, notPaid }: { id: string; notPaid: boolean }) {
  const { t } = useTranslation();
  const { settings, walletVersion } = useAppSession();
  const topUp = useLoad(() => getCardTopUp(id), [id, walletVersion]);
  if (topUp.error) return <ErrorMessage error={topUp.error} />;
  if (!topUp.data) return <Loading />;
  const amount = formatAmount(topUp.data.amount, settings);
  if (topUp.data.status === 'PAID')
    return (
      <p className="wf-note" role="status" data-testid="top-up-outcome">
        {t('topUp.paid', { amount })}
      </p>
    );
  if (topUp.data.status === 'DECLINED' || notPaid)
    return <ErrorMessage error={{ messageKey: 'topUp.declined' }} />;
  return (
    <p className="wf-note" role="status" data-testid="top-up-outcome">
      {t('topUp.waiting', { amount })}
    </p>
  );
}

/** A preset (the operator's) or a typed amount, paid through the chosen provider's page. */
function TopUpByCard() {
  const { t } = useTranslation();
  const { settings } = useAppSession();
  const id = useId();
  const options = useLoad(walletTopUpOptions, []);
  const providers = useLoad(listPaymentProviders, []);
  const [typed, setTyped] = useState('');
  const [provider, setProvider] = useState('');
  const action = useAction();
  const chosenProvider = provider || providers.data?.[0]?.name || '';
  const amount = typedAmount(typed, settings.decimal ?? 2);
  const max = options.data && formatAmount(options.data.max, settings);
  return (
    <section className="wf-card" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('topUp.title')}</h3>
      {(options.loading || providers.loading) && <Loading />}
      {options.error && <ErrorMessage error={options.error} />}
      {providers.error && <ErrorMessage error={{ messageKey: 'provider_fetch_error' }} />}
      {options.data && options.data.amounts.length > 0 && (
        <div className="wf-row" role="group" aria-label={t('topUp.presets')}>
          {options.data.amounts.map((preset) => (
            <button
              key={preset}
              type="button"
              aria-pressed={amount === preset}
              onClick={() => setTyped(String(preset))}
              data-testid="top-up-preset"
            >
              {formatAmount(preset, settings)}
            </button>
          ))}
        </div>
      )}
      <AmountField
        id={id}
        label={t('topUp.amount')}
        limit={max && t('topUp.limit', { amount: max })}
        value={typed}
        onChange={setTyped}
        testId="top-up-amount"
      />
      {providers.data?.length === 0 && <p className="wf-muted">{t('no_provider_found')}</p>}
      {providers.data && providers.data.length > 0 && (
        <div className="wf-field">
          <label htmlFor={`${id}-provider`}>{t('pay.provider')}</label>
          <select
            id={`${id}-provider`}
            value={chosenProvider}
            onChange={(event) => setProvider(event.target.value)}
            data-testid="top-up-provider"
          >
            {providers.data.map((item) => (
              <option key={item.name} value={item.name}>
                {providerTitle(item.name, t)}
              </option>
            ))}
          </select>
        </div>
      )}
      {action.errorKey === 'topup_above_maximum' && max ? (
        // The server's text is the back office's (it names its settings): the rider is told the limit.
        <ErrorMessage error={{ messageKey: 'topUp.aboveMax' }} values={{ amount: max }} />
      ) : (
        action.errorKey && <ErrorMessage error={{ messageKey: action.errorKey }} />
      )}
      <button
        type="button"
        className="primary"
        disabled={amount === null || !chosenProvider || action.busy}
        onClick={() =>
          void action.run(async () => submitPaymentForm(await topUpByCard(amount!, chosenProvider)))
        }
        data-testid="top-up-pay"
      >
        {amount === null ? t('topUp.pay') : t('topUp.payAmount', { amount: formatAmount(amount, settings) })}
      </button>
    </section>
  );
}
