import { fireEvent, render, screen } from '@testing-library/react';
import { searchPlaces } from '../../api/places';
import type { Place } from '../../api/trips';
import { PlaceField } from './place-field';

jest.mock('../../api/places', () => ({ searchPlaces: jest.fn() }));

const times: Place = { lat: 40.758, lng: -73.9855, add: 'Times Square' };

describe('PlaceField', () => {
  it('drops its search results once a place is chosen elsewhere, such as a tap on the map', async () => {
    jest
      .mocked(searchPlaces)
      .mockResolvedValue([{ placeId: 'p1', lat: 40.7484, lng: -73.9857, add: 'Empire' }]);
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
});
