import { DEFAULT_PANIC_NUMBER } from '@wayfare/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { raiseSos } from '../../api/safety';
import { useAppSession } from './app-session';
import { openDialer, phonePosition } from './phone';
import { ErrorMessage } from './states';
import { useAction } from './use-action';

/**
 * SOS on a trip under way (docs/apps.md): one tap asks first, then alerts the operator with where
 * the phone is and dials the operator's panic number (112 while none is set). The number is
 * dialled even when the alert fails: reaching help matters more than the record. The question is an
 * alert dialog: focus moves into it (onto "go back", the safe choice) and returns to SOS when dismissed.
 */
export function EmergencyButton({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation();
  const { settings } = useAppSession();
  const id = useId();
  const action = useAction();
  const [stage, setStage] = useState<'idle' | 'confirming' | 'done'>('idle');
  const number = settings.panic || DEFAULT_PANIC_NUMBER;
  const tel = `tel:${number}`;
  const sosRef = useRef<HTMLButtonElement>(null);
  const goBackRef = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (stage === 'confirming') goBackRef.current?.focus();
    // Only after the dialog was open: the page's first render leaves focus where it is.
    else if (stage === 'idle' && asked.current) sosRef.current?.focus();
    asked.current = stage === 'confirming';
  }, [stage]);

  const confirm = () =>
    action.run(async () => {
      try {
        await raiseSos(bookingId, await phonePosition());
      } finally {
        setStage('done');
        openDialer(tel);
      }
    });

  return (
    <section className="wf-card" aria-labelledby={`${id}-title`} data-testid="emergency">
      <h3 id={`${id}-title`}>{t('sos.title')}</h3>
      {stage === 'idle' && (
        <button
          type="button"
          className="danger primary"
          ref={sosRef}
          onClick={() => setStage('confirming')}
          data-testid="sos"
        >
          {t('sos.button')}
        </button>
      )}
      {stage === 'confirming' && (
        <div
          role="alertdialog"
          aria-labelledby={`${id}-confirm`}
          onKeyDown={(e) => e.key === 'Escape' && setStage('idle')}
        >
          <p id={`${id}-confirm`}>
            {t('sos.confirm')} <bdi dir="ltr">{number}</bdi>
          </p>
          <div className="wf-row even">
            <button
              type="button"
              className="danger primary grow"
              disabled={action.busy}
              onClick={() => void confirm()}
              data-testid="sos-confirm"
            >
              {t('sos.confirmYes')}
            </button>
            <button
              type="button"
              className="grow"
              ref={goBackRef}
              onClick={() => setStage('idle')}
              data-testid="sos-cancel"
            >
              {t('sos.confirmNo')}
            </button>
          </div>
        </div>
      )}
      {stage === 'done' && !action.busy && !action.errorKey && (
        <p className="wf-note" role="status" data-testid="sos-alerted">
          {t('sos.alerted')}
        </p>
      )}
      {action.errorKey && <ErrorMessage error={{ messageKey: action.errorKey }} />}
      {stage === 'done' && (
        <a className="wf-button primary" href={tel} data-testid="sos-call">
          {t('sos.call')} <bdi dir="ltr">{number}</bdi>
        </a>
      )}
    </section>
  );
}
