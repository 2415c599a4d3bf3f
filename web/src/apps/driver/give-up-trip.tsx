import {
  DRIVER_CANCEL_REASONS,
  MAX_OTHER_REASON,
  noShowOpensAt,
  type DriverCancelReason,
} from '@wayfare/shared';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cancelTrip, reportNoShow, type Booking } from '../../api/trips';
import { formatDateTime } from '../../i18n/format-date';
import { useAppSession } from '../shared/app-session';
import { formatAmount } from '../shared/money-format';
import { ErrorMessage } from '../shared/states';
import { useAction } from '../shared/use-action';
import { useLanguage } from '../../i18n/language-provider';

/** Reason labels: the listed keys are message keys; 'other' asks for the driver's own words. */
const reasonLabel = (reason: DriverCancelReason) => (reason === 'other' ? 'drive.reasonOther' : reason);

/** True once `at` (epoch ms) has come; re-renders when it does. */
function useHasCome(at: number | undefined): boolean {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (at === undefined || now >= at) return;
    const timer = setTimeout(() => setNow(Date.now()), at - now);
    return () => clearTimeout(timer);
  }, [at, now]);
  return at !== undefined && now >= at;
}

/**
 * The driver gives up an accepted trip (docs/apps.md): cancel with a reason (ACCEPTED, ARRIVED),
 * or, once ARRIVED for the operator's wait, report that the rider did not come. Both ask first;
 * the server decides whether either is still allowed.
 */
export function GiveUpTrip({ booking, onDone }: { booking: Booking; onDone: () => Promise<void> }) {
  const { t } = useTranslation();
  const { settings } = useAppSession();
  const { dateLocale } = useLanguage().current;
  const id = useId();
  const [asking, setAsking] = useState<'cancel' | 'noShow' | null>(null);
  const [reason, setReason] = useState<DriverCancelReason | ''>('');
  const [other, setOther] = useState('');
  const action = useAction();
  const opensAt = noShowOpensAt(
    { status: booking.status, arrivedAt: booking.arrivedAt ?? undefined },
    settings.noShowWaitMinutes,
  );
  const noShowOpen = useHasCome(opensAt);
  const done = () => {
    setAsking(null);
    return onDone();
  };

  if (asking === null)
    return (
      <section className="wf-card" aria-label={t('drive.giveUp')}>
        {opensAt !== undefined && (
          <>
            <button
              type="button"
              disabled={!noShowOpen}
              aria-describedby={noShowOpen ? undefined : `${id}-wait`}
              onClick={() => setAsking('noShow')}
              data-testid="no-show"
            >
              {t('drive.noShow')}
            </button>
            {!noShowOpen && (
              <p id={`${id}-wait`} className="wf-muted" data-testid="no-show-wait">
                {t('drive.noShowFrom', { time: formatDateTime(opensAt, dateLocale) })}
              </p>
            )}
          </>
        )}
        <button
          type="button"
          className="danger"
          onClick={() => setAsking('cancel')}
          data-testid="driver-cancel"
        >
          {t('trip.cancel')}
        </button>
      </section>
    );

  const needsWords = reason === 'other' && other.trim() === '';
  return (
    <section className="wf-card wf-clear-nav" role="alertdialog" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t(asking === 'cancel' ? 'trip.cancelTitle' : 'drive.noShowTitle')}</h3>
      {asking === 'noShow' && settings.noShowFee > 0 && (
        <p data-testid="no-show-fee">
          {t('drive.noShowFee', { amount: formatAmount(settings.noShowFee, settings) })}
        </p>
      )}
      {asking === 'cancel' && (
        <>
          <div className="wf-field">
            <label htmlFor={`${id}-reason`}>{t('trip.reason')}</label>
            <select
              id={`${id}-reason`}
              value={reason}
              onChange={(event) => setReason(event.target.value as DriverCancelReason)}
              data-testid="driver-cancel-reason"
            >
              <option value="" disabled>
                {t('trip.chooseReason')}
              </option>
              {DRIVER_CANCEL_REASONS.map((item) => (
                <option key={item} value={item}>
                  {t(reasonLabel(item))}
                </option>
              ))}
            </select>
          </div>
          {reason === 'other' && (
            <div className="wf-field">
              <label htmlFor={`${id}-other`}>{t('drive.reasonOtherText')}</label>
              <input
                id={`${id}-other`}
                maxLength={MAX_OTHER_REASON}
                value={other}
                onChange={(event) => setOther(event.target.value)}
                data-testid="driver-cancel-other"
              />
            </div>
          )}
        </>
      )}
      {action.errorKey && <ErrorMessage error={{ messageKey: action.errorKey }} />}
      <div className="wf-row">
        <button
          type="button"
          className="danger grow"
          disabled={action.busy || (asking === 'cancel' && (!reason || needsWords))}
          onClick={() =>
            void action.run(async () => {
              if (asking === 'noShow') await reportNoShow(booking.id);
              else if (reason)
                await cancelTrip(booking.id, reason, reason === 'other' ? other.trim() : undefined);
              await done();
            })
          }
          data-testid="driver-cancel-confirm"
        >
          {t(asking === 'cancel' ? 'trip.cancelConfirm' : 'drive.noShowConfirm')}
        </button>
        <button
          type="button"
          className="grow"
          onClick={() => setAsking(null)}
          data-testid="driver-cancel-keep"
        >
          {t('trip.keep')}
        </button>
      </div>
    </section>
  );
}
