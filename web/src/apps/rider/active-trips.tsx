import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageButtons, usePageTokens } from '../shared/page-tokens';
import { riderStatusKey } from '../shared/trip-status';
import { useLoad } from '../shared/use-load';
import { activeTripsPage, firstActiveTrips } from './book-reads';

/**
 * Every trip of the rider that is not over yet (the server's active list, paged), each a way back
 * to its trip screen: booking or cancelling another trip never hides one.
 */
export function ActiveTrips() {
  const { t } = useTranslation();
  const pages = usePageTokens();
  const active = useLoad(
    () => (pages.token ? activeTripsPage(pages.token) : firstActiveTrips.take()),
    [pages.token],
  );
  const trips = active.data?.items ?? [];
  if (trips.length === 0 && !pages.canGoBack && !active.data?.nextToken) return null;
  return (
    <section className="wf-note" aria-labelledby="current-trips-title">
      <h3 id="current-trips-title" className="wf-visually-hidden">
        {t('book.currentTrips')}
      </h3>
      <ul className="wf-list" data-testid="current-trips">
        {trips.map((trip) => (
          <li key={trip.id}>
            <Link to={`/ride/trip/${trip.id}`} data-testid="current-trip">
              {t('book.currentTrip', { reference: trip.reference })} · {t(riderStatusKey(trip))}
            </Link>
          </li>
        ))}
      </ul>
      <PageButtons pages={pages} nextToken={active.data?.nextToken} />
    </section>
  );
}
