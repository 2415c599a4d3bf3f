import { act, fireEvent, render, screen } from '@testing-library/react';
import { searchPlaces, type PlaceSuggestion } from '../../api/places';
import type { Place } from '../../api/trips';
import { enRider } from '@wayfare/shared/src/i18n/texts/en-rider';
import { initI18n } from '../../i18n';
import { addAreaTexts } from '../../i18n/area-texts';
import { MAX_SUGGESTIONS, PlaceField, SEARCH_DELAY_MS } from './place-field';

jest.mock('../../api/places', () => ({ searchPlaces: jest.fn() }));

const times: Place = { lat: 40.758, lng: -73.9855, add: 'Times Square' };
const home: Place = { lat: 40.73, lng: -73.99, add: '5 Home Street' };
const suggestion = (add: string, n = 0): PlaceSuggestion => ({
  placeId: `p-${add}-${n}`,
  lat: 40.7 + n / 100,
  lng: -73.9,
  add,
});

/** A promise the test settles when it wants: a server answer arriving late. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

const combobox = () => screen.getByRole('combobox');
const typeText = (text: string) => fireEvent.change(combobox(), { target: { value: text } });
const pause = () => act(() => jest.advanceTimersByTime(SEARCH_DELAY_MS));

describe('PlaceField', () => {
  beforeAll(() => {
    initI18n();
    // The saved places' labels are the rider's texts, which the rider app adds as it renders.
    addAreaTexts(enRider);
  });
  beforeEach(() => {
    jest.useFakeTimers();
    jest.mocked(searchPlaces).mockReset();
  });
  afterEach(() => jest.useRealTimers());

  it('drops its search results once a place is chosen elsewhere, such as a tap on the map', async () => {
    jest.mocked(searchPlaces).mockResolvedValue([suggestion('Empire')]);
    const field = (value: Place | null) => (
      <PlaceField labelKey="book.drop" value={value} near={null} onChoose={() => {}} testId="drop" />
    );
    const view = render(field(null));
    fireEvent.change(screen.getByTestId('drop-search'), { target: { value: 'empire' } });
    fireEvent.submit(screen.getByTestId('drop-search').closest('form')!);
    expect(await screen.findAllByTestId('drop-suggestion')).toHaveLength(1);

    view.rerender(field(times));
    expect(screen.queryByTestId('drop-suggestion')).toBeNull();
    expect(screen.getByTestId<HTMLInputElement>('drop-search').value).toBe('');
    expect(screen.getByTestId('drop-chosen').textContent).toBe('Times Square');
  });

  it('suggests as the rider types: from two characters, after a pause, near the pickup, six at most', async () => {
    jest
      .mocked(searchPlaces)
      .mockResolvedValue(Array.from({ length: 8 }, (_, n) => suggestion(`Empire ${n}`, n)));
    render(<PlaceField labelKey="book.drop" value={null} near={times} onChoose={() => {}} testId="drop" />);
    combobox().focus();
    typeText('e');
    await pause();
    expect(searchPlaces).not.toHaveBeenCalled();

    typeText('em');
    typeText('emp');
    act(() => jest.advanceTimersByTime(SEARCH_DELAY_MS - 1));
    expect(searchPlaces).not.toHaveBeenCalled();
    await pause();
    // One search for the word typed, not one per key.
    expect(searchPlaces).toHaveBeenCalledTimes(1);
    expect(searchPlaces).toHaveBeenCalledWith('emp', times);
    expect(await screen.findAllByRole('option')).toHaveLength(MAX_SUGGESTIONS);
    expect(combobox().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Places found: 6');
  });

  it('never lets a late answer to an older search replace the newer one', async () => {
    const older = deferred<PlaceSuggestion[]>();
    const newer = deferred<PlaceSuggestion[]>();
    jest.mocked(searchPlaces).mockReturnValueOnce(older.promise).mockReturnValueOnce(newer.promise);
    render(<PlaceField labelKey="book.drop" value={null} near={null} onChoose={() => {}} testId="drop" />);
    combobox().focus();
    typeText('un');
    await pause();
    typeText('union');
    await pause();

    await act(async () => newer.resolve([suggestion('Union Square')]));
    await act(async () => older.resolve([suggestion('Unisphere')]));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Union Square']);
  });

  it('says when no place matches, without an empty list', async () => {
    jest.mocked(searchPlaces).mockResolvedValue([]);
    render(<PlaceField labelKey="book.drop" value={null} near={null} onChoose={() => {}} testId="drop" />);
    combobox().focus();
    typeText('zzz');
    await pause();
    expect(await screen.findByText('No place matches.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Places found: 0');
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('moves through the suggestions with the arrow keys and chooses with Enter', async () => {
    jest.mocked(searchPlaces).mockResolvedValue([suggestion('Empire', 0), suggestion('Empire Diner', 1)]);
    const onChoose = jest.fn();
    render(<PlaceField labelKey="book.drop" value={null} near={null} onChoose={onChoose} testId="drop" />);
    combobox().focus();
    typeText('empire');
    await pause();
    const options = await screen.findAllByRole('option');

    fireEvent.keyDown(combobox(), { key: 'ArrowDown' });
    fireEvent.keyDown(combobox(), { key: 'ArrowDown' });
    expect(combobox().getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    expect(options[1]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(combobox(), { key: 'ArrowDown' });
    expect(combobox().getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    fireEvent.keyDown(combobox(), { key: 'ArrowUp' });
    fireEvent.keyDown(combobox(), { key: 'Enter' });
    expect(onChoose).toHaveBeenCalledWith({ lat: 40.71, lng: -73.9, add: 'Empire Diner' });
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
  });

  it('offers the saved and recent places while the field is empty, and closes on Escape', () => {
    const onChoose = jest.fn();
    render(
      <PlaceField
        labelKey="book.pickup"
        value={null}
        near={null}
        onChoose={onChoose}
        testId="pickup"
        shortcuts={[
          { labelKey: 'book.home', place: home },
          { labelKey: 'book.recent', place: times },
        ]}
      />,
    );
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    fireEvent.focus(combobox());
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Home 5 Home Street',
      'Recent Times Square',
    ]);
    fireEvent.keyDown(combobox(), { key: 'Escape' });
    expect(combobox().getAttribute('aria-expanded')).toBe('false');

    fireEvent.keyDown(combobox(), { key: 'ArrowDown' });
    fireEvent.click(screen.getAllByRole('option')[1]!);
    expect(onChoose).toHaveBeenCalledWith(times);
    expect(searchPlaces).not.toHaveBeenCalled();
  });
});
