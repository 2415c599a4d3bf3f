import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '../../api/api-error';
import { searchPlaces, type PlaceSuggestion } from '../../api/places';
import type { Place } from '../../api/trips';

/** A place chosen by searching (place autocomplete on the server); the chosen address shows in the field. */
export function PlaceField({
  labelKey,
  value,
  near,
  onChoose,
  testId,
}: {
  labelKey: string;
  value: Place | null;
  near: Place | null;
  onChoose: (place: Place) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [suggestions, setSuggestions] = useState<PlaceSuggestion[] | null>(null);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // A place chosen elsewhere (a tap on the map) ends the search: its results are stale.
  useEffect(() => {
    setSuggestions(null);
    setText('');
    setErrorKey(null);
  }, [value]);

  const search = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    setBusy(true);
    setErrorKey(null);
    try {
      setSuggestions((await searchPlaces(text.trim(), near)).filter((s) => s.lat !== null && s.lng !== null));
    } catch (error) {
      setErrorKey(toApiError(error).messageKey);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="wf-field"
      onSubmit={(event) => void search(event)}
      role="search"
      aria-labelledby={`${id}-label`}
    >
      <label id={`${id}-label`} htmlFor={id}>
        {t(labelKey)}
      </label>
      {value && (
        <p style={{ margin: 0 }} data-testid={`${testId}-chosen`}>
          {value.add}
        </p>
      )}
      <div className="wf-row">
        <input
          id={id}
          className="grow"
          value={text}
          maxLength={120}
          placeholder={t('book.searchPlaceholder')}
          onChange={(event) => setText(event.target.value)}
          data-testid={`${testId}-search`}
        />
        <button type="submit" disabled={busy}>
          {t('book.search')}
        </button>
      </div>
      {errorKey && (
        <p role="alert" className="wf-alert">
          {t(errorKey)}
        </p>
      )}
      {suggestions && (
        <ul className="wf-list wf-suggestions" aria-label={t('book.suggestions')}>
          {suggestions.length === 0 && <li className="wf-muted">{t('book.noPlaces')}</li>}
          {suggestions.map((suggestion, index) => (
            <li key={suggestion.placeId ?? index}>
              <button
                type="button"
                data-testid={`${testId}-suggestion`}
                onClick={() => onChoose({ lat: suggestion.lat!, lng: suggestion.lng!, add: suggestion.add })}
              >
                {suggestion.add}
              </button>
            </li>
          ))}
        </ul>
      )}
    </form>
  );
}
