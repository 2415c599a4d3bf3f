import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sharedTripUrl, shareTrip, stopSharingTrip } from '../../api/trip-sharing';
import { ErrorMessage } from '../shared/states';
import { useAction } from '../shared/use-action';

type Outcome = 'shared' | 'copied' | 'manual' | 'stopped' | 'notShared';

/** The link this phone made last for the trip, kept across reloads until sharing stops. */
const storedLinkKey = (bookingId: string) => `wayfare.sharedLink.${bookingId}`;

/**
 * Share my trip (docs/apps.md): a new link for family or friends, through the phone's share sheet
 * where there is one, else copied; Stop sharing, offered only while this phone's link is live,
 * ends every link of the trip at once.
 */
export function ShareTrip({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation();
  const action = useAction();
  const [link, setStoredLink] = useState<string | null>(() => localStorage.getItem(storedLinkKey(bookingId)));
  const setLink = (url: string | null) => {
    if (url) localStorage.setItem(storedLinkKey(bookingId), url);
    else localStorage.removeItem(storedLinkKey(bookingId));
    setStoredLink(url);
  };
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const share = () =>
    action.run(async () => {
      const url = sharedTripUrl(await shareTrip(bookingId));
      setLink(url);
      setOutcome(await handOver(url, t('share.message')));
    });
  const stop = () =>
    action.run(async () => {
      const stopped = await stopSharingTrip(bookingId);
      setLink(null);
      setOutcome(stopped > 0 ? 'stopped' : 'notShared');
    });

  return (
    <section className="wf-card" aria-labelledby="share-trip-title" data-testid="share-trip">
      <h3 id="share-trip-title">{t('share.shareTitle')}</h3>
      <p className="wf-muted" style={{ margin: 0 }}>
        {t('share.hint')}
      </p>
      <div className="wf-row">
        <button
          type="button"
          className="primary"
          disabled={action.busy}
          onClick={() => void share()}
          data-testid="share-link"
        >
          {t('share.share')}
        </button>
        {link && (
          <button type="button" disabled={action.busy} onClick={() => void stop()} data-testid="stop-sharing">
            {t('share.stop')}
          </button>
        )}
      </div>
      {outcome && (
        <p className="wf-note" role="status" data-testid="share-outcome">
          {t(`share.outcome.${outcome}`)}
        </p>
      )}
      {link && (
        <p style={{ margin: 0 }}>
          <bdi dir="ltr" className="wf-share-link" data-testid="shared-link">
            {link}
          </bdi>
        </p>
      )}
      {action.errorKey && <ErrorMessage error={{ messageKey: action.errorKey }} />}
    </section>
  );
}

/** The phone's share sheet where there is one, else the clipboard; else the link shown to copy by hand. */
async function handOver(url: string, text: string): Promise<Outcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ url, text });
      return 'shared';
    } catch {
      // Closed without sharing, or refused: the link is still shown to copy.
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    return 'copied';
  } catch {
    return 'manual';
  }
}
