import '../../testing/frame-mocks';
// The pages' chunks, loaded before any render: a lazy page is slow to arrive on a busy machine.
import './receipt-page';
import './account-page';
import { act, fireEvent, screen } from '@testing-library/react';
import { ar } from '@wayfare/shared/src/i18n/texts/ar';
import { ApiError } from '../../api/api-error';
import { getMe } from '../../api/me';
import { getReceipt, type Receipt } from '../../api/receipts';
import { currentSession } from '../../api/session';
import { getSettings } from '../../api/settings';
import { listBookings } from '../../api/trips';
import { applyLanguage } from '../../i18n/apply-language';
import { aUser, someSettings } from '../../testing/back-office-fixtures';
import { renderApp } from '../../testing/render-app';
import { aBooking } from '../testing/app-fixtures';

jest.mock('../../api/receipts', () => ({ getReceipt: jest.fn() }));
jest.mock('../../api/received-notifications', () => ({
  myNotifications: jest.fn(),
  unreadNotifications: jest.fn().mockResolvedValue(0),
  markNotificationsSeen: jest.fn().mockResolvedValue(undefined),
  onNotificationReceived: jest.fn(() => () => {}),
}));
jest.mock('../../api/money', () => ({
  onWalletChanged: jest.fn(() => () => {}),
  walletHistory: jest.fn().mockResolvedValue({ items: [], nextToken: null }),
}));
jest.mock('../../api/trips', () => ({ listBookings: jest.fn(), onBookingChanged: jest.fn(() => () => {}) }));

jest.setTimeout(30_000);

const rider = aUser('rider', { uid: 'rider-1', firstName: 'Rita' });
const receipt: Receipt = {
  __typename: 'BookingReceipt',
  bookingId: 'b-paid',
  reference: 'PAIDUP',
  tripdate: Date.UTC(2026, 10, 20, 23, 30),
  pickup: { lat: 40.758, lng: -73.9855, add: 'Times Square' },
  drop: { lat: 40.7968, lng: -73.958, add: 'Central Park North' },
  distance: 4.81,
  durationSecs: 1080,
  carType: 'Economy',
  lines: [
    { kind: 'base', amount: 2.5 },
    { kind: 'distance', amount: 7.22 },
    { kind: 'time', amount: 3.6 },
    { kind: 'convenience', amount: 1.33 },
    { kind: 'discount', amount: -1.47 },
  ],
  promoCode: 'WELCOME10',
  total: 13.18,
  paymentMode: 'cash',
  gateway: null,
  driverName: 'Dana Driver',
  vehicle: { make: 'Toyota', model: 'Prius', color: 'Blue', number: 'NYC 1234' },
} as Receipt;

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(currentSession).mockResolvedValue({ userId: rider.uid, groups: ['rider'] });
  jest.mocked(getMe).mockResolvedValue(rider);
  jest
    .mocked(getSettings)
    .mockResolvedValue(
      someSettings({ symbol: '$', decimal: 2, swipe_symbol: false, timezone: 'America/New_York' }),
    );
  jest.mocked(getReceipt).mockResolvedValue(receipt);
  jest.mocked(listBookings).mockResolvedValue({
    items: [
      aBooking({ id: 'b-paid', reference: 'PAIDUP', status: 'COMPLETE', payment_mode: 'cash' }),
      aBooking({ id: 'b-new', reference: 'WAITIN', status: 'NEW', payment_mode: 'cash' }),
    ],
    nextToken: null,
  });
});

describe("the rider's receipt", () => {
  it('opens from the history for a paid trip only, with the server’s lines, total and payment', async () => {
    renderApp('/ride/account');
    const links = await screen.findAllByTestId('open-receipt');
    expect(links).toHaveLength(1);
    fireEvent.click(links[0]!);

    const lines = await screen.findByTestId('receipt-lines');
    expect(getReceipt).toHaveBeenCalledWith('b-paid');
    expect([...lines.querySelectorAll('tbody tr')].map((row) => row.textContent)).toEqual([
      'Base fare$2.50',
      'Distance$7.22',
      'Time$3.60',
      'Convenience fee$1.33',
      'Promo discount (WELCOME10)-$1.47',
    ]);
    expect(screen.getByTestId('receipt-total').textContent).toBe('$13.18');
    expect(screen.getByTestId('receipt-paid-by').textContent).toBe('Paid by: Cash');
    expect(screen.getByTestId('receipt-driver').textContent).toBe('Dana Driver');
    expect(screen.getByTestId('receipt-car').textContent).toBe('Blue Toyota Prius NYC 1234');
    // 23:30 UTC is 6:30 PM on the operator's clock (New York).
    expect(screen.getByTestId('receipt-date').textContent).toMatch(/Nov 20, 2026.*6:30\sPM/);
    expect(screen.getByText('4.81 km · 18 min')).toBeTruthy();
  });

  it('says why when the server refuses the receipt', async () => {
    jest.mocked(getReceipt).mockRejectedValue(new ApiError('CONFLICT', 'receipt_not_ready'));
    renderApp('/ride/trip/b-new/receipt');
    expect(await screen.findByText('This trip has no receipt until it is paid.')).toBeTruthy();
  });

  it('reads in Arabic, right to left, with the reference and amounts left to right', async () => {
    renderApp('/ride/trip/b-paid/receipt');
    await screen.findByTestId('receipt-lines');
    act(() => applyLanguage({ langLocale: 'ar', keyValuePairs: ar }));
    try {
      expect(document.documentElement.dir).toBe('rtl');
      expect(screen.getByRole('heading', { name: ar.receipt_title })).toBeTruthy();
      expect(screen.getByTestId('receipt-paid-by').textContent).toBe(
        `${ar.receipt_paid_by}: ${ar.receipt_mode_cash}`,
      );
      expect(screen.getByText('PAIDUP').getAttribute('dir')).toBe('ltr');
      expect(screen.getByTestId('receipt-total').querySelector('bdi')?.textContent).toBe('$13.18');
      // A negative amount keeps its sign in front of the symbol.
      const discount = document.querySelector('[data-kind="discount"] td bdi');
      expect([discount?.textContent, discount?.getAttribute('dir')]).toEqual(['-$1.47', 'ltr']);
    } finally {
      act(() => applyLanguage({ langLocale: 'en', keyValuePairs: {} }));
    }
  });
});
