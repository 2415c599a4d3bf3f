import '../apps.css';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { getSharedTrip, onSharedTrip, type SharedTrip, type SharedTripFrame } from '../../api/trip-sharing';
import { usePageTitle } from '../../i18n/use-page-title';
import { MapView } from '../shared/map-view';
import { ErrorMessage, Loading } from '../shared/states';
import { TripEta } from '../shared/trip-eta';
import { tripRoute } from '../shared/trip-route';
import { TripStatus } from '../shared/trip-status';
import { useLive } from '../shared/use-live';
import { useLoad } from '../shared/use-load';
import { DriverAvatar } from '../shared/driver-avatar';

const ENDED = new Set(['share_ended', 'share_not_found']);

/**
 * A rider's shared trip, for anyone holding the link and no account (docs/apps.md): the driver's
 * first name and photo, the car, the places and the driver moving live with the ETA. The server
 * says when the link has ended; the page then shows that and nothing of the trip.
 */
export default function SharedTripPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  usePageTitle('share.title');
  const trip = useLoad(() => getSharedTrip(token), [token]);
  const [frame, setFrame] = useState<SharedTripFrame | null>(null);
  const reload = trip.reload;
  const open = useCallback(
    (handlers: { onError: Parameters<typeof onSharedTrip>[1]['onError'] }) =>
      onSharedTrip(token, {
        onData: (next) => {
          setFrame(next);
          // A step or the end: read the trip again (the server decides what the link still shows).
          if (next.ended || !next.position) void reload();
        },
        onError: handlers.onError,
      }),
    [token, reload],
  );
  const shown = trip.data;
  const ended = frame?.ended || (trip.error && ENDED.has(trip.error.messageKey));
  useLive(shown && !ended ? open : null, () => void reload());

  return (
    <div className="wf-app">
      <main className="wf-main" id="main">
        <section className="wf-card" aria-labelledby="share-title">
          <h2 id="share-title">{t('share.title')}</h2>
          {ended ? (
            <p className="wf-note" role="alert" data-testid="share-ended">
              {t(trip.error?.messageKey === 'share_not_found' ? 'share_not_found' : 'share_ended')}
            </p>
          ) : trip.error ? (
            <ErrorMessage error={trip.error} onRetry={() => void reload()} />
          ) : !shown ? (
            <Loading />
          ) : (
            <TripView trip={shown} live={frame} />
          )}
        </section>
      </main>
    </div>
  );
}

function TripView({ trip, live }: { trip: SharedTrip; live: SharedTripFrame | null }) {
  const { t } = useTranslation();
  // The newer of the read position and the live one, while it belongs to the trip's current step.
  const latest =
    live?.position && (!trip.position || live.position.at >= trip.position.at)
      ? live.position
      : trip.position;
  const position = latest && latest.status === trip.status ? latest : null;
  const name = trip.driverFirstName ?? '';
  const car = [trip.vehicleMake, trip.vehicleModel].some(Boolean)
    ? t('trip.carDescription', {
        color: trip.vehicleColor ?? '',
        make: trip.vehicleMake ?? '',
        model: trip.vehicleModel ?? '',
      }).trim()
    : null;
  return (
    <>
      <TripStatus status={trip.status} />
      <MapView
        markers={{ pickup: trip.pickup, drop: trip.drop, driver: position }}
        route={tripRoute(trip, position)}
      />
      <TripEta status={trip.status} position={position} />
      <div className="wf-row">
        <DriverAvatar image={trip.driverImage} name={name} />
        <dl className="wf-details grow">
          <dt>{t('trip.driverName')}</dt>
          <dd data-testid="driver-name">{name}</dd>
          {car && (
            <>
              <dt>{t('trip.car')}</dt>
              <dd data-testid="driver-car">{car}</dd>
            </>
          )}
          <dt>{t('trip.plate')}</dt>
          <dd>
            <bdi className="wf-plate" data-testid="driver-plate">
              {trip.vehicleNumber ?? '–'}
            </bdi>
          </dd>
        </dl>
      </div>
      <dl className="wf-details">
        <dt>{t('book.pickup')}</dt>
        <dd>{trip.pickup.add}</dd>
        <dt>{t('book.drop')}</dt>
        <dd>{trip.drop.add}</dd>
      </dl>
    </>
  );
}
