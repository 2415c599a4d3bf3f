import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '../../api/api-error';
import { removeSavedPlace, savePlace, type SavedPlace, type SavedPlaceKind } from '../../api/places';
import type { Place } from '../../api/trips';
import type { PlaceShortcut } from '../shared/place-field';
import { ErrorMessage } from '../shared/states';
import { useLoad, type Loaded } from '../shared/use-load';
import { firstRecentPlaces, firstSavedPlaces } from './book-reads';

const KINDS: readonly SavedPlaceKind[] = ['HOME', 'WORK'];
const KIND_LABELS: Record<SavedPlaceKind, string> = { HOME: 'book.home', WORK: 'book.work' };

/** The place alone: a quote or booking input takes no other field (a saved place's kind). */
const placeOf = ({ lat, lng, add }: Place): Place => ({ lat, lng, add });

export interface RiderPlaces {
  saved: Loaded<SavedPlace[]>;
  /** Home and work, then the recent drops: what an empty place field offers. */
  shortcuts: PlaceShortcut[];
}

/** The rider's saved and recent places, read from the server. */
export function useRiderPlaces(): RiderPlaces {
  const saved = useLoad(() => firstSavedPlaces.take(), []);
  const recent = useLoad(() => firstRecentPlaces.take(), []);
  const byKind = KINDS.flatMap((kind) => saved.data?.filter((place) => place.kind === kind) ?? []);
  const shortcuts = [
    ...byKind.map((place) => ({ labelKey: KIND_LABELS[place.kind], place: placeOf(place) })),
    ...(recent.data ?? []).map((place) => ({ labelKey: 'book.recent', place: placeOf(place) })),
  ];
  return { saved, shortcuts };
}

/** Home and work: saved from the chosen pickup or drop, replaced the same way, or removed. */
export function SavedPlacesCard({
  saved,
  pickup,
  drop,
}: {
  saved: Loaded<SavedPlace[]>;
  pickup: Place | null;
  drop: Place | null;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [errorKey, setErrorKey] = useState<string | null>(null);

  const change = async (write: () => Promise<unknown>) => {
    setBusy(true);
    setErrorKey(null);
    try {
      await write();
      await saved.reload();
    } catch (error) {
      setErrorKey(toApiError(error).messageKey);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="wf-card" aria-label={t('book.savedPlaces')} data-testid="saved-places">
      <h3>{t('book.savedPlaces')}</h3>
      {saved.error && <ErrorMessage error={saved.error} onRetry={() => void saved.reload()} />}
      {KINDS.map((kind) => {
        const place = saved.data?.find((item) => item.kind === kind);
        return (
          <div key={kind} className="wf-field" data-testid={`saved-${kind.toLowerCase()}`}>
            <strong>{t(KIND_LABELS[kind])}</strong>
            <span className={place ? undefined : 'wf-muted'} data-testid={`saved-${kind.toLowerCase()}-add`}>
              {place ? place.add : t('book.notSaved')}
            </span>
            <div className="wf-row">
              {(['pickup', 'drop'] as const).map((which) => {
                const chosen = which === 'pickup' ? pickup : drop;
                return (
                  <button
                    key={which}
                    type="button"
                    disabled={busy || !chosen}
                    onClick={() => chosen && void change(() => savePlace(kind, chosen))}
                    data-testid={`save-${kind.toLowerCase()}-${which}`}
                  >
                    {t(which === 'pickup' ? 'book.savePickupAs' : 'book.saveDropAs', {
                      kind: t(KIND_LABELS[kind]),
                    })}
                  </button>
                );
              })}
              {place && (
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => void change(() => removeSavedPlace(kind))}
                  data-testid={`remove-${kind.toLowerCase()}`}
                >
                  {t('book.removePlaceAs', { kind: t(KIND_LABELS[kind]) })}
                </button>
              )}
            </div>
          </div>
        );
      })}
      {errorKey && <ErrorMessage error={{ messageKey: errorKey }} />}
    </section>
  );
}
