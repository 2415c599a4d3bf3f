import {
  canTransition,
  hasReceipt,
  isBookedForLater,
  NO_DRIVER_REASON,
  NO_SHOW_REASON,
  returnedUnpaid,
  toMoney,
} from '@wayfare/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { listPaymentProviders, payFromWallet, payNow, submitPaymentForm } from '../../api/money';
import { listCancelReasons } from '../../api/shop';
import { cancelBooking, rateTrip, type Booking } from '../../api/trips';
import { useAppSession } from '../shared/app-session';
import { ChatPanel } from '../shared/chat-panel';
import { DeliveryOrder } from '../shared/delivery-order';
import { isDelivery, isShopOrder } from '../shared/order-lines';
import { EmergencyButton } from '../shared/emergency-button';
import { MapView } from '../shared/map-view';
import { tripRoute } from '../shared/trip-route';
import { formatAmount, spendableAmount } from '../shared/money-format';
import { ErrorMessage, Loading } from '../shared/states';
import { TripEta } from '../shared/trip-eta';
import { formatDateTime } from '../../i18n/format-date';
import { ChangeDrop } from './change-drop';
import { DriverCard } from './driver-card';
import { rebook } from './rebook';
import { ShareTrip } from './share-trip';
import { TipDriver } from './tip-driver';
import { TripStatus } from '../shared/trip-status';
import { useDriverPosition } from '../shared/use-driver-position';
import { TripStops } from '../shared/trip-stops';
import { useLiveBooking } from '../shared/use-live-booking';
import { useLoad } from '../shared/use-load';
import { useAction } from '../shared/use-action';
import { RatingForm } from '../shared/rating-form';
import { usePageTitle } from '../../i18n/use-page-title';
import { providerTitle } from '../shared/provider-title';
import { useLanguage } from '../../i18n/language-provider';

const WITH_DRIVER = new Set(['ACCEPTED', 'ARRIVED', 'STARTED']);
const PAYABLE = new Set(['PENDING', 'PAYMENT_PENDING']);

/** The rider's trip screen (product.md §1): searching, the driver coming (live on the map), the otp, chat, payment, rating and tip. */
export default function RiderTripPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { me } = useAppSession();
  const { dateLocale } = useLanguage().current;
  const booking = useLiveBooking(id);
  const b = booking.data;
  usePageTitle('trip.title', { reference: b?.reference ?? '' });
  const driverPosition = useDriverPosition(id, Boolean(b && WITH_DRIVER.has(b.status)));
  useHoldFreed(b);

  if (booking.loading && !b) return <Loading />;
  if (booking.error && !b)
    return <ErrorMessage error={booking.error} onRetry={() => void booking.reload()} />;
  if (!b) return <ErrorMessage error={{ messageKey: 'not_found' }} />;
  const refresh = () => booking.reload();
  const later = isBookedForLater(b);

  return (
    <>
      <section className="wf-card" aria-labelledby="trip-title">
        <h2 id="trip-title">{t('trip.title', { reference: b.reference })}</h2>
        <TripStatus status={b.status} scheduled={later} shopOrder={isShopOrder(b)} />
        <MapView
          markers={{ pickup: b.pickup, drop: b.drop, driver: driverPosition }}
          route={tripRoute(b, driverPosition)}
        />
        <TripEta status={b.status} position={driverPosition} />
        {b.status === 'ACCEPTED' && b.arrivingNoticeAt != null && (
          // The server's notice (once per trip), shown live: the booking is re-read on its change.
          <p className="wf-note" role="status" data-testid="driver-arriving">
            {t('driver_arriving')}
          </p>
        )}
        <dl className="wf-details">
          <dt>{t('book.pickup')}</dt>
          <dd>{b.pickup.add}</dd>
          <TripStops stops={b.stops} />
          <dt>{t('book.drop')}</dt>
          <dd data-testid="trip-drop">{b.drop.add}</dd>
          {later && (
            <>
              <dt>{t('trip.pickupAt')}</dt>
              <dd data-testid="pickup-time">{formatDateTime(b.tripdate, dateLocale)}</dd>
            </>
          )}
        </dl>
        {b.status === 'NEW' && (
          <p className="wf-note">
            {later
              ? t('trip.scheduled', { time: formatDateTime(b.tripdate, dateLocale) })
              : t('trip.searching')}
          </p>
        )}
        {b.status === 'CANCELLED' && b.cancelledBy === 'driver' && (
          // Told live: the booking is re-read on its change signal.
          <p className="wf-note" role="alert" data-testid="driver-cancelled">
            {b.reason === NO_SHOW_REASON
              ? t(NO_SHOW_REASON)
              : t('trip.driverCancelled', { reason: t(b.reason ?? '', { defaultValue: b.reason ?? '' }) })}
          </p>
        )}
        {b.status === 'CANCELLED' && <Rebook booking={b} />}
      </section>
      {/* A shop order goes to the door it was ordered for; a ride's drop may change (docs/apps.md). */}
      {WITH_DRIVER.has(b.status) && !b.cartData?.length && <ChangeDrop booking={b} onDone={refresh} />}
      {b.driver && WITH_DRIVER.has(b.status) && <DriverCard booking={b} />}
      {b.driver && WITH_DRIVER.has(b.status) && <ShareTrip bookingId={b.id} />}
      {/* product.md §3: panic is for the taxi category only, so rides have it and deliveries not
          (docs/apps.md). */}
      {b.driver && WITH_DRIVER.has(b.status) && !isDelivery(b) && <EmergencyButton bookingId={b.id} />}
      {b.otp && (b.status === 'ACCEPTED' || b.status === 'ARRIVED') && (
        <section className="wf-card" aria-labelledby="otp-title">
          <h3 id="otp-title">{t('trip.otp')}</h3>
          <p className="wf-otp" data-testid="ride-otp">
            {b.otp}
          </p>
          <p className="wf-muted" style={{ margin: 0 }}>
            {t('trip.otpHint')}
          </p>
        </section>
      )}
      {isDelivery(b) && <DeliveryOrder booking={b} />}
      {/* The server's rule: the rider may cancel until the trip starts, also once the driver arrived. */}
      {canTransition(b.status, 'CANCELLED', 'rider') && <CancelTrip booking={b} onDone={refresh} />}
      {PAYABLE.has(b.status) && <PayTrip booking={b} onDone={refresh} />}
      {b.status === 'PAID' && <RateTrip booking={b} onDone={refresh} />}
      <TipDriver booking={b} onDone={refresh} />
      <TripTotals booking={b} />
      {hasReceipt(b) && (
        <Link className="wf-button" to={`/ride/trip/${b.id}/receipt`} data-testid="open-receipt">
          {t('receipt_open')}
        </Link>
      )}
      {b.driver && WITH_DRIVER.has(b.status) && <ChatPanel bookingId={b.id} me={me.uid} />}
      <p>
        <Link to="/ride">{t('trip.bookAnother')}</Link>
      </p>
    </>
  );
}

