import { useTranslation } from 'react-i18next';
import { getMyEarnings, listMyTripEarnings } from '../../api/my-earnings';
import { useAppSession } from '../shared/app-session';
import { formatAmount } from '../shared/money-format';
import { PageButtons, usePageTokens } from '../shared/page-tokens';
import { Empty, ErrorMessage, Loading } from '../shared/states';
import { useLoad } from '../shared/use-load';
import { formatDate } from '../../i18n/format-date';
import { useLanguage } from '../../i18n/language-provider';

const TRIPS_PER_PAGE = 10;

/**
 * The driver's earnings (docs/apps.md): today and this week on the operator's calendar, then each
 * settled trip with its share, a page at a time from the server. Every figure is the server's.
 */
export function EarningsCard() {
  const { t } = useTranslation();
  const { settings, walletVersion } = useAppSession();
  const pages = usePageTokens();
  // A trip's share moves the wallet: the figures follow it.
  const totals = useLoad(getMyEarnings, [walletVersion]);
  const trips = useLoad(
    () => listMyTripEarnings({ limit: TRIPS_PER_PAGE, nextToken: pages.token }),
    [pages.token, walletVersion],
  );
  const { dateLocale } = useLanguage().current;
  return (
    <section className="wf-card" aria-labelledby="earnings-title">
      <h2 id="earnings-title">{t('drive.earnings')}</h2>
      {totals.error && <ErrorMessage error={totals.error} onRetry={() => void totals.reload()} />}
      {totals.data && (
        <dl className="wf-details" data-testid="earnings-totals">
          <dt>{t('drive.earningsToday')}</dt>
          <dd data-testid="earnings-today">
            <strong>{formatAmount(totals.data.today, settings)}</strong> ·{' '}
            {t('drive.trips', { count: totals.data.todayRides })}
          </dd>
          <dt>{t('drive.earningsWeek')}</dt>
          <dd data-testid="earnings-week">
            <strong>{formatAmount(totals.data.thisWeek, settings)}</strong> ·{' '}
            {t('drive.trips', { count: totals.data.thisWeekRides })}
          </dd>
        </dl>
      )}
      {totals.data && <p className="wf-muted">{t('drive.earningsZone', { zone: totals.data.timezone })}</p>}
      {trips.loading && <Loading />}
      {trips.error && <ErrorMessage error={trips.error} onRetry={() => void trips.reload()} />}
      {trips.data?.items.length === 0 && <Empty messageKey="drive.noTrips" />}
      <ul className="wf-list" data-testid="earnings">
        {trips.data?.items.map((trip) => (
          <li key={trip.bookingId} className="wf-row">
            <span className="grow">
              {/* On the operator's calendar, as the totals above count the days. */}
              {trip.reference} · {formatDate(trip.tripdate, dateLocale, settings.timezone)} ·{' '}
              {t(`payment.${trip.payment_mode}`)}
              {trip.tip ? (
                <span data-testid="trip-tip">
                  {' '}
                  · {t('drive.tipIncluded', { amount: formatAmount(trip.tip, settings) })}
                </span>
              ) : null}
            </span>
            <strong>{formatAmount(trip.driverShare, settings)}</strong>
          </li>
        ))}
      </ul>
      <PageButtons pages={pages} nextToken={trips.data?.nextToken} />
    </section>
  );
}
