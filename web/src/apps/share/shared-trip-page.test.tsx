import '../../testing/frame-mocks';
import { act, screen, waitFor, within } from '@testing-library/react';
import { ar } from '@wayfare/shared/src/i18n/texts/ar';
import { es } from '@wayfare/shared/src/i18n/texts/es';
import { ApiError } from '../../api/api-error';
import { currentSession } from '../../api/session';
import { getSettings } from '../../api/settings';
import { getSharedTrip, onSharedTrip, type SharedTrip, type SharedTripFrame } from '../../api/trip-sharing';
import { applyLanguage } from '../../i18n/apply-language';
import { someSettings } from '../../testing/back-office-fixtures';
import { renderApp } from '../../testing/render-app';

jest.mock('../../api/trip-sharing', () => ({ getSharedTrip: jest.fn(), onSharedTrip: jest.fn() }));

const TOKEN = 'b-1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
const trip: SharedTrip = {
  status: 'ACCEPTED',
  driverFirstName: 'Dana',
  driverImage: 'https://images.example/dana.png',
  vehicleMake: 'Toyota',
  vehicleModel: 'Prius',
  vehicleColor: 'White',
  vehicleNumber: 'NYC-4821',
  pickup: { lat: 40.758, lng: -73.9855, add: 'Times Square' },
  drop: { lat: 40.7484, lng: -73.9857, add: 'Empire State Building' },
  position: { lat: 40.76, lng: -73.98, heading: null, eta: 400, at: 1, status: 'ACCEPTED' },
};

let send: (frame: SharedTripFrame) => void = () => {};

beforeAll(async () => {
  // The page is a lazy chunk: load it before the first render waits for it.
  await import('./shared-trip-page');
});

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(currentSession).mockResolvedValue(null);
  jest.mocked(getSettings).mockResolvedValue(someSettings());
  jest.mocked(onSharedTrip).mockImplementation((_token, handlers) => {
    send = handlers.onData;
    return () => {};
  });
});

describe('a shared trip, opened without an account', () => {
  it('shows the driver, the car, the places and the ETA, and follows the driver live', async () => {
    jest.mocked(getSharedTrip).mockResolvedValue(trip);
    renderApp(`/share/${TOKEN}`);
    expect((await screen.findByTestId('trip-eta')).textContent).toBe('About 7 min to the pickup');
    expect(getSharedTrip).toHaveBeenCalledWith(TOKEN);
    expect(screen.getByTestId('driver-name').textContent).toBe('Dana');
    expect(screen.getByTestId('driver-car').textContent).toBe('White Toyota Prius');
    expect(screen.getByTestId('driver-plate').textContent).toBe('NYC-4821');
    expect(screen.getByText('Times Square')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /call/i })).toBeNull();
    await waitFor(() => expect(onSharedTrip).toHaveBeenCalledWith(TOKEN, expect.anything()));

    act(() =>
      send({
        token: TOKEN,
        ended: false,
        status: 'ACCEPTED',
        position: { lat: 40.759, lng: -73.98, heading: 180, eta: 50, at: 2, status: 'ACCEPTED' },
      }),
    );
    expect((await screen.findByTestId('trip-eta')).textContent).toBe('About 1 min to the pickup');
    // A position is shown as it comes: no read of the trip for it.
    expect(getSharedTrip).toHaveBeenCalledTimes(1);
  });

  it('says live that the link ended, and shows nothing more of the trip', async () => {
    jest.mocked(getSharedTrip).mockResolvedValue(trip);
    renderApp(`/share/${TOKEN}`);
    await screen.findByTestId('driver-name');
    await waitFor(() => expect(onSharedTrip).toHaveBeenCalled());
    jest.mocked(getSharedTrip).mockRejectedValue(new ApiError('CONFLICT', 'share_ended'));
    act(() => send({ token: TOKEN, ended: true, status: null, position: null }));
    expect((await screen.findByTestId('share-ended')).textContent).toBe(
      'This trip is no longer shared: it has ended or the rider stopped sharing it.',
    );
    expect(screen.queryByTestId('driver-name')).toBeNull();
    expect(screen.queryByTestId('map')).toBeNull();
  });

  it("says an ended or unknown link is no longer valid, in the reader's language, right to left in Arabic", async () => {
    jest.mocked(getSharedTrip).mockRejectedValue(new ApiError('CONFLICT', 'share_ended'));
    act(() => applyLanguage({ langLocale: 'es', keyValuePairs: es }));
    try {
      const { unmount } = renderApp(`/share/${TOKEN}`);
      expect((await screen.findByTestId('share-ended')).textContent).toBe(es.share_ended);
      expect(onSharedTrip).not.toHaveBeenCalled();
      unmount();

      jest.mocked(getSharedTrip).mockRejectedValue(new ApiError('NOT_FOUND', 'share_not_found'));
      act(() => applyLanguage({ langLocale: 'ar', keyValuePairs: ar }));
      renderApp('/share/nonsense');
      const ended = await screen.findByTestId('share-ended');
      expect(ended.textContent).toBe(ar.share_not_found);
      expect(document.documentElement.dir).toBe('rtl');
      expect(within(screen.getByRole('main')).getByRole('heading').textContent).toBe(ar['share.title']);
    } finally {
      act(() => applyLanguage({ langLocale: 'en', keyValuePairs: {} }));
    }
  });
});