/**
 * A wallet trip cancelled (by the rider, the driver, or for want of a driver) frees the price it
 * held on the wallet. That makes no wallet entry, so no live wallet signal: the balance is re-read.
 */
function useHoldFreed(booking: Booking | null | undefined) {
  const { reloadMe } = useAppSession();
  const freed = booking?.payment_mode === 'wallet' && booking.status === 'CANCELLED';
  useEffect(() => {
    if (freed) void reloadMe();
  }, [freed, reloadMe]);
}

/** A booking that ended without a trip: why (no driver found), and the same trip again in one tap. */
function Rebook({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const action = useAction();
  return (
    <>
      {booking.reason === NO_DRIVER_REASON && (
        <p className="wf-note" role="alert" data-testid="no-driver">
          {t(NO_DRIVER_REASON)}
        </p>
      )}
      <button
        type="button"
        className="primary"
        disabled={action.busy}
        onClick={() =>
          void action.run(async () => {
            const again = await rebook(booking);
            navigate(`/ride/trip/${again.id}`);
          })
        }
        data-testid="rebook"
      >
        {t('trip.rebook')}
      </button>
      {action.errorKey && <ErrorMessage error={{ messageKey: action.errorKey }} />}
    </>
  );
}

function CancelTrip({ booking, onDone }: { booking: Booking; onDone: () => Promise<void> }) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const reasons = useLoad(() => (open ? listCancelReasons() : Promise.resolve([])), [open]);
  // No reason is chosen for the rider (product.md §4: the user picks one); confirming waits for it.
  const [reason, setReason] = useState('');
  const action = useAction();
  const card = useRef<HTMLElement>(null);
  // The card opens at the page's foot: bring all of it into view, clear of the tab bar (apps.css).
  useEffect(() => {
    if (open && !reasons.loading) card.current?.scrollIntoView?.({ block: 'nearest' });
  }, [open, reasons.loading]);

  if (!open)
    return (
      <button type="button" className="danger" onClick={() => setOpen(true)} data-testid="cancel-trip">
        {t('trip.cancel')}
      </button>
    );
  return (
    <section ref={card} className="wf-card wf-clear-nav" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('trip.cancelTitle')}</h3>
      {reasons.loading && <Loading />}
      {reasons.error && <ErrorMessage error={reasons.error} />}
      {reasons.data?.length === 0 && <p className="wf-muted">{t('no_cancel_reason')}</p>}
      {reasons.data && reasons.data.length > 0 && (
        <div className="wf-field">
          <label htmlFor={id}>{t('trip.reason')}</label>
          <select
            id={id}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            data-testid="cancel-reason"
          >
            <option value="" disabled>
              {t('trip.chooseReason')}
            </option>
            {reasons.data.map((item) => (
              <option key={item.value} value={item.label}>
                {item.label}
              </option>
            ))}
          </select>
        </div>
      )}
      {action.errorKey && <ErrorMessage error={{ messageKey: action.errorKey }} />}
      <div className="wf-row">
        <button
          type="button"
          className="danger"
          disabled={!reason || action.busy}
          onClick={() =>
            void action.run(async () => {
              await cancelBooking(booking.id, reason);
              await onDone();
            })
          }
          data-testid="cancel-confirm"
        >
          {t('trip.cancelConfirm')}
        </button>
        <button type="button" onClick={() => setOpen(false)}>
          {t('trip.keep')}
        </button>
      </div>
    </section>
  );
}

