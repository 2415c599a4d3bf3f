import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '../../api/api-error';
import { searchPlaces } from '../../api/places';
import type { Place } from '../../api/trips';

/** Type-ahead waits this long after the last key, so a word typed is one search, not one per letter. */
export const SEARCH_DELAY_MS = 250;
/** Fewer characters than this match too much to be worth a search. */
export const MIN_SEARCH_LENGTH = 2;
/** Suggestions shown: a phone screen's worth. */
export const MAX_SUGGESTIONS = 6;

/** A place offered before any typing (home, work, a recent drop), with what to call it. */
export interface PlaceShortcut {
  labelKey: string;
  place: Place;
}

interface Option {
  key: string;
  place: Place;
  labelKey?: string;
}

/**
 * A place chosen by typing (place autocomplete on the server, as a combobox), or from the rider's
 * shortcuts while the field is empty; the chosen address shows above the field.
 */
export function PlaceField({
  labelKey,
  labelValues,
  value,
  near,
  onChoose,
  testId,
  shortcuts = [],
}: {
  labelKey: string;
  /** Values the label's text takes ('Stop {{number}}'). */
  labelValues?: Record<string, string | number>;
  value: Place | null;
  near: Place | null;
  onChoose: (place: Place) => void;
  testId: string;
  shortcuts?: readonly PlaceShortcut[];
}) {
  const { t } = useTranslation();
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState('');
  const [suggestions, setSuggestions] = useState<Option[] | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Only the newest search may show its answer: an older one arriving late is stale.
  const latest = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // A place chosen elsewhere (a tap on the map) ends the search: its results are stale.
  useEffect(() => {
    latest.current += 1;
    clearTimeout(timer.current);
    setSuggestions(null);
    setText('');
    setErrorKey(null);
    setOpen(false);
  }, [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const search = async (query: string) => {
    clearTimeout(timer.current);
    const request = ++latest.current;
    setBusy(true);
    setErrorKey(null);
    try {
      const found = await searchPlaces(query, near);
      if (request !== latest.current) return;
      setSuggestions(
        found
          .filter((s) => s.lat !== null && s.lng !== null)
          .slice(0, MAX_SUGGESTIONS)
          .map((s, index) => ({
            key: s.placeId ?? `${index}`,
            place: { lat: s.lat!, lng: s.lng!, add: s.add },
          })),
      );
      setActive(-1);
      setOpen(true);
    } catch (error) {
      if (request === latest.current) setErrorKey(toApiError(error).messageKey);
    } finally {
      if (request === latest.current) setBusy(false);
    }
  };

  const type = (next: string) => {
    setText(next);
    setActive(-1);
    setOpen(true);
    clearTimeout(timer.current);
    const query = next.trim();
    if (query.length < MIN_SEARCH_LENGTH) {
      latest.current += 1;
      setSuggestions(null);
      setBusy(false);
      return;
    }
    timer.current = setTimeout(() => void search(query), SEARCH_DELAY_MS);
  };

  const typing = text.trim().length > 0;
  const options: Option[] = typing
    ? (suggestions ?? [])
    : shortcuts.map((shortcut, index) => ({
        key: `shortcut-${index}`,
        place: shortcut.place,
        labelKey: shortcut.labelKey,
      }));
  // An empty listbox is not shown (nor announced as expanded): 'No place matches.' says so instead.
  const expanded = open && options.length > 0;

  const choose = (option: Option) => {
    setOpen(false);
    onChoose(option.place);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + options.length) % options.length);
    } else if (event.key === 'Enter' && expanded && options[active]) {
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  };

  // Enter without a highlighted suggestion searches at once, without waiting for the pause.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) void search(text.trim());
  };

  const optionId = (index: number) => `${id}-option-${index}`;
  return (
    <form className="wf-field" onSubmit={submit} role="search" aria-labelledby={`${id}-label`}>
      <label id={`${id}-label`} htmlFor={id}>
        {t(labelKey, labelValues)}
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
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-busy={busy}
          autoComplete="off"
          value={text}
          maxLength={120}
          placeholder={t('book.searchPlaceholder')}
          onChange={(event) => type(event.target.value)}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
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
      <ul
        id={listId}
        role="listbox"
        className="wf-list wf-suggestions"
        aria-label={t(typing ? 'book.suggestions' : 'book.savedPlaces')}
        hidden={!expanded}
      >
        {options.map((option, index) => (
          <li
            key={option.key}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            data-testid={`${testId}-${option.labelKey ? 'shortcut' : 'suggestion'}`}
            // Keeps the focus in the field, so choosing does not first close the list.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(option)}
          >
            {option.labelKey && <strong>{t(option.labelKey)} </strong>}
            {option.place.add}
          </li>
        ))}
      </ul>
      <p role="status" className="wf-visually-hidden">
        {typing && suggestions !== null ? t('book.placesFound', { number: suggestions.length }) : ''}
      </p>
      {open && typing && suggestions?.length === 0 && <p className="wf-muted">{t('book.noPlaces')}</p>}
    </form>
  );
}
