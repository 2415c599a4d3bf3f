import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { listBookings } from '../../api/trips';
import { useAppSession } from '../shared/app-session';
import { formatAmount } from '../shared/money-format';
import { Empty, ErrorMessage, Loading } from '../shared/states';
import { useLoad } from '../shared/use-load';
import { WalletHistory } from '../shared/wallet-history';
import { LanguagePicker } from '../../public/language-picker';
import { LeftToRight } from '../../i18n/left-to-right';
import { usePageTitle } from '../../i18n/use-page-title';

/** SPEC account: booking history (paged on the server), wallet, profile, language, sign-out. */
export default function AccountPage() {
  const { t } = useTranslation();
  usePageTitle('apps.nav.account');
  const { me, settings, signOut } = useAppSession();
  const [tokens, setTokens] = useState<(string | null)[]>([null]);
  const token = tokens[tokens.length - 1]!;
  const history = useLoad(() => listBookings({ limit: 10, nextToken: token }), [token]);
  const dateLocale = me.lang?.dateLocale ?? undefined;
  return (
    <>
      <section className="wf-card" aria-labelledby="me-title">
        <h2 id="me-title">
          {me.firstName} {me.lastName}
        </h2>
        <p className="wf-muted" style={{ margin: 0 }}>
          <LeftToRight>{me.mobile ?? me.email}</LeftToRight>
        </p>
        <div className="wf-row">
          <Link className="wf-button" to="/profile">
            {t('nav.profile')}
          </Link>
          <button type="button" onClick={() => void signOut()} data-testid="app-sign-out">
            {t('nav.signOut')}
          </button>
        </div>
        <LanguagePicker />
      </section>
      <section className="wf-card" aria-labelledby="history-title">
        <h3 id="history-title">{t('nav.bookings')}</h3>
        {history.loading && <Loading />}
        {history.error && <ErrorMessage error={history.error} onRetry={() => void history.reload()} />}
        {history.data?.items.length === 0 && <Empty messageKey="no_bookings" />}
        <ul className="wf-list" data-testid="history">
          {history.data?.items.map((booking) => (
            <li key={booking.id}>
              <Link to={`/ride/trip/${booking.id}`} className="wf-row">
                <span className="grow">
                  {booking.reference} · {new Date(booking.tripdate).toLocaleDateString(dateLocale)} ·{' '}
                  {booking.drop.add}
                </span>
                <span>{t(`status.${booking.status}`)}</span>
                <strong>{formatAmount(booking.trip_cost, settings)}</strong>
              </Link>
            </li>
          ))}
        </ul>
        <div className="wf-row">
          {tokens.length > 1 && (
            <button type="button" onClick={() => setTokens(tokens.slice(0, -1))}>
              {t('table.previousPage')}
            </button>
          )}
          {history.data?.nextToken && (
            <button type="button" onClick={() => setTokens([...tokens, history.data!.nextToken ?? null])}>
              {t('table.nextPage')}
            </button>
          )}
        </div>
      </section>
      <WalletHistory />
    </>
  );
}
