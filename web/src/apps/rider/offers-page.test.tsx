import '../../testing/frame-mocks';
// The pages' chunks, loaded before any render: a lazy page is slow to arrive on a busy machine.
import './offers-page';
import './book-page';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ar } from '@wayfare/shared/src/i18n/texts/ar';
import { getMe } from '../../api/me';
import { listMyOffers } from '../../api/promos';
import { listCarTypes } from '../../api/rider-catalogue';
import { listRecentPlaces, listSavedPlaces } from '../../api/places';
import { currentSession } from '../../api/session';
import { getSettings } from '../../api/settings';
import { listBookings } from '../../api/trips';
import { applyLanguage } from '../../i18n/apply-language';
import { aUser, someSettings } from '../../testing/back-office-fixtures';
import { renderApp } from '../../testing/render-app';

jest.mock('../../api/promos', () => ({ listMyOffers: jest.fn() }));
jest.mock('../../api/rider-catalogue', () => ({ listCarTypes: jest.fn() }));
jest.mock('../../api/places', () => ({
  searchPlaces: jest.fn(),
  placeAddress: jest.fn(),
  listSavedPlaces: jest.fn(),
  listRecentPlaces: jest.fn(),
  savePlace: jest.fn(),
  removeSavedPlace: jest.fn(),
}));
jest.mock('../../api/received-notifications', () => ({
  myNotifications: jest.fn(),
  unreadNotifications: jest.fn().mockResolvedValue(0),
  markNotificationsSeen: jest.fn().mockResolvedValue(undefined),
  onNotificationReceived: jest.fn(() => () => {}),
}));
jest.mock('../../api/money', () => ({ onWalletChanged: jest.fn(() => () => {}) }));
jest.mock('../../api/trips', () => ({
  estimateFare: jest.fn(),
  createBooking: jest.fn(),
  listBookings: jest.fn(),
  onBookingChanged: jest.fn(() => () => {}),
}));

jest.setTimeout(30_000);

const rider = aUser('rider', { uid: 'rider-1', firstName: 'Rita', walletBalance: 40 });
const offer = (promo_name: string, overrides = {}) => ({
  id: promo_name,
  promo_name,
  promo_description: 'Weekend rides',
  promo_discount_type: 'percentage',
  promo_discount_value: 10,
  max_promo_discount_value: 4,
  min_order: 10,
  promo_validity: null,
  usesLeft: 1,
  ...overrides,
});

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(currentSession).mockResolvedValue({ userId: rider.uid, groups: ['rider'] });
  jest.mocked(getMe).mockResolvedValue(rider);
  jest.mocked(getSettings).mockResolvedValue(someSettings({ symbol: '$', decimal: 2, swipe_symbol: false }));
  jest.mocked(listCarTypes).mockResolvedValue([]);
  jest.mocked(listSavedPlaces).mockResolvedValue([]);
  jest.mocked(listRecentPlaces).mockResolvedValue([]);
  jest.mocked(listBookings).mockResolvedValue({ items: [], nextToken: null });
  jest.mocked(listMyOffers).mockResolvedValue({
    items: [
      offer('WEEKEND10'),
      offer('FLAT3', { promo_discount_type: 'flat', promo_discount_value: 3, min_order: 0 }),
    ],
    nextToken: null,
  });
});

describe("the rider's offers", () => {
  it('lists each usable promo with its conditions and pages on the server', async () => {
    renderApp('/ride/offers');
    const terms = await screen.findAllByTestId('offer-terms');
    expect(terms.map((term) => term.textContent)).toEqual([
      '10% off, at most $4.00 · on trips from $10.00 · no end date · Uses left for you: 1',
      '$3.00 off · no end date · Uses left for you: 1',
    ]);
    expect(listMyOffers).toHaveBeenCalledWith({ limit: 10, nextToken: null });
  });

  it("'Use' takes the code to the booking screen's promo field", async () => {
    renderApp('/ride/offers');
    fireEvent.click((await screen.findAllByTestId('offer-use'))[0]!);
    await waitFor(() => expect(screen.getByTestId<HTMLInputElement>('promo').value).toBe('WEEKEND10'));
  });

  it('shows the offers in Arabic, right to left, the code left to right', async () => {
    renderApp('/ride/offers');
    await screen.findAllByTestId('offer');
    act(() => applyLanguage({ langLocale: 'ar', keyValuePairs: ar }));
    try {
      expect(document.documentElement.dir).toBe('rtl');
      expect(screen.getAllByTestId('offer-use')[0]!.textContent).toBe(ar['offers.use']);
      expect(screen.getByText('WEEKEND10').getAttribute('dir')).toBe('ltr');
      // The operator's English description is isolated, so its '$5 off' is not reordered.
      expect(screen.getAllByTestId('offer-description')[0]!.tagName).toBe('BDI');
      expect(screen.getAllByTestId('offer-description')[0]!.textContent).toBe('Weekend rides');
    } finally {
      act(() => applyLanguage({ langLocale: 'en', keyValuePairs: {} }));
    }
  });
});
