import { OPEN_BOOKING_STATUSES } from '@wayfare/shared';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { toApiError } from '../../api/api-error';
import { acceptTask, declineTask, onTaskOffered, type Booking } from '../../api/trips';
import { useAppSession } from '../shared/app-session';
import { Empty, ErrorMessage, Loading } from '../shared/states';
import { useLive } from '../shared/use-live';
import { useLoad } from '../shared/use-load';
import { useDriverPresence } from './driver-presence';
import { OfferCard } from './offer-card';
import { firstCurrentTrip, firstTasks } from './tasks-reads';
import { usePageTitle } from '../../i18n/use-page-title';

/**
 * A lost accept race reads as "another driver took it". Only 'booking_unavailable' says so: the
 * server's other refusals, CONFLICT ones included (a lapsed offer, a driver whose position is not
 * known), are shown in their own words.
 */
const lostRace = (messageKey: string) => messageKey === 'booking_unavailable';

/** The switch's label: where the server has the driver, or what is being saved. */
function switchLabel(presence: string, switchedOn: boolean, switching: boolean): string {
  if (switching) return switchedOn ? 'drive.goingOffline' : 'drive.goingOnline';
  if (presence === 'busy') return switchedOn ? 'drive.busy' : 'drive.busyOffline';
  return presence === 'online' ? 'drive.online' : 'drive.offline';
}

/**
 * The driver's tasks screen (product.md §2): the online switch (the server's presence) and live offers to
 * accept or decline.
 */
export default function TasksPage() {
  const { t } = useTranslation();
  usePageTitle('apps.nav.offers');
  const navigate = useNavigate();
  const { me } = useAppSession();
  const { presence, switchedOn, switching, switchError, positionError, switchTo, refresh } =
    useDriverPresence();
  const online = presence === 'online';
  const [offerError, setOfferError] = useState<string | null>(null);
  const tasks = useLoad(() => firstTasks.take(), []);
  const current = useLoad(() => firstCurrentTrip.take(), []);
  const open = useCallback(
    (handlers: Parameters<typeof onTaskOffered>[1]) => onTaskOffered(me.uid, handlers),
    [me.uid],
  );
  useLive(open, () => void tasks.reload());

  const toggle = async (next: boolean) => {
    await switchTo(next);
    // Offers made while the list was hidden show at once.
    if (next) await tasks.reload();
  };

  const answer = async (booking: Booking, accept: boolean) => {
    setOfferError(null);
    try {
      if (accept) {
        const accepted = await acceptTask(booking.id);
        // On the trip the driver is busy, not offline: the server says so.
        void refresh();
        navigate(`/drive/trip/${accepted.id}`);
        return;
      }
      await declineTask(booking.id);
    } catch (error) {
      const apiError = toApiError(error);
      setOfferError(lostRace(apiError.messageKey) ? 'drive.lostRace' : apiError.messageKey);
    }
    await tasks.reload();
  };

  // A paid trip stays active until the rider rates it, but the driver is done with it.
  const trip = current.data?.items.find(
    (booking) => booking.driver === me.uid && OPEN_BOOKING_STATUSES.includes(booking.status),
  );
  return (
    <>
      <section className="wf-card" aria-labelledby="status-title">
        <h2 id="status-title">{t('drive.status')}</h2>
        <label className="wf-switch">
          {/* The switch stays where the server has it until the server answers. */}
          <input
            type="checkbox"
            role="switch"
            checked={switchedOn}
            disabled={switching}
            aria-busy={switching}
            onChange={(event) => void toggle(event.target.checked)}
            data-testid="online-switch"
          />
          <span data-testid="presence" data-presence={presence} aria-live="polite">
            {t(switchLabel(presence, switchedOn, switching))}
          </span>
          {switching && <span className="wf-spinner" aria-hidden="true" />}
        </label>
        {switchError && <ErrorMessage error={{ messageKey: switchError }} />}
        {presence !== 'offline' && positionError && <p className="wf-muted">{t(positionError)}</p>}
      </section>
      {trip && (
        <p className="wf-note">
          <Link to={`/drive/trip/${trip.id}`} data-testid="current-task">
            {t('drive.currentTrip', { reference: trip.reference })}
          </Link>
        </p>
      )}
      <section className="wf-card" aria-labelledby="offers-title" aria-live="polite">
        <h2 id="offers-title">{t('drive.offers')}</h2>
        {/* The server still lists offers made before the driver went offline; offline, none are taken. */}
        {online ? (
          <>
            {offerError && <ErrorMessage error={{ messageKey: offerError }} />}
            {tasks.loading && !tasks.data && <Loading />}
            {tasks.error && <ErrorMessage error={tasks.error} onRetry={() => void tasks.reload()} />}
            {tasks.data?.length === 0 && <Empty messageKey="no_tasks" />}
            <ul className="wf-list">
              {tasks.data?.map((task) => (
                <OfferCard
                  key={task.id}
                  task={task}
                  onAnswer={(accept) => void answer(task, accept)}
                  onLapse={() => void tasks.reload()}
                />
              ))}
            </ul>
          </>
        ) : (
          // On a trip the server offers nothing until it ends; only an offline driver is asked to go online.
          <Empty messageKey={presence === 'busy' ? 'drive.noOffersOnTrip' : 'drive.goOnline'} />
        )}
      </section>
    </>
  );
}
