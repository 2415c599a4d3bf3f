import { hasReceipt, isBookedForLater } from '@wayfare/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { listBookings } from '../../api/trips';
import { useAppSession } from '../shared/app-session';
import { formatAmount } from '../shared/money-format';
import { PageButtons, usePageTokens } from '../shared/page-tokens';
import { Empty, ErrorMessage, Loading } from '../shared/states';
import { useLoad } from '../shared/use-load';
import { riderStatusKey } from '../shared/trip-status';
import { WalletHistory } from '../shared/wallet-history';
import { LanguagePicker } from '../../public/language-picker';
import { formatDateTime } from '../../i18n/format-date';
import { LeftToRight } from '../../i18n/left-to-right';
import { usePageTitle } from '../../i18n/use-page-title';
import { useLanguage } from '../../i18n/language-provider';

/** The rider's account screen (product.md §1): booking history (paged on the server), wallet, profile, notifications, language, sign-out. */
export default function AccountPage() {
  const { t } = useTranslation();
  usePageTitle('apps.nav.account');
  const { me, settings, signOut } = useAppSession();
  const pages = usePageTokens();
  const history = useLoad(() => listBookings({ limit: 10, nextToken: pages.token }), [pages.token]);
  const { dateLocale } = useLanguage().current;
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
          <Link className="wf-button" to="/ride/notifications" data-testid="open-notifications">
            {t('notices.title')}
          </Link>
          <Link className="wf-button" to="/ride/wallet" data-testid="open-wallet">
            {t('topUp.open')}
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
                {/* The reference and the address keep their own direction: in Arabic an English
                    address's commas stay where they are. */}
                <span className="grow">
                  <bdi>{booking.reference}</bdi> ·{' '}
                  {isBookedForLater(booking)
                    ? `${t('status.SCHEDULED')} ${formatDateTime(booking.tripdate, dateLocale)}`
                    : new Date(booking.tripdate).toLocaleDateString(dateLocale)}{' '}
                  · <bdi data-testid="history-drop">{booking.drop.add}</bdi>
                </span>
                <span>{t(riderStatusKey(booking))}</span>
                <strong>{formatAmount(booking.payableAmount ?? booking.trip_cost, settings)}</strong>
              </Link>
              {hasReceipt(booking) && (
                <Link
                  to={`/ride/trip/${booking.id}/receipt`}
                  className="wf-receipt-link"
                  aria-label={`${t('receipt_open')} ${booking.reference}`}
                  data-testid="open-receipt"
                >
                  {t('receipt_open')}
                </Link>
              )}
            </li>
          ))}
        </ul>
        <PageButtons pages={pages} nextToken={history.data?.nextToken} />
      </section>
      <WalletHistory />
    </>
  );
}
