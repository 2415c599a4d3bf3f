import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { toApiError } from '../../api/api-error';
import { rateRider, updateTripStatus, type Booking, type BookingStatus } from '../../api/trips';
import { useAppSession } from '../shared/app-session';
import { ChatPanel } from '../shared/chat-panel';
import { DeliveryOrder } from '../shared/delivery-order';
import { isDelivery, isShopOrder } from '../shared/order-lines';
import { EmergencyButton } from '../shared/emergency-button';
import { MapView } from '../shared/map-view';
import { tripRoute } from '../shared/trip-route';
import { useDriverPosition } from '../shared/use-driver-position';
import { formatAmount } from '../shared/money-format';
import { ErrorMessage, Loading } from '../shared/states';
import { TripStatus } from '../shared/trip-status';
import { useLiveBooking } from '../shared/use-live-booking';
import { TripEta } from '../shared/trip-eta';
import { TripStops, usePassedStops } from '../shared/trip-stops';
import { useDriverPresence } from './driver-presence';
import { TripPhotoInput } from './trip-photo-input';
import { GiveUpTrip } from './give-up-trip';
import { RatingForm } from '../shared/rating-form';
import { usePageTitle } from '../../i18n/use-page-title';

type Step = 'ARRIVED' | 'STARTED' | 'REACHED';

/** The driver's next step from each status (product.md §4: arrive, start with the rider's otp, reach). */
export const NEXT_STEP: Partial<Record<BookingStatus, Step>> = {
  ACCEPTED: 'ARRIVED',
  ARRIVED: 'STARTED',
  STARTED: 'REACHED',
};

const NO_STOPS: readonly NonNullable<Booking['stops']>[number][] = [];
const ACTIVE = new Set<BookingStatus>(['ACCEPTED', 'ARRIVED', 'STARTED']);
/** The trip is over for the driver once paid: it may rate the rider (once). */
const RATEABLE = new Set<BookingStatus>(['PAID', 'COMPLETE']);

const directionsTo = (place: { lat: number; lng: number }) =>
  `https://www.openstreetmap.org/directions?route=%3B${place.lat}%2C${place.lng}`;

/** Cash to collect, for a cash trip still under way; none once it is paid, completed or cancelled. */
export const cashToCollect = (b: Booking): number | null =>
  b.payment_mode === 'cash' && ACTIVE.has(b.status)
    ? (b.cashPaymentAmount ?? b.payableAmount ?? b.trip_cost)
    : null;

/**
 * The driver's trip screen (product.md §1): the map with the driver live and the ETA, navigation link, the
 * next-step button (ending the trip asks first), chat and the cash to collect; for a delivery, the order and
 * the photos at the pickup (once arrived) and at the drop (once started).
 */
