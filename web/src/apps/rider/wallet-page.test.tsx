import '../../testing/frame-mocks';
// The page's chunk, loaded before any render: a lazy page is slow to arrive on a busy machine.
import './wallet-page';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ar } from '@wayfare/shared/src/i18n/texts/ar';
import { es } from '@wayfare/shared/src/i18n/texts/es';
import { ApiError } from '../../api/api-error';
import { getMe } from '../../api/me';
import {
  getCardTopUp,
  listPaymentProviders,
  onWalletChanged,
  submitPaymentForm,
  topUpByCard,
  walletTopUpOptions,
} from '../../api/money';
import { currentSession } from '../../api/session';
import { getSettings } from '../../api/settings';
import { applyLanguage } from '../../i18n/apply-language';
import { aUser, someSettings } from '../../testing/back-office-fixtures';
import { renderApp } from '../../testing/render-app';

jest.mock('../../api/received-notifications', () => ({
  myNotifications: jest.fn(),
  unreadNotifications: jest.fn().mockResolvedValue(0),
  markNotificationsSeen: jest.fn().mockResolvedValue(undefined),
  onNotificationReceived: jest.fn(() => () => {}),
}));
jest.mock('../../api/money', () => ({
  listPaymentProviders: jest.fn(),
  submitPaymentForm: jest.fn(),
  walletTopUpOptions: jest.fn(),
  topUpByCard: jest.fn(),
  getCardTopUp: jest.fn(),
  walletHistory: jest.fn().mockResolvedValue({ items: [], nextToken: null }),
  onWalletChanged: jest.fn(() => () => {}),
}));

jest.setTimeout(30_000);

const rider = aUser('rider', { uid: 'rider-1', firstName: 'Rita', walletBalance: 40 });
const form = { provider: 'test', url: 'http://pay.test/page', fields: '{}' };

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(currentSession).mockResolvedValue({ userId: rider.uid, groups: ['rider'] });
  jest.mocked(getMe).mockResolvedValue(rider);
  jest.mocked(getSettings).mockResolvedValue(someSettings({ symbol: '$', decimal: 2, swipe_symbol: false }));
  jest.mocked(walletTopUpOptions).mockResolvedValue({ amounts: [5, 10, 20], max: 100 });
  jest.mocked(listPaymentProviders).mockResolvedValue([{ name: 'test' }]);
  jest.mocked(topUpByCard).mockResolvedValue(form);
});

describe("the rider's wallet top-up by card", () => {
  it("offers the server's presets and pays the chosen one through the provider's form", async () => {
    renderApp('/ride/wallet');
    const presets = await screen.findAllByTestId('top-up-preset');
    expect(presets.map((preset) => preset.textContent)).toEqual(['$5.00', '$10.00', '$20.00']);
    expect(screen.getByText('At most $100.00 at a time.')).toBeTruthy();
    fireEvent.click(presets[1]!);
    expect(presets[1]!.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByTestId('top-up-pay'));
    await waitFor(() => expect(submitPaymentForm).toHaveBeenCalledWith(form));
    expect(topUpByCard).toHaveBeenCalledWith(10, 'test');
  });

  it("pays a typed amount, and shows the server's refusal in words, naming the limit", async () => {
    jest.mocked(topUpByCard).mockRejectedValueOnce(new ApiError('VALIDATION', 'topup_above_maximum'));
    renderApp('/ride/wallet');
    const amount = await screen.findByTestId('top-up-amount');
    fireEvent.change(amount, { target: { value: '1e3' } });
    expect((screen.getByTestId('top-up-pay') as HTMLButtonElement).disabled).toBe(true);
    // Finer than the currency's cents: not offered as a rounded 'Pay $12.35 by card'.
    fireEvent.change(amount, { target: { value: '12.345' } });
    expect((screen.getByTestId('top-up-pay') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('top-up-pay').textContent).toBe('Pay by card');
    fireEvent.change(amount, { target: { value: '150' } });
    fireEvent.click(screen.getByTestId('top-up-pay'));
    expect((await screen.findByRole('alert')).textContent).toBe('The most you can add at once is $100.00.');
    act(() => applyLanguage({ langLocale: 'es', keyValuePairs: es }));
    try {
      expect(screen.getByRole('alert').textContent).toBe(
        'Lo máximo que puedes añadir de una vez es $100.00.',
      );
    } finally {
      act(() => applyLanguage({ langLocale: 'en', keyValuePairs: {} }));
    }
    expect(submitPaymentForm).not.toHaveBeenCalled();
  });

  it('on the way back, waits for the credit and shows it live when the wallet changes', async () => {
    let walletChanged = () => {};
    jest.mocked(onWalletChanged).mockImplementation((_uid, handlers) => {
      walletChanged = handlers.onData;
      return () => {};
    });
    jest.mocked(getCardTopUp).mockResolvedValue({ id: 'topup-1', amount: 10, status: 'PENDING' });
    renderApp('/ride/wallet?topUp=topup-1');
    expect((await screen.findByTestId('top-up-outcome')).textContent).toBe(
      'Waiting for the payment provider to confirm $10.00…',
    );
    jest.mocked(getCardTopUp).mockResolvedValue({ id: 'topup-1', amount: 10, status: 'PAID' });
    jest.mocked(getMe).mockResolvedValue({ ...rider, walletBalance: 50 });
    act(() => walletChanged());
    await waitFor(() =>
      expect(screen.getByTestId('top-up-outcome').textContent).toBe('$10.00 was added to your wallet.'),
    );
    await waitFor(() => expect(screen.getByTestId('wallet-balance').textContent).toBe('Balance $50.00'));
    expect(getCardTopUp).toHaveBeenCalledWith('topup-1');
  });

  it('says why nothing was added after a decline, in Arabic too, right to left', async () => {
    jest.mocked(getCardTopUp).mockResolvedValue({ id: 'topup-2', amount: 5, status: 'DECLINED' });
    renderApp('/ride/wallet?topUp=topup-2&payment=incomplete');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The payment was declined or not completed, so nothing was added to your wallet. Please try again.',
    );
    act(() => applyLanguage({ langLocale: 'ar', keyValuePairs: ar }));
    try {
      expect(document.documentElement.dir).toBe('rtl');
      expect(screen.getByRole('alert').textContent).toBe(ar['topUp.declined']);
      expect(screen.getByTestId('top-up-amount').getAttribute('dir')).toBe('ltr');
    } finally {
      act(() => applyLanguage({ langLocale: 'en', keyValuePairs: {} }));
    }
  });
});
