import { isBookedForLater } from '@wayfare/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Task } from '../../api/trips';
import { formatDateTime } from '../../i18n/format-date';
import { useAppSession } from '../shared/app-session';
import { isDelivery } from '../shared/order-lines';
import { MapView } from '../shared/map-view';
import { formatAmount } from '../shared/money-format';
import { useSecondsLeft } from './use-countdown';
import { useLanguage } from '../../i18n/language-provider';

/** 75 → "1:15". */
const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * One offer (docs/apps.md, The offer card): the marks, a small map of the pickup (MapLibre comes
 * after the text has painted), the way there, the trip, the driver's earning, the payment mode,
 * the rider's rating and the time left to answer. Every figure is the server's; the card only
 * formats them, and tells the list when the offer lapses.
 */
export function OfferCard({
  task,
  onAnswer,
  onLapse,
}: {
  task: Task;
  onAnswer: (accept: boolean) => void;
  onLapse: () => void;
}) {
  const { t } = useTranslation();
  const { settings } = useAppSession();
  const secondsLeft = useSecondsLeft(task.offer?.expiresAt);
  const lapsed = secondsLeft === 0;
  useEffect(() => {
    if (lapsed) onLapse();
    // onLapse is the list's reload: a new function each render, called once per lapse.
  }, [lapsed]);
  if (lapsed) return null;
  const unit = settings.convert_to_mile ? t('units.mile') : t('units.km');
  const { dateLocale } = useLanguage().current;
  const offer = task.offer;
  return (
    <li className="wf-card" data-testid="offer">
      <p className="wf-row" style={{ margin: 0 }}>
        {isDelivery(task) && (
          <strong className="wf-badge" data-testid="offer-delivery">
            {t('drive.delivery')}
          </strong>
        )}
        {isBookedForLater(task) && (
          <strong className="wf-badge" data-testid="offer-scheduled">
            {t('drive.scheduled', { time: formatDateTime(task.tripdate, dateLocale, settings.timezone) })}
          </strong>
        )}
        {secondsLeft !== null && (
          <span className="wf-badge" role="timer" aria-live="off" data-testid="offer-countdown">
            {t('drive.offerEndsIn', { time: clock(secondsLeft) })}
          </span>
        )}
      </p>
      <MapView
        size="small"
        markers={{ pickup: task.pickup }}
        center={task.pickup}
        label={t('drive.offerMap')}
      />
      <dl className="wf-details">
        <dt>{t('book.pickup')}</dt>
        <dd>{task.pickup.add}</dd>
        <dt>{t('drive.toPickup')}</dt>
        <dd data-testid="offer-to-pickup">
          {offer?.toPickupDistance == null || offer.toPickupSecs == null
            ? t('drive.toPickupUnknown')
            : t('drive.toPickupValue', {
                distance: offer.toPickupDistance,
                unit,
                minutes: Math.max(1, Math.round(offer.toPickupSecs / 60)),
              })}
        </dd>
        <dt>{t('book.drop')}</dt>
        <dd>{task.drop.add}</dd>
        <dt>{t('drive.distance')}</dt>
        <dd data-testid="offer-distance">
          {task.distance ?? '–'} {unit}
        </dd>
        {offer && (
          <>
            <dt>{t('drive.yourEarning')}</dt>
            <dd data-testid="offer-earning">
              <strong>{formatAmount(offer.driverEarning, settings)}</strong>
            </dd>
          </>
        )}
        <dt>{t('book.payment')}</dt>
        <dd data-testid="offer-payment">{t(`payment.${task.payment_mode}`)}</dd>
        <dt>{t('drive.riderRating')}</dt>
        <dd data-testid="offer-rider-rating">
          {task.customerRating == null
            ? t('drive.riderNew')
            : t('drive.riderRatingValue', {
                rating: task.customerRating,
                count: task.customerRatingCount ?? 0,
              })}
        </dd>
      </dl>
      <div className="wf-row">
        <button type="button" className="primary grow" onClick={() => onAnswer(true)} data-testid="accept">
          {t('drive.accept')}
        </button>
        <button type="button" className="grow" onClick={() => onAnswer(false)} data-testid="decline">
          {t('drive.decline')}
        </button>
      </div>
    </li>
  );
}