function PayTrip({ booking, onDone }: { booking: Booking; onDone: () => Promise<void> }) {
  const { t } = useTranslation();
  const { me, settings, reloadMe } = useAppSession();
  const id = useId();
  const providers = useLoad(listPaymentProviders, []);
  const [provider, setProvider] = useState('');
  const action = useAction();
  const chosen = provider || providers.data?.[0]?.name || '';
  const amount = booking.payableAmount ?? booking.trip_cost;
  // The server refuses a wallet payment beyond what the wallet may spend (its balance less what
  // wallet trips in progress hold); the button says so before the tap, and why.
  const spendable = spendableAmount(me);
  const walletShort = toMoney(spendable) < toMoney(amount ?? 0);
  const shortKey = toMoney(me.walletBalance) < toMoney(amount ?? 0) ? 'insufficient_balance' : 'funds_held';
  // Back from a provider's page on which nothing was paid: say so, the rider may try again.
  const [search] = useSearchParams();
  const notPaid = returnedUnpaid(search);
  return (
    <section className="wf-card" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('pay.title')}</h3>
      {notPaid && <ErrorMessage error={{ messageKey: 'pay.notCompleted' }} />}
      <p data-testid="pay-amount">{t('pay.amount', { amount: formatAmount(amount, settings) })}</p>
      {providers.loading && <Loading />}
      {providers.error && <ErrorMessage error={{ messageKey: 'provider_fetch_error' }} />}
      {providers.data?.length === 0 && <p className="wf-muted">{t('no_provider_found')}</p>}
      {providers.data && providers.data.length > 0 && (
        <div className="wf-field">
          <label htmlFor={id}>{t('pay.provider')}</label>
          <select
            id={id}
            value={chosen}
            onChange={(event) => setProvider(event.target.value)}
            data-testid="pay-provider"
          >
            {providers.data.map((item) => (
              <option key={item.name} value={item.name}>
                {providerTitle(item.name, t)}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="primary"
            disabled={!chosen || action.busy}
            onClick={() => void action.run(async () => submitPaymentForm(await payNow(booking.id, chosen)))}
            data-testid="pay-now"
          >
            {t('pay.now')}
          </button>
        </div>
      )}
      <button
        type="button"
        disabled={action.busy || walletShort}
        aria-describedby={walletShort ? `${id}-wallet-short` : undefined}
        onClick={() =>
          void action.run(async () => {
            await payFromWallet(booking.id);
            await Promise.all([onDone(), reloadMe()]);
          })
        }
        data-testid="pay-wallet"
      >
        {t('pay.wallet', { amount: formatAmount(spendable, settings) })}
      </button>
      {walletShort && (
        <p id={`${id}-wallet-short`} className="wf-muted" data-testid="wallet-short">
          {t(shortKey)}
        </p>
      )}
      {action.errorKey && <ErrorMessage error={{ messageKey: action.errorKey }} />}
    </section>
  );
}

function RateTrip({ booking, onDone }: { booking: Booking; onDone: () => Promise<void> }) {
  const { t } = useTranslation();
  return (
    <RatingForm
      title={t('rate.title')}
      onRate={async (stars, comment) => {
        await rateTrip(booking.id, stars, comment);
        await onDone();
      }}
    />
  );
}

function TripTotals({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const { settings } = useAppSession();
  return (
    <section className="wf-card" aria-labelledby="totals-title">
      <h3 id="totals-title">{t('trip.fare')}</h3>
      <dl className="wf-details">
        <dt>{t('trip.payment')}</dt>
        <dd>{t(`payment.${booking.payment_mode}`)}</dd>
        {booking.discount ? (
          <>
            <dt>{t('book.discountLabel')}</dt>
            <dd>{formatAmount(booking.discount, settings)}</dd>
          </>
        ) : null}
        <dt>{t('book.total')}</dt>
        {/* What the rider pays: the trip's cost less its discount. */}
        <dd data-testid="trip-cost">{formatAmount(booking.payableAmount ?? booking.trip_cost, settings)}</dd>
        {booking.rating ? (
          <>
            <dt>{t('trip.yourRating')}</dt>
            <dd>{booking.rating}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
