import { fireEvent, render, screen } from '@testing-library/react';
import { enRider } from '@wayfare/shared/src/i18n/texts/en-rider';
import { useState } from 'react';
import { searchPlaces } from '../../api/places';
import { initI18n } from '../../i18n';
import { addAreaTexts } from '../../i18n/area-texts';
import { StopFields, type StopDraft } from './stop-fields';

jest.mock('../../api/places', () => ({ searchPlaces: jest.fn() }));

/** The booking form's part: the stops as its state. */
function Stops() {
  const [stops, setStops] = useState<StopDraft[]>([]);
  return <StopFields stops={stops} onChange={setStops} near={null} shortcuts={[]} />;
}

const search = (stop: number) => screen.getByTestId<HTMLInputElement>(`stop-${stop}-search`);

describe('StopFields', () => {
  beforeAll(() => {
    initI18n();
    addAreaTexts(enRider);
  });
  beforeEach(() => jest.mocked(searchPlaces).mockResolvedValue([]));

  it('keeps what the rider typed with its stop when a stop before it is removed', () => {
    render(<Stops />);
    fireEvent.click(screen.getByTestId('add-stop'));
    fireEvent.click(screen.getByTestId('add-stop'));
    fireEvent.change(search(1), { target: { value: 'Bryant Park' } });
    fireEvent.change(search(2), { target: { value: 'Union Square' } });

    fireEvent.click(screen.getByRole('button', { name: 'Remove stop 1' }));
    expect(screen.queryByTestId('stop-2')).toBeNull();
    expect(screen.getByText('Stop 1')).toBeTruthy();
    expect(search(1).value).toBe('Union Square');
  });
});
