import '../../testing/frame-mocks';
// The page's chunk, loaded before any render: a lazy page is slow to arrive on a busy machine.
import './trip-page';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ar } from '@wayfare/shared/src/i18n/texts/ar';
import { es } from '@wayfare/shared/src/i18n/texts/es';
import { ApiError } from '../../api/api-error';
import { getMe } from '../../api/me';
import { submitPaymentForm, tipDriver } from '../../api/money';
import { currentSession } from '../../api/session';
import { getSettings } from '../../api/settings';
import { getBooking, getLastTracking, listChat, onBookingChanged } from '../../api/trips';
import { applyLanguage } from '../../i18n/apply-language';
import { aUser, someSettings } from '../../testing/back-office-fixtures';
import { renderApp } from '../../testing/render-app';
import { aBooking } from '../testing/app-fixtures';

jest.mock('../../api/received-notifications', () => ({
  myNotifications: jest.fn(),
  unreadNotifications: jest.fn().mockResolvedValue(0),
  markNotificationsSeen: jest.fn().mockResolvedValue(undefined),
  onNotificationReceived: jest.fn(() => () => {}),
}));
jest.mock('../../api/money', () => ({
  listPaymentProviders: jest.fn().mockResolvedValue([]),
  submitPaymentForm: jest.fn(),
  tipDriver: jest.fn(),
  walletHistory: jest.fn().mockResolvedValue({ items: [], nextToken: null }),
  onWalletChanged: jest.fn(() => () => {}),
}));
jest.mock('../../api/trips', () => ({
  getBooking: jest.fn(),
  listBookings: jest.fn().mockResolvedValue({ items: [], nextToken: null }),
  cancelBooking: jest.fn(),
  rateTrip: jest.fn(),
  getLastTracking: jest.fn(),
  listChat: jest.fn(),
  onBookingChanged: jest.fn(),
  onTracking: jest.fn(() => () => {}),
  onChatMessage: jest.fn(() => () => {}),
}));

jest.setTimeout(30_000);

const rider = aUser('rider', { uid: 'rider-1', firstName: 'Rita', walletBalance: 40 });
const paid = aBooking({ status: 'PAID', payment_mode: 'wallet', driver: 'driver-1', driver_name: 'Dan' });

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(currentSession).mockResolvedValue({ userId: rider.uid, groups: ['rider'] });
  jest.mocked(getMe).mockResolvedValue(rider);
  jest
    .mocked(getSettings)
    .mockResolvedValue(
      someSettings({ symbol: '$', decimal: 2, swipe_symbol: false, tipAmounts: '2|5|10', tipMax: 20 }),
    );
  jest.mocked(getLastTracking).mockResolvedValue(null);
  jest.mocked(listChat).mockResolvedValue([]);
  jest.mocked(onBookingChanged).mockReturnValue(() => {});
});

describe("the rider's tip after the trip", () => {
  it("offers the operator's presets beside the rating, pays one from the wallet and then says so", async () => {
    jest
      .mocked(getBooking)
      .mockResolvedValueOnce(paid)
      .mockResolvedValue({ ...paid, tip: 5 });
    jest.mocked(tipDriver).mockResolvedValue({ booking: { ...paid, tip: 5 }, form: null });
    renderApp('/ride/trip/b-1');
    const presets = await screen.findAllByTestId('tip-preset');
    expect(presets.map((preset) => preset.textContent)).toEqual(['$2.00', '$5.00', '$10.00']);
    expect(screen.getByText('Up to $20.00.')).toBeTruthy();
    expect(screen.getByTestId('rate-submit')).toBeTruthy();
    fireEvent.click(presets[1]!);
    expect((await screen.findByTestId('tip-given')).textContent).toBe('You tipped $5.00. Thank you!');
    expect(tipDriver).toHaveBeenCalledWith('b-1', 5);
    expect(screen.queryByTestId('tip-prompt')).toBeNull();
    expect(submitPaymentForm).not.toHaveBeenCalled();
  });

  it("sends a typed tip of a card trip to the provider's page, and shows a refusal in words", async () => {
    const card = { ...paid, payment_mode: 'card' as const, gateway: 'test' };
    const form = { provider: 'test', url: 'http://pay.test/page', fields: '{}' };
    jest.mocked(getBooking).mockResolvedValue(card);
    jest
      .mocked(tipDriver)
      .mockRejectedValueOnce(new ApiError('VALIDATION', 'tip_above_maximum'))
      .mockResolvedValueOnce({ booking: card, form });
    renderApp('/ride/trip/b-1');
    const amount = await screen.findByTestId('tip-amount');
    fireEvent.change(amount, { target: { value: '1e3' } });
    expect((screen.getByTestId('tip-send') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(amount, { target: { value: '25' } });
    fireEvent.click(screen.getByTestId('tip-send'));
    expect((await screen.findByRole('alert')).textContent).toBe('The tip is above the largest tip allowed.');
    // Finer than the currency's cents: not offered as a rounded 'Tip $7.56' the server would refuse.
    fireEvent.change(amount, { target: { value: '7.555' } });
    expect((screen.getByTestId('tip-send') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('tip-send').textContent).toBe('Send tip');
    fireEvent.change(amount, { target: { value: '7.5' } });
    expect(screen.getByTestId('tip-send').textContent).toBe('Tip $7.50');
    fireEvent.click(screen.getByTestId('tip-send'));
    await waitFor(() => expect(submitPaymentForm).toHaveBeenCalledWith(form));
    expect(tipDriver).toHaveBeenLastCalledWith('b-1', 7.5);
  });

  it('offers no tip for a cash trip or a trip not paid yet', async () => {
    jest.mocked(getBooking).mockResolvedValue({ ...paid, payment_mode: 'cash' });
    const view = renderApp('/ride/trip/b-1');
    await screen.findByTestId('rate-submit');
    expect(screen.queryByTestId('tip-prompt')).toBeNull();
    view.unmount();
    jest.mocked(getBooking).mockResolvedValue({ ...paid, status: 'STARTED' });
    renderApp('/ride/trip/b-1');
    await screen.findByTestId('trip-cost');
    expect(screen.queryByTestId('tip-prompt')).toBeNull();
  });

  it('asks and refuses in Spanish, and in Arabic right to left', async () => {
    jest.mocked(getBooking).mockResolvedValue(paid);
    jest.mocked(tipDriver).mockRejectedValue(new ApiError('CONFLICT', 'tip_already_given'));
    renderApp('/ride/trip/b-1');
    await screen.findByTestId('tip-prompt');
    try {
      act(() => applyLanguage({ langLocale: 'es', keyValuePairs: es }));
      expect(screen.getByText(es['tip.title']!)).toBeTruthy();
      fireEvent.click(screen.getAllByTestId('tip-preset')[0]!);
      expect((await screen.findByRole('alert')).textContent).toBe(es.tip_already_given);
      act(() => applyLanguage({ langLocale: 'ar', keyValuePairs: ar }));
      expect(document.documentElement.dir).toBe('rtl');
      expect(screen.getByText(ar['tip.title']!)).toBeTruthy();
      expect(screen.getByRole('alert').textContent).toBe(ar.tip_already_given);
      expect(screen.getByTestId('tip-amount').getAttribute('dir')).toBe('ltr');
    } finally {
      act(() => applyLanguage({ langLocale: 'en', keyValuePairs: {} }));
    }
  });
});
