import { MAX_TRIP_STOPS } from '@wayfare/shared';
import { useTranslation } from 'react-i18next';
import type { Place } from '../../api/trips';
import { PlaceField, type PlaceShortcut } from '../shared/place-field';

/**
 * A stop being chosen: its place is null until picked (then it counts for the quote). The id is
 * the screen's own, given when the stop is added, so a field keeps its stop when one before it is
 * removed; it is never sent.
 */
export interface StopDraft {
  id: number;
  place: Place | null;
}

/** The stops the quote routes through: the chosen ones, in the order they are listed. */
export const chosenStops = (drafts: readonly StopDraft[]): Place[] =>
  drafts.flatMap(({ place }) => (place ? [place] : []));

/** An id no listed stop has. */
const nextStopId = (stops: readonly StopDraft[]): number =>
  stops.reduce((largest, stop) => Math.max(largest, stop.id), 0) + 1;

/**
 * The trip's stops between pickup and drop (docs/apps.md, Stops): each a place field like the drop,
 * removable, and "Add a stop" while fewer than the server's limit are listed.
 */
export function StopFields({
  stops,
  onChange,
  near,
  shortcuts,
}: {
  stops: readonly StopDraft[];
  onChange: (stops: StopDraft[]) => void;
  near: Place | null;
  shortcuts: readonly PlaceShortcut[];
}) {
  const { t } = useTranslation();
  const setStop = (id: number, place: Place) =>
    onChange(stops.map((stop) => (stop.id === id ? { id, place } : stop)));
  return (
    <>
      {stops.map((stop, index) => (
        <div key={stop.id} className="wf-stop" data-testid={`stop-${index + 1}`}>
          <PlaceField
            labelKey="book.stop"
            labelValues={{ number: index + 1 }}
            value={stop.place}
            near={near}
            onChoose={(place) => setStop(stop.id, place)}
            testId={`stop-${index + 1}`}
            shortcuts={shortcuts}
          />
          <button
            type="button"
            onClick={() => onChange(stops.filter(({ id }) => id !== stop.id))}
            data-testid={`remove-stop-${index + 1}`}
          >
            {t('book.removeStop', { number: index + 1 })}
          </button>
        </div>
      ))}
      {stops.length < MAX_TRIP_STOPS && (
        <button
          type="button"
          onClick={() => onChange([...stops, { id: nextStopId(stops), place: null }])}
          data-testid="add-stop"
        >
          {t('book.addStop')}
        </button>
      )}
    </>
  );
}