export default function DriverTripPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { me, settings } = useAppSession();
  const booking = useLiveBooking(id);
  const b = booking.data;
  usePageTitle('trip.title', { reference: b?.reference ?? '' });
  const position = useDriverPosition(id, Boolean(b && ACTIVE.has(b.status)));
  const { refresh, reportNow } = useDriverPresence();
  const status = b?.status;
  const stops = b?.stops ?? NO_STOPS;
  const passed = usePassedStops(id, stops, position, status === 'STARTED');
  useEffect(() => {
    if (!status) return;
    // Each step changes where the driver heads (and an ended trip frees it): tell the server now
    // and read the presence it now has.
    if (ACTIVE.has(status)) reportNow();
    void refresh();
  }, [status, reportNow, refresh]);
  if (booking.loading && !b) return <Loading />;
  // An offer that lapsed, was declined or went to another driver (opened from its notice, say) is
  // no longer the driver's to read: another try cannot help, the offers can.
  if (booking.error?.errorType === 'FORBIDDEN' && !b)
    return (
      <>
        <ErrorMessage error={{ messageKey: 'booking_unavailable' }} />
        <p>
          <Link to="/drive">{t('drive.backToOffers')}</Link>
        </p>
      </>
    );
  if (booking.error && !b)
    return <ErrorMessage error={booking.error} onRetry={() => void booking.reload()} />;
  if (!b) return <ErrorMessage error={{ messageKey: 'not_found' }} />;
  // On the trip the driver heads for the next stop not yet passed, then the drop.
  const target = b.status === 'STARTED' ? (stops[passed] ?? b.drop) : b.pickup;
  const cash = cashToCollect(b);

  return (
    <>
      <section className="wf-card" aria-labelledby="trip-title">
        <h2 id="trip-title">{t('trip.title', { reference: b.reference })}</h2>
        <TripStatus status={b.status} forDriver />
        <MapView
          markers={{ pickup: b.pickup, drop: b.drop, driver: position }}
          route={tripRoute(b, position)}
        />
        <TripEta status={b.status} position={position} />
        <dl className="wf-details">
          <dt>{t('drive.rider')}</dt>
          <dd>{b.customer_name}</dd>
          <dt>{t('book.pickup')}</dt>
          <dd>{b.pickup.add}</dd>
          <TripStops stops={stops} next={b.status === 'STARTED' ? passed : undefined} />
          <dt>{t('book.drop')}</dt>
          {/* The note goes under the address, in the drop's own cell: the list is a two-column grid. */}
          <dd>
            <span data-testid="trip-drop">{b.drop.add}</span>
            {ACTIVE.has(b.status) && b.dropChangedAt != null && (
              <p className="wf-note" data-testid="drop-changed">
                {t('drive.dropChanged')}
              </p>
            )}
          </dd>
          {cash !== null && (
            <>
              <dt>{t('drive.cashToCollect')}</dt>
              <dd data-testid="cash-to-collect">
                <strong>{formatAmount(cash, settings)}</strong>
              </dd>
            </>
          )}
        </dl>
        {ACTIVE.has(b.status) && (
          <a className="wf-button" href={directionsTo(target)} target="_blank" rel="noopener noreferrer">
            {t(
              b.status !== 'STARTED'
                ? 'drive.navigatePickup'
                : stops[passed]
                  ? 'drive.navigateStop'
                  : 'drive.navigateDrop',
            )}
          </a>
        )}
      </section>
      {isDelivery(b) && (
        <DeliveryOrder booking={b}>
          {(b.status === 'ARRIVED' || b.status === 'STARTED') && (
            <TripPhotoInput bookingId={b.id} which="pickup_image" onSaved={booking.reload} />
          )}
          {b.status === 'STARTED' && (
            <TripPhotoInput bookingId={b.id} which="deliver_image" onSaved={booking.reload} />
          )}
        </DeliveryOrder>
      )}
      {NEXT_STEP[b.status] && (
        <NextStep booking={b} step={NEXT_STEP[b.status]!} cash={cash} onDone={booking.reload} />
      )}
      {(b.status === 'ACCEPTED' || b.status === 'ARRIVED') && (
        <GiveUpTrip booking={b} onDone={booking.reload} />
      )}
      {b.tip ? (
        <p className="wf-note" data-testid="tip-received">
          {t('drive.tipReceived', { amount: formatAmount(b.tip, settings) })}
        </p>
      ) : null}
      {RATEABLE.has(b.status) &&
        (b.riderRating == null ? (
          <RatingForm
            title={t('drive.rateRider', { name: b.customer_name })}
            onRate={async (stars, comment) => {
              await rateRider(b.id, stars, comment);
              await booking.reload();
            }}
          />
        ) : (
          <p className="wf-note" data-testid="rider-rated">
            {t('drive.riderRated', { count: b.riderRating })}
          </p>
        ))}
      {b.status === 'CANCELLED' && b.cancelledBy === 'driver' && b.reason && (
        <p className="wf-note" data-testid="trip-cancelled-reason">
          {t('drive.cancelledBecause', { reason: t(b.reason, { defaultValue: b.reason }) })}
        </p>
      )}
      {/* product.md §3: panic is for the taxi category only, so rides have it and deliveries not
          (docs/apps.md). */}
      {ACTIVE.has(b.status) && !isDelivery(b) && <EmergencyButton bookingId={b.id} />}
      {ACTIVE.has(b.status) && <ChatPanel bookingId={b.id} me={me.uid} />}
      {!ACTIVE.has(b.status) && (
        <p>
          <Link to="/drive">{t('drive.backToOffers')}</Link>
        </p>
      )}
    </>
  );
}

function NextStep({
  booking,
  step,
  cash,
  onDone,
}: {
  booking: Booking;
  step: Step;
  cash: number | null;
  onDone: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const { settings } = useAppSession();
  const id = useId();
  const [otp, setOtp] = useState('');
  // The rider's code starts a ride; a shop order starts at the shop with none (the server sets none).
  const askCode = step === 'STARTED' && !isShopOrder(booking);
  const [busy, setBusy] = useState(false);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  // Reaching the drop ends the trip (and settles a cash one) for good: one tap only asks.
  const [confirming, setConfirming] = useState(false);
  const submit = async () => {
    if (step === 'REACHED' && !confirming) {
      setConfirming(true);
      return;
    }
    setConfirming(false);
    setBusy(true);
    setErrorKey(null);
    try {
      await updateTripStatus(booking.id, step, askCode ? otp.trim() : undefined);
      // Only the start uses the code. The live update can show its field before the arrival's own
      // answer comes back, and the code typed there meanwhile must stay.
      if (step === 'STARTED') setOtp('');
      await onDone();
    } catch (error) {
      setErrorKey(toApiError(error).messageKey);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="wf-card"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {askCode && (
        <div className="wf-field">
          <label htmlFor={id}>{t('drive.otp')}</label>
          <input
            id={id}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={10}
            value={otp}
            onChange={(event) => setOtp(event.target.value)}
            data-testid="otp-input"
          />
        </div>
      )}
      {errorKey && <ErrorMessage error={{ messageKey: errorKey }} />}
      {confirming ? (
        <div role="alertdialog" aria-labelledby={`${id}-confirm`}>
          <p id={`${id}-confirm`}>
            {cash === null
              ? t('drive.confirmReached')
              : t('drive.confirmReachedCash', { amount: formatAmount(cash, settings) })}
          </p>
          <div className="wf-row">
            <button type="submit" className="primary grow" disabled={busy} data-testid="confirm-step">
              {t('drive.confirmReachedYes')}
            </button>
            <button
              type="button"
              className="grow"
              onClick={() => setConfirming(false)}
              data-testid="cancel-step"
            >
              {t('drive.confirmReachedNo')}
            </button>
          </div>
        </div>
      ) : (
        <button
          type="submit"
          className="primary"
          disabled={busy || (askCode && !otp.trim())}
          data-testid="next-step"
        >
          {t(`drive.step.${step}`)}
        </button>
      )}
    </form>
  );
}
