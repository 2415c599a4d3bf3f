import { MAX_TRIP_STOPS } from '@wayfare/shared';
import { useTranslation } from 'react-i18next';
import type { Place } from '../../api/trips';
import { PlaceField, type PlaceShortcut } from '../shared/place-field';

/** A stop being chosen: null until its place is picked (then it counts for the quote). */
export type StopDraft = Place | null;

/** The stops the quote routes through: the chosen ones, in the order they are listed. */
export const chosenStops = (drafts: readonly StopDraft[]): Place[] =>
  drafts.filter((stop): stop is Place => stop !== null);

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
  const setStop = (index: number, place: StopDraft) =>
    onChange(stops.map((stop, at) => (at === index ? place : stop)));
  return (
    <>
      {stops.map((stop, index) => (
        <div key={index} className="wf-stop" data-testid={`stop-${index + 1}`}>
          <PlaceField
            labelKey="book.stop"
            labelValues={{ number: index + 1 }}
            value={stop}
            near={near}
            onChoose={(place) => setStop(index, place)}
            testId={`stop-${index + 1}`}
            shortcuts={shortcuts}
          />
          <button
            type="button"
            onClick={() => onChange(stops.filter((_, at) => at !== index))}
            data-testid={`remove-stop-${index + 1}`}
          >
            {t('book.removeStop', { number: index + 1 })}
          </button>
        </div>
      ))}
      {stops.length < MAX_TRIP_STOPS && (
        <button type="button" onClick={() => onChange([...stops, null])} data-testid="add-stop">
          {t('book.addStop')}
        </button>
      )}
    </>
  );
}
