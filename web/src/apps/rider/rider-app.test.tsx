import '../../testing/frame-mocks';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '../../api/api-error';
import { listCarTypes } from '../../api/rider-catalogue';
import { getMe, updateProfile } from '../../api/me';
import {
  listPaymentProviders,
  onWalletChanged,
  payFromWallet,
  payNow,
  submitPaymentForm,
  walletHistory,
} from '../../api/money';
import {
  listRecentPlaces,
  listSavedPlaces,
  placeAddress,
  removeSavedPlace,
  savePlace,
  searchPlaces,
} from '../../api/places';
import { currentSession } from '../../api/session';
import { getSettings } from '../../api/settings';
import { myNotifications } from '../../api/received-notifications';
import { listCancelReasons, listCategories, listProducts } from '../../api/shop';
import {
  cancelBooking,
  createBooking,
  estimateFare,
  getBooking,
  getLastTracking,
  onTracking,
  listBookings,
  listChat,
  onBookingChanged,
  rateTrip,
} from '../../api/trips';
import { aUser, someSettings } from '../../testing/back-office-fixtures';
import { renderApp } from '../../testing/render-app';
import { aBooking } from '../testing/app-fixtures';
import { shareTrip, stopSharingTrip } from '../../api/trip-sharing';
import { raiseSos } from '../../api/safety';
import { acceptDropChange, quoteDropChange } from '../../api/drop-change';
import { openDialer } from '../shared/phone';
import { applyLanguage } from '../../i18n/apply-language';
import { storeLanguage } from '../../i18n/stored-language';
import { ar } from '@wayfare/shared/src/i18n/texts/ar';
import { es } from '@wayfare/shared/src/i18n/texts/es';
import { isolateValue } from '../../i18n/isolate-value';

jest.mock('../../api/rider-catalogue', () => ({ listCarTypes: jest.fn() }));
jest.mock('../../api/shop', () => ({
  listCancelReasons: jest.fn(),
  listCategories: jest.fn(),
  listProducts: jest.fn(),
}));
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
jest.mock('../../api/money', () => ({
  listPaymentProviders: jest.fn(),
  payNow: jest.fn(),
  payFromWallet: jest.fn(),
  submitPaymentForm: jest.fn(),
  walletHistory: jest.fn().mockResolvedValue({ items: [], nextToken: null }),
  onWalletChanged: jest.fn(() => () => {}),
}));
jest.mock('../../api/trips', () => ({
  estimateFare: jest.fn(),
  createBooking: jest.fn(),
  getBooking: jest.fn(),
  listBookings: jest.fn(),
  cancelBooking: jest.fn(),
  rateTrip: jest.fn(),
  getLastTracking: jest.fn(),
  listChat: jest.fn(),
  sendChatMessage: jest.fn(),
  onBookingChanged: jest.fn(),
  onTracking: jest.fn(() => () => {}),
  onChatMessage: jest.fn(() => () => {}),
}));

jest.mock('../../api/trip-sharing', () => ({
  ...jest.requireActual('../../api/trip-sharing'),
  shareTrip: jest.fn(),
  stopSharingTrip: jest.fn(),
}));

jest.mock('../../api/safety', () => ({ raiseSos: jest.fn() }));
jest.mock('../../api/drop-change', () => ({ quoteDropChange: jest.fn(), acceptDropChange: jest.fn() }));
jest.mock('../shared/phone', () => ({ ...jest.requireActual('../shared/phone'), openDialer: jest.fn() }));

jest.setTimeout(30_000);

const rider = aUser('rider', { uid: 'rider-1', firstName: 'Rita', walletBalance: 40 });
const times = { lat: 40.758, lng: -73.9855, add: 'Times Square' };
const empire = { lat: 40.7484, lng: -73.9857, add: 'Empire State Building' };
const quote = (carType: string, grandTotal: number, overrides = {}) => ({
  quoteId: `q-${carType}`,
  carType,
  distance: 1.2,
  distanceUnit: 'km',
  durationSecs: 420,
  polyline: null,
  fare: grandTotal,
  convenience_fees: 0,
  discount: 0,
  grandTotal,
  currency: 'USD',
  promoError: null,
  expiresAt: Date.now() + 600_000,
  ...overrides,
});

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
  jest.mocked(currentSession).mockResolvedValue({ userId: rider.uid, groups: ['rider'] });
  jest.mocked(getMe).mockResolvedValue(rider);
  jest.mocked(getSettings).mockResolvedValue(someSettings({ symbol: '$', decimal: 2, swipe_symbol: false }));
  jest.mocked(listBookings).mockResolvedValue({ items: [], nextToken: null });
  jest.mocked(listCarTypes).mockResolvedValue([
    { id: 'economy', name: 'Economy', image: null, parcelTypes: null, options: null },
    { id: 'comfort', name: 'Comfort', image: null, parcelTypes: null, options: null },
  ]);
  jest.mocked(placeAddress).mockResolvedValue(times);
  jest.mocked(searchPlaces).mockResolvedValue([{ placeId: 'p1', ...empire }]);
  jest.mocked(listSavedPlaces).mockResolvedValue([]);
  jest.mocked(listRecentPlaces).mockResolvedValue([]);
  jest
    .mocked(estimateFare)
    .mockImplementation(async ({ carType, promo }) =>
      quote(
        carType,
        carType === 'economy' ? 12.5 : 18,
        promo === 'BAD' ? { promoError: 'promo_not_applicable' } : promo === 'SAVE2' ? { discount: 2 } : {},
      ),
    );
  jest.mocked(getLastTracking).mockResolvedValue(null);
  jest.mocked(listChat).mockResolvedValue([]);
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      getCurrentPosition: (ok: PositionCallback) =>
        ok({ coords: { latitude: times.lat, longitude: times.lng } } as GeolocationPosition),
    },
  });
});

describe('rider app', () => {
  it('sends a signed-out visitor to sign-in and back to /ride', async () => {
    jest.mocked(currentSession).mockResolvedValue(null);
    renderApp('/ride');
    await screen.findByTestId('login-contact');
  });

  it('shows the frame while Amplify is configured, and asks for the session only once it is', async () => {
    let configured = () => {};
    const configuring = new Promise<void>((resolve) => (configured = resolve));
    const amplifyOnce =
      jest.requireMock<typeof import('../../config/amplify-once')>('../../config/amplify-once');
    const configure = jest.spyOn(amplifyOnce, 'configureAmplifyOnce').mockReturnValue(configuring);
    try {
      renderApp('/ride');
      await screen.findByRole('heading', { level: 1, name: 'Wayfare' });
      expect(currentSession).not.toHaveBeenCalled();
      expect(screen.queryByTestId('pickup-chosen')).toBeNull();
      act(() => configured());
      expect((await screen.findByTestId('pickup-chosen')).textContent).toBe('Times Square');
      expect(currentSession).toHaveBeenCalled();
    } finally {
      configure.mockRestore();
    }
  });

  it('tells a driver this app is for riders', async () => {
    jest.mocked(getMe).mockResolvedValue(aUser('driver', { approved: true }));
    renderApp('/ride');
    expect((await screen.findByRole('alert')).textContent).toContain('This app is for riders');
  });

  it('books: pickup from the phone, drop by search, the server quote per car type, then the trip screen', async () => {
    jest.mocked(createBooking).mockResolvedValue(aBooking({ id: 'b-9' }));
    jest.mocked(getBooking).mockResolvedValue(aBooking({ id: 'b-9' }));
    jest.mocked(onBookingChanged).mockReturnValue(() => {});
    renderApp('/ride');
    expect((await screen.findByTestId('pickup-chosen')).textContent).toBe('Times Square');
    expect(document.title).toBe('Book a ride · Wayfare');

    fireEvent.change(screen.getByTestId('drop-search'), { target: { value: 'empire' } });
    fireEvent.submit(screen.getByTestId('drop-search').closest('form')!);
    fireEvent.click(await screen.findByTestId('drop-suggestion'));
    expect(screen.getByTestId('drop-chosen').textContent).toBe('Empire State Building');
    // The route line joins the two (straight: these quotes carry no route geometry).
    const mapFrame = () => screen.getByTestId('map').parentElement!;
    await waitFor(() => expect(mapFrame().dataset.routePoints).toBe('2'));

    await waitFor(() => expect(screen.getByTestId('price-economy').textContent).toBe('$12.50'));
    expect(screen.getByTestId('price-comfort').textContent).toBe('$18.00');
    expect(estimateFare).toHaveBeenCalledWith(
      expect.objectContaining({
        pickup: times,
        drop: { lat: empire.lat, lng: empire.lng, add: empire.add },
        carType: 'economy',
      }),
    );

    fireEvent.click(within(screen.getByTestId('car-economy')).getByRole('radio'));
    fireEvent.click(screen.getByTestId('pay-wallet'));
    fireEvent.click(screen.getByTestId('book'));
    await waitFor(() =>
      expect(createBooking).toHaveBeenCalledWith({
        quoteId: 'q-economy',
        payment_mode: 'wallet',
        tripdate: null,
        cart: null,
      }),
    );
    expect((await screen.findByTestId('trip-status')).textContent).toBe('Looking for a driver');
    expect(document.title).toBe('Trip QWERTY · Wayfare');
  });

  it("shows the wallet's held money on the Book tab once a wallet trip is booked, and freed once it is cancelled", async () => {
    jest.mocked(createBooking).mockResolvedValue(aBooking({ id: 'b-9', payment_mode: 'wallet' }));
    jest.mocked(getBooking).mockResolvedValue(aBooking({ id: 'b-9', payment_mode: 'wallet' }));
    jest.mocked(onBookingChanged).mockReturnValue(() => {});
    jest.mocked(listCancelReasons).mockResolvedValue([{ label: 'Changed my mind', value: 0 }]);
    jest.mocked(cancelBooking).mockResolvedValue(aBooking({ id: 'b-9', status: 'CANCELLED' }));
    jest.mocked(listBookings).mockImplementation(async ({ active }) => ({
      items: active ? [aBooking({ id: 'b-9', payment_mode: 'wallet' })] : [],
      nextToken: null,
    }));
    await quoteEconomyWithPromo('');
    await waitFor(() => expect(screen.getByTestId('quote-total').textContent).toBe('$12.50'));
    fireEvent.click(screen.getByTestId('pay-wallet'));
    // The booking holds the price on the wallet (no wallet entry, so no live wallet signal).
    jest.mocked(getMe).mockResolvedValue({ ...rider, walletHeld: 12.5 });
    fireEvent.click(screen.getByTestId('book'));
    await screen.findByTestId('trip-status');
    fireEvent.click(screen.getByRole('link', { name: 'Book' }));
    await waitFor(() =>
      expect(screen.getByTestId('wallet-spendable').textContent).toBe('(Available $27.50)'),
    );

    // Cancelled (here by the rider; a driver's cancel reaches the screen live the same way), the hold is freed.
    fireEvent.click(screen.getByRole('link', { name: 'Your current trip QWERTY · Looking for a driver' }));
    jest.mocked(getMe).mockResolvedValue(rider);
    fireEvent.click(await screen.findByTestId('cancel-trip'));
    jest
      .mocked(getBooking)
      .mockResolvedValue(aBooking({ id: 'b-9', payment_mode: 'wallet', status: 'CANCELLED' }));
    fireEvent.change(await screen.findByTestId('cancel-reason'), { target: { value: 'Changed my mind' } });
    fireEvent.click(screen.getByTestId('cancel-confirm'));
    await waitFor(() => expect(cancelBooking).toHaveBeenCalled());
    fireEvent.click(screen.getByRole('link', { name: 'Book' }));
    await waitFor(() => expect(screen.getByTestId('wallet-spendable').textContent).toBe('(Balance $40.00)'));
  });

  it('adds up to three stops between pickup and drop, each re-quoted by the server in order', async () => {
    const bryant = { lat: 40.7536, lng: -73.9832, add: 'Bryant Park' };
    jest
      .mocked(searchPlaces)
      .mockImplementation(async (text) => [{ placeId: text, ...(text === 'bryant' ? bryant : empire) }]);
    renderApp('/ride');
    await screen.findByTestId('pickup-chosen');
    const choose = async (field: string, text: string) => {
      fireEvent.change(screen.getByTestId(`${field}-search`), { target: { value: text } });
      fireEvent.submit(screen.getByTestId(`${field}-search`).closest('form')!);
      fireEvent.click(await screen.findByTestId(`${field}-suggestion`));
    };
    await choose('drop', 'empire');
    await waitFor(() => expect(screen.getByTestId('price-economy').textContent).toBe('$12.50'));

    fireEvent.click(screen.getByTestId('add-stop'));
    expect(within(screen.getByTestId('stop-1')).getByText('Stop 1')).toBeTruthy();
    await choose('stop-1', 'bryant');
    await waitFor(() =>
      expect(estimateFare).toHaveBeenLastCalledWith(
        expect.objectContaining({ pickup: times, stops: [bryant], drop: empire }),
      ),
    );
    // The limit is the server's: a fourth stop cannot be added.
    fireEvent.click(screen.getByTestId('add-stop'));
    fireEvent.click(screen.getByTestId('add-stop'));
    expect(screen.queryByTestId('add-stop')).toBeNull();
    // A stop not yet chosen is not priced; removing the first leaves none.
    fireEvent.click(screen.getByTestId('remove-stop-3'));
    fireEvent.click(screen.getByTestId('remove-stop-2'));
    fireEvent.click(screen.getByTestId('remove-stop-1'));
    await waitFor(() =>
      expect(estimateFare).toHaveBeenLastCalledWith(expect.objectContaining({ stops: null })),
    );
    expect(screen.getByTestId('add-stop')).toBeTruthy();
  });

  it('saves the drop as home, and offers home and recent drops one tap away in an empty field', async () => {
    const union = { lat: 40.7359, lng: -73.9911, add: 'Union Square' };
    jest.mocked(listRecentPlaces).mockResolvedValue([union]);
    jest.mocked(savePlace).mockImplementation(async (kind, place) => ({ kind, ...place }));
    jest.mocked(removeSavedPlace).mockResolvedValue(undefined);
    renderApp('/ride');
    await screen.findByTestId('pickup-chosen');
    expect(screen.getByTestId('saved-home-add').textContent).toBe('Not saved yet');
    expect(screen.getByTestId<HTMLButtonElement>('save-home-drop').disabled).toBe(true);

    fireEvent.change(screen.getByTestId('drop-search'), { target: { value: 'empire' } });
    fireEvent.submit(screen.getByTestId('drop-search').closest('form')!);
    fireEvent.click(await screen.findByTestId('drop-suggestion'));
    jest.mocked(listSavedPlaces).mockResolvedValue([{ kind: 'HOME', ...empire }]);
    fireEvent.click(screen.getByTestId('save-home-drop'));
    await waitFor(() => expect(screen.getByTestId('saved-home-add').textContent).toBe(empire.add));
    expect(savePlace).toHaveBeenCalledWith('HOME', { lat: empire.lat, lng: empire.lng, add: empire.add });

    fireEvent.focus(screen.getByTestId('drop-search'));
    const shortcuts = screen.getAllByTestId('drop-shortcut');
    expect(shortcuts.map((option) => option.textContent)).toEqual([
      `Home ${empire.add}`,
      'Recent Union Square',
    ]);
    fireEvent.click(shortcuts[0]!);
    expect(screen.getByTestId('drop-chosen').textContent).toBe(empire.add);
    // Quoted with the place alone: the quote's input has no field for a saved place's kind.
    await waitFor(() =>
      expect(estimateFare).toHaveBeenLastCalledWith(
        expect.objectContaining({ drop: { lat: empire.lat, lng: empire.lng, add: empire.add } }),
      ),
    );

    jest.mocked(listSavedPlaces).mockResolvedValue([]);
    fireEvent.click(screen.getByTestId('remove-home'));
    await waitFor(() => expect(screen.getByTestId('saved-home-add').textContent).toBe('Not saved yet'));
    expect(removeSavedPlace).toHaveBeenCalledWith('HOME');
  });

  it("counts the cart's items on the Shop tab and totals its products before checkout", async () => {
    await import('./shop-page');
    const product = (id: string, name: string, amount: number) => ({
      id,
      name,
      amount,
      image: null,
      category: 'c-1',
      size: '1',
      description: '',
    });
    jest.mocked(listCategories).mockResolvedValue({ items: [], nextToken: null });
    jest.mocked(listProducts).mockResolvedValue({
      items: [product('p-tea', 'Tea', 0.1), product('p-milk', 'Milk', 0.2)],
      nextToken: null,
    });
    renderApp('/ride/shop');
    const shopTab = await screen.findByRole('link', { name: /Shop/ });
    expect(within(shopTab).queryByTestId('cart-badge')).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Add one Tea' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add one Tea' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add one Milk' }));
    const badge = await within(shopTab).findByTestId('cart-badge');
    expect(badge.textContent).toBe('3');
    expect(badge.getAttribute('aria-label')).toBe('Items in the cart: 3');
    // 2 × 0.10 + 0.20 in minor units: exactly $0.40.
    expect(screen.getByTestId('cart-total').textContent).toBe(
      'Products total (delivery is priced at checkout)$0.40',
    );
    fireEvent.click(screen.getByText('Empty the cart'));
    await waitFor(() => expect(within(shopTab).queryByTestId('cart-badge')).toBeNull());
  });

  it("picks a shop order up at the shop the operator set and brings it to the phone's place", async () => {
    const chelsea = { lat: 40.7424, lng: -74.0061, add: 'Chelsea Market, 75 9th Ave' };
    jest
      .mocked(getSettings)
      .mockResolvedValue(someSettings({ symbol: '$', decimal: 2, swipe_symbol: false, shopPickup: chelsea }));
    localStorage.setItem(
      'wayfare.cart',
      JSON.stringify([
        { product: { id: 'p-milk', name: 'Organic milk', amount: 3.49, size: '1 l' }, quantity: 1 },
      ]),
    );
    renderApp('/ride?delivery');
    expect((await screen.findByTestId('shop-pickup')).textContent).toBe(
      'Picked up at the shop: Chelsea Market, 75 9th Ave',
    );
    expect(
      screen.getByText('Delivering your cart (1 products) from the shop: choose where to.'),
    ).toBeTruthy();
    expect(screen.queryByTestId('pickup-search')).toBeNull();
    expect((await screen.findByTestId('drop-chosen')).textContent).toContain('Times Square');
    await waitFor(() =>
      expect(estimateFare).toHaveBeenCalledWith(expect.objectContaining({ pickup: chelsea, drop: times })),
    );
  });

  it('checks the cart out as a delivery: products beside the quote, then the pay-now step of a card order', async () => {
    localStorage.setItem(
      'wayfare.cart',
      JSON.stringify([
        { product: { id: 'p-milk', name: 'Organic milk', amount: 3.49, size: '1 l' }, quantity: 2 },
      ]),
    );
    const ordered = aBooking({
      id: 'b-5',
      status: 'PAYMENT_PENDING',
      payment_mode: 'card',
      trip_cost: 19.48,
      payableAmount: 19.48,
      cart_total: 6.98,
      cartData: JSON.stringify([{ productId: 'p-milk', name: 'Organic milk', quantity: 2, amount: 3.49 }]),
    });
    jest.mocked(createBooking).mockResolvedValue(ordered);
    jest.mocked(getBooking).mockResolvedValue(ordered);
    jest.mocked(onBookingChanged).mockReturnValue(() => {});
    jest.mocked(listPaymentProviders).mockResolvedValue([{ name: 'test' }]);
    renderApp('/ride?delivery');
    expect(
      await screen.findByText('Delivering your cart (1 products): choose where from and where to.'),
    ).toBeTruthy();
    fireEvent.change(screen.getByTestId('drop-search'), { target: { value: 'empire' } });
    fireEvent.submit(screen.getByTestId('drop-search').closest('form')!);
    fireEvent.click(await screen.findByTestId('drop-suggestion'));
    await waitFor(() => expect(screen.getByTestId('price-economy').textContent).toBe('$12.50'));
    fireEvent.click(within(screen.getByTestId('car-economy')).getByRole('radio'));
    fireEvent.click(screen.getByTestId('pay-card'));
    expect(screen.getByTestId('goods-total').textContent).toBe('$6.98');
    expect(screen.getByTestId('order-total').textContent).toBe('$19.48');
    expect(screen.getByText(/Card orders are paid now/)).toBeTruthy();

    fireEvent.click(screen.getByTestId('book'));
    await waitFor(() =>
      expect(createBooking).toHaveBeenCalledWith({
        quoteId: 'q-economy',
        payment_mode: 'card',
        tripdate: null,
        cart: [{ productId: 'p-milk', quantity: 2 }],
      }),
    );
    expect((await screen.findByTestId('delivery-order')).textContent).toContain('2 × Organic milk');
    expect(screen.getByTestId('cart-total').textContent).toBe('$6.98');
    expect((await screen.findByTestId('pay-amount')).textContent).toBe('To pay: $19.48');
    expect(screen.getByTestId('trip-status').textContent).toBe('Waiting for your payment to book');
    expect(screen.getByTestId('pay-wallet')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('wayfare.cart') ?? '[]')).toEqual([]);
  });

  /** Books from the phone's position to the Empire State Building in Economy, with a promo typed. */
  const quoteEconomyWithPromo = async (promo: string) => {
    renderApp('/ride');
    await screen.findByTestId('pickup-chosen');
    fireEvent.change(screen.getByTestId('drop-search'), { target: { value: 'empire' } });
    fireEvent.submit(screen.getByTestId('drop-search').closest('form')!);
    fireEvent.click(await screen.findByTestId('drop-suggestion'));
    fireEvent.click(within(await screen.findByTestId('car-economy')).getByRole('radio'));
    fireEvent.change(screen.getByTestId('promo'), { target: { value: promo } });
    fireEvent.submit(screen.getByTestId('promo').closest('form')!);
  };

  it("shows the price less a promo's discount, and the button says when the ride is booked for", async () => {
    await quoteEconomyWithPromo('SAVE2');
    await waitFor(() => expect(screen.getByTestId('quote-total').textContent).toBe('$10.50'));
    expect(screen.getByTestId('book').textContent).toBe('Book now');
    fireEvent.click(screen.getByRole('radio', { name: 'Later' }));
    expect(screen.getByTestId('book').textContent).toBe('Book for later');
    expect(screen.getByTestId('price-economy').textContent).toBe('$10.50');
    expect(screen.getByTestId('price-comfort').textContent).toBe('$16.00');
  });

  it('books only the quote for what is on screen: while a promo is re-quoted, Book waits and no old discount shows', async () => {
    jest.mocked(createBooking).mockResolvedValue(aBooking());
    jest.mocked(getBooking).mockResolvedValue(aBooking());
    jest.mocked(onBookingChanged).mockReturnValue(() => {});
    // Each car type's quote with the promo waits until the test lets it through.
    const pricedWithPromo: (() => void)[] = [];
    jest.mocked(estimateFare).mockImplementation(({ carType, promo }) =>
      promo === 'SAVE2'
        ? new Promise((resolve) => {
            pricedWithPromo.push(() =>
              resolve(quote(carType, 12.5, { quoteId: `q-${carType}-save2`, discount: 2 })),
            );
          })
        : Promise.resolve(quote(carType, 12.5)),
    );
    await quoteEconomyWithPromo('');
    await waitFor(() => expect(screen.getByTestId('quote-total').textContent).toBe('$12.50'));
    fireEvent.change(screen.getByTestId('promo'), { target: { value: 'SAVE2' } });
    fireEvent.submit(screen.getByTestId('promo').closest('form')!);
    await waitFor(() => expect(screen.getByTestId<HTMLButtonElement>('book').disabled).toBe(true));
    expect(screen.queryByTestId('promo-result')).toBeNull();
    fireEvent.click(screen.getByTestId('book'));
    expect(createBooking).not.toHaveBeenCalled();

    act(() => pricedWithPromo.forEach((price) => price()));
    await waitFor(() => expect(screen.getByTestId('quote-total').textContent).toBe('$10.50'));
    expect(screen.getByTestId('promo-result').textContent).toBe('Discount: $2.00');
    fireEvent.click(screen.getByTestId('book'));
    await waitFor(() =>
      expect(createBooking).toHaveBeenCalledWith(expect.objectContaining({ quoteId: 'q-economy-save2' })),
    );
  });

  it('shows why a promo was refused, and a booking error in words', async () => {
    jest.mocked(createBooking).mockRejectedValue(new ApiError('INSUFFICIENT_FUNDS', 'insufficient_balance'));
    await quoteEconomyWithPromo('BAD');
    await waitFor(() =>
      expect(screen.getByTestId('promo-result').textContent).toBe('This promo cannot be applied.'),
    );
    expect(estimateFare).toHaveBeenLastCalledWith(expect.objectContaining({ promo: 'BAD' }));
    fireEvent.click(screen.getByTestId('book'));
    expect((await screen.findByRole('alert')).textContent).toBe('The wallet balance is too low.');
  });

  it('clears a wallet refusal once the rider picks a car type the wallet covers', async () => {
    jest.mocked(createBooking).mockRejectedValue(new ApiError('INSUFFICIENT_FUNDS', 'insufficient_balance'));
    renderApp('/ride');
    await screen.findByTestId('pickup-chosen');
    fireEvent.change(screen.getByTestId('drop-search'), { target: { value: 'empire' } });
    fireEvent.submit(screen.getByTestId('drop-search').closest('form')!);
    fireEvent.click(await screen.findByTestId('drop-suggestion'));
    fireEvent.click(within(await screen.findByTestId('car-comfort')).getByRole('radio'));
    fireEvent.click(screen.getByTestId('pay-wallet'));
    await waitFor(() => expect(screen.getByTestId<HTMLButtonElement>('book').disabled).toBe(false));
    fireEvent.click(screen.getByTestId('book'));
    expect((await screen.findByRole('alert')).textContent).toBe('The wallet balance is too low.');
    fireEvent.click(within(screen.getByTestId('car-economy')).getByRole('radio'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lists every trip still going on the booking screen, each linked to its trip', async () => {
    jest.mocked(listBookings).mockImplementation(async ({ active }) =>
      active
        ? {
            items: [
              aBooking({
                id: 'b-3',
                reference: 'LATERR',
                status: 'NEW',
                tripdate: Date.UTC(2026, 10, 23, 12),
              }),
              aBooking({ id: 'b-2', reference: 'SECOND', status: 'NEW' }),
              aBooking({ id: 'b-1', reference: 'FIRSTT', status: 'ACCEPTED' }),
            ],
            nextToken: null,
          }
        : { items: [], nextToken: null },
    );
    renderApp('/ride');
    await waitFor(() => expect(screen.getAllByTestId('current-trip')).toHaveLength(3));
    const links = screen.getAllByTestId('current-trip');
    // A ride booked for later is not offered to drivers yet: it says so, as its trip screen does.
    expect(links.map((link) => link.textContent)).toEqual([
      'Your current trip LATERR · Scheduled',
      'Your current trip SECOND · Looking for a driver',
      'Your current trip FIRSTT · Driver on the way',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/ride/trip/b-3',
      '/ride/trip/b-2',
      '/ride/trip/b-1',
    ]);
    expect(listBookings).toHaveBeenCalledWith({ active: true, limit: 5, nextToken: null });
  });

  it('asks a rider who signed up by e-mail for a name first, and saves it without a mobile', async () => {
    const newcomer = aUser('rider', {
      uid: 'rider-2',
      firstName: '',
      lastName: '',
      email: 'nia@example.com',
      mobile: null,
      regType: 'email',
    });
    jest.mocked(getMe).mockResolvedValue(newcomer);
    jest.mocked(updateProfile).mockImplementation(async (input) => {
      jest
        .mocked(getMe)
        .mockResolvedValue({ ...newcomer, firstName: input.firstName, lastName: input.lastName });
      return newcomer;
    });
    renderApp('/ride');
    expect((await screen.findByRole('heading', { name: 'What is your name?' })).tagName).toBe('H2');
    expect(screen.queryByTestId('book')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'App' })).toBeNull();
    fireEvent.change(screen.getByTestId('name-firstName'), { target: { value: 'Nia' } });
    fireEvent.click(screen.getByTestId('save-name'));
    expect((await screen.findByRole('alert')).textContent).toBe('This field is required.');
    expect(updateProfile).not.toHaveBeenCalled();
    fireEvent.change(screen.getByTestId('name-lastName'), { target: { value: ' Newcomer ' } });
    fireEvent.click(screen.getByTestId('save-name'));
    await screen.findByTestId('book');
    expect(updateProfile).toHaveBeenCalledWith({
      firstName: 'Nia',
      lastName: 'Newcomer',
      email: 'nia@example.com',
      mobile: '',
      lang: null,
    });
  });

  it("signs and names the wallet's entries: a top-up adds, a trip's payment takes away", async () => {
    jest.mocked(walletHistory).mockResolvedValueOnce({
      items: [
        {
          id: 'pay#b-1',
          type: 'Withdraw',
          amount: 3,
          at: Date.UTC(2026, 10, 22),
          txRef: 'b-1',
          purpose: 'TRIP_PAYMENT',
        },
        {
          id: 'topup#1',
          type: 'Credit',
          amount: 5,
          at: Date.UTC(2026, 10, 21),
          txRef: 'AdminCredit',
          purpose: 'TOP_UP',
        },
      ],
      nextToken: null,
    } as never);
    renderApp('/ride/account');
    await waitFor(() =>
      expect(screen.getAllByTestId('wallet-entry-amount').map((amount) => amount.textContent)).toEqual([
        '−$3.00',
        '+$5.00',
      ]),
    );
    // The sign stays before the amount in right-to-left languages: the signed amount is isolated left to right.
    for (const amount of screen.getAllByTestId('wallet-entry-amount'))
      expect(amount.querySelector('bdi[dir="ltr"]')?.textContent).toBe(amount.textContent);
    const entries = within(screen.getByTestId('wallet-entries')).getAllByRole('listitem');
    expect(entries[0]!.textContent).toMatch(/^Trip payment · /);
    expect(entries[1]!.textContent).toMatch(/^Top-up · /);
  });

  it('updates the balance on the Book tab and the wallet history live when the wallet changes', async () => {
    let walletChanged = () => {};
    jest.mocked(onWalletChanged).mockImplementation((_uid, handlers) => {
      walletChanged = handlers.onData;
      return () => {};
    });
    renderApp('/ride');
    await waitFor(() => expect(screen.getByText('(Balance $40.00)')).toBeTruthy());
    expect(onWalletChanged).toHaveBeenCalledWith('rider-1', expect.anything());
    jest.mocked(getMe).mockResolvedValue({ ...rider, walletBalance: 47.5 });
    act(() => walletChanged());
    expect(await screen.findByText('(Balance $47.50)')).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: 'Account' }));
    expect((await screen.findByTestId('wallet-balance')).textContent).toBe('Balance $47.50');
    const reads = jest.mocked(walletHistory).mock.calls.length;
    jest.mocked(getMe).mockResolvedValue({ ...rider, walletBalance: 50 });
    act(() => walletChanged());
    await waitFor(() => expect(screen.getByTestId('wallet-balance').textContent).toBe('Balance $50.00'));
    await waitFor(() => expect(jest.mocked(walletHistory).mock.calls.length).toBeGreaterThan(reads));
  });

  it('shows the money held for a wallet trip in progress, and what is left to spend, beside the balance', async () => {
    jest.mocked(getMe).mockResolvedValue({ ...rider, walletBalance: 30, walletHeld: 13.11 });
    const view = renderApp('/ride/account');
    expect((await screen.findByTestId('wallet-held')).textContent).toBe(
      'Held for trips in progress $13.11 · Available $16.89',
    );
    expect(screen.getByTestId('wallet-balance').textContent).toBe('Balance $30.00');
    view.unmount();

    jest.mocked(getMe).mockResolvedValue({ ...rider, walletBalance: 30, walletHeld: 0 });
    renderApp('/ride/account');
    await screen.findByTestId('wallet-balance');
    expect(screen.queryByTestId('wallet-held')).toBeNull();
  });

  it("dates the booking history in the shown language's format, whatever the profile's language", async () => {
    // Arabic chosen in this browser; the profile still says English.
    storeLanguage({
      id: 'ar',
      langName: 'العربية',
      langLocale: 'ar',
      dateLocale: 'ar-EG',
      default: false,
      keyValuePairs: ar,
    });
    jest.mocked(getMe).mockResolvedValue({ ...rider, lang: { langLocale: 'en', dateLocale: 'en-US' } });
    const tripdate = Date.UTC(2026, 2, 5, 9, 30);
    jest.mocked(listBookings).mockResolvedValue({
      items: [
        aBooking({ id: 'b-1', reference: 'PASTTR', status: 'COMPLETE', tripdate, bookingDate: tripdate }),
      ],
      nextToken: null,
    });
    renderApp('/ride/account');
    const entry = (await within(await screen.findByTestId('history')).findByText('PASTTR')).closest('a')!;
    expect(entry.textContent).toContain(new Date(tripdate).toLocaleDateString('ar-EG'));
    // The reference and the English address are isolated from the Arabic around them.
    expect(within(entry).getByText('PASTTR').tagName).toBe('BDI');
    expect(within(entry).getByTestId('history-drop').tagName).toBe('BDI');
  });

  it('says a ride booked for later is scheduled in the booking history, not that it looks for a driver', async () => {
    const bookedAt = Date.UTC(2026, 2, 5, 9, 30);
    jest.mocked(listBookings).mockResolvedValue({
      items: [
        aBooking({
          id: 'b-1',
          reference: 'LATERR',
          status: 'NEW',
          bookingDate: bookedAt,
          tripdate: bookedAt + 3_600_000,
        }),
      ],
      nextToken: null,
    });
    renderApp('/ride/account');
    const entry = (await within(await screen.findByTestId('history')).findByText('LATERR')).closest('a')!;
    expect(within(entry).getByText('Scheduled')).toBeTruthy();
    expect(within(entry).queryByText('Looking for a driver')).toBeNull();
  });

  it('shows the mobile number on the account screen left to right, in Arabic too', async () => {
    renderApp('/ride/account');
    await screen.findByTestId('history');
    act(() => applyLanguage({ langLocale: 'ar', keyValuePairs: ar }));
    try {
      expect(document.documentElement.dir).toBe('rtl');
      const contact = screen.getByText(rider.mobile!);
      expect(contact.tagName).toBe('BDI');
      expect(contact.getAttribute('dir')).toBe('ltr');
      expect(document.title).toBe(`${isolateValue(ar['apps.nav.account']!, 'ar')} · Wayfare`);
    } finally {
      act(() => applyLanguage({ langLocale: 'en', keyValuePairs: {} }));
    }
  });
});

describe('the map without the phone position', () => {
  it('says why over the map, which opens on the demo city, when location is refused', async () => {
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (_ok: PositionCallback, fail: PositionErrorCallback) =>
          fail({ code: 1, message: 'denied' } as GeolocationPositionError),
      },
    });
    renderApp('/ride');
    expect((await screen.findByTestId('map-notice')).textContent).toBe(
      'Please allow location access to see the map.',
    );
    expect(screen.queryByTestId('pickup-chosen')).toBeNull();
  });
});

describe('rider notifications screen', () => {
  it('lists what the rider received, from the account screen: trip notices translated and linked', async () => {
    jest.mocked(myNotifications).mockResolvedValue({
      items: [
        {
          id: 'n2',
          at: Date.UTC(2026, 10, 23, 10),
          title: 'notification_title',
          body: 'driver_arrived',
          messageKeys: true,
          bookingId: 'b-1',
        },
        {
          id: 'n1',
          at: Date.UTC(2026, 10, 22, 10),
          title: 'Weekend offer',
          body: 'Rides are 10% off.',
          messageKeys: false,
          bookingId: null,
        },
      ],
      nextToken: 'more',
    });
    renderApp('/ride/account');
    fireEvent.click(await screen.findByTestId('open-notifications'));
    const notices = await screen.findAllByTestId('notice');
    expect(notices.map((notice) => notice.textContent)).toEqual([
      expect.stringContaining('You have a new notification'),
      expect.stringContaining('Weekend offer'),
    ]);
    expect(notices[1]!.textContent).toContain('Rides are 10% off.');
    expect(within(notices[0]!).getByRole('link').getAttribute('href')).toBe('/ride/trip/b-1');
    expect(myNotifications).toHaveBeenLastCalledWith(null);
    fireEvent.click(screen.getByText('Next page'));
    await waitFor(() => expect(myNotifications).toHaveBeenLastCalledWith('more'));
  });

  it('says when there are none', async () => {
    jest.mocked(myNotifications).mockResolvedValue({ items: [], nextToken: null });
    renderApp('/ride/notifications');
    await screen.findByText('No notifications yet.');
  });
});

describe('rider trip screen', () => {
  it('follows the booking live: a change signal re-reads it from the server (driver, otp)', async () => {
    let signal: () => void = () => {};
    jest.mocked(onBookingChanged).mockImplementation((_id, handlers) => {
      signal = () => handlers.onData({ id: 'b-1', status: 'ACCEPTED' });
      return () => {};
    });
    jest
      .mocked(getBooking)
      .mockResolvedValueOnce(aBooking())
      .mockResolvedValue(
        aBooking({
          status: 'ACCEPTED',
          driver: 'd-1',
          driver_name: 'Dan Driver',
          vehicle_number: 'NY 1',
          otp: '4821',
        }),
      );
    renderApp('/ride/trip/b-1');
    expect((await screen.findByTestId('trip-status')).textContent).toBe('Looking for a driver');
    act(() => signal());
    expect((await screen.findByTestId('driver-name')).textContent).toBe('Dan Driver');
    expect(screen.getByTestId('ride-otp').textContent).toBe('4821');
    expect(screen.getByTestId('trip-status').textContent).toBe('Driver on the way');
  });

  it("keeps each chat message in its own direction, so in Arabic an English 'See you!' is not '!See you'", async () => {
    jest.mocked(onBookingChanged).mockReturnValue(() => {});
    jest.mocked(getBooking).mockResolvedValue(aBooking({ status: 'ACCEPTED', driver: 'd-1' }));
    jest
      .mocked(listChat)
      .mockResolvedValue([{ bookingId: 'b-1', id: 'm-1', message: 'See you!', from: 'd-1', at: 1 }]);
    renderApp('/ride/trip/b-1');
    const message = await within(await screen.findByTestId('chat-messages')).findByText('See you!');
    expect(message.tagName).toBe('BDI');
  });

  it("lists the trip's stops in order between the pickup and the drop", async () => {
    jest.mocked(onBookingChanged).mockReturnValue(() => {});
    jest.mocked(getBooking).mockResolvedValue(
      aBooking({
        status: 'STARTED',
        stops: [
          { lat: 40.7536, lng: -73.9832, add: 'Bryant Park' },
          { lat: 40.7359, lng: -73.9911, add: 'Union Square' },
        ],
      }),
    );
    renderApp('/ride/trip/b-1');
    const stops = await screen.findByTestId('trip-stops');
    expect(
      within(stops)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Bryant Park', 'Union Square']);
    expect(screen.getByTestId('trip-drop').textContent).toBe('Empire State Building');
  });

  it("shows the driver's photo, car and plate, and a call button only while the server sends the number", async () => {
    const onTheWay = aBooking({
      status: 'ACCEPTED',
      driver: 'd-1',
      driver_name: 'Dana Driver',
      driver_image: 'https://images.example/dana.png',
      driverRating: 4.8,
      vehicle_number: 'NYC-4821',
      vehicle_make: 'Toyota',
      vehicle_model: 'Prius',
      vehicle_color: 'White',
      driver_contact: '+12125550102',
    });
    jest.mocked(getBooking).mockResolvedValue(onTheWay);
    const { unmount } = renderApp('/ride/trip/b-1');
    const card = await screen.findByTestId('driver-card');
    expect(within(card).getByTestId('driver-photo').getAttribute('alt')).toBe('Photo of Dana Driver');
    expect(within(card).getByTestId('driver-car').textContent).toBe('White Toyota Prius');
    expect(within(card).getByTestId('driver-plate').textContent).toBe('NYC-4821');
    const call = within(card).getByTestId('call-driver');
    expect(call.getAttribute('href')).toBe('tel:+12125550102');
    expect(call.textContent).toBe('Call the driver +12125550102');
    act(() => applyLanguage({ langLocale: 'ar', keyValuePairs: ar }));
    try {
      // Each value isolated in the Arabic sentence (isolate-value.ts).
      expect(within(card).getByTestId('driver-car').textContent).toBe(
        ['Toyota', 'Prius', 'White'].map((word) => isolateValue(word, 'ar')).join(' '),
      );
      expect(within(card).getByText('+12125550102').getAttribute('dir')).toBe('ltr');
      expect(within(card).getByText(ar['trip.plate']!)).toBeTruthy();
    } finally {
      act(() => applyLanguage({ langLocale: 'en', keyValuePairs: {} }));
    }
    unmount();

    // Arrived without a number from the server: the card stays, with no call button.
    jest.mocked(getBooking).mockResolvedValue({ ...onTheWay, status: 'ARRIVED', driver_contact: null });
    renderApp('/ride/trip/b-1');
    await screen.findByTestId('driver-card');
    expect(screen.queryByTestId('call-driver')).toBeNull();
  });

  it('shares the trip through the share sheet, else copies the link, and stops sharing', async () => {
    jest.mocked(onBookingChanged).mockReturnValue(() => {});
    jest.mocked(getBooking).mockResolvedValue(aBooking({ status: 'ACCEPTED', driver: 'd-1' }));
    jest.mocked(shareTrip).mockResolvedValue('b-1.secret-one');
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    const { unmount } = renderApp('/ride/trip/b-1');
    // Nothing shared yet: nothing to stop.
    expect(screen.queryByTestId('stop-sharing')).toBeNull();
    fireEvent.click(await screen.findByTestId('share-link'));
    // No share sheet in this browser: the link is copied, and shown, with a visible confirmation.
    await waitFor(() => expect(screen.getByTestId('share-outcome').textContent).toMatch(/Link copied/));
    const url = `${window.location.origin}/share/b-1.secret-one`;
    expect(writeText).toHaveBeenCalledWith(url);
    expect(screen.getByTestId('shared-link').textContent).toBe(url);
    expect(shareTrip).toHaveBeenCalledWith('b-1');
    // The link is live after a reload too, so it can still be stopped.
    unmount();
    const again = renderApp('/ride/trip/b-1');
    await screen.findByTestId('stop-sharing');
    expect(screen.getByTestId('shared-link').textContent).toBe(url);

    jest.mocked(stopSharingTrip).mockResolvedValue(1);
    fireEvent.click(screen.getByTestId('stop-sharing'));
    await waitFor(() => expect(screen.getByTestId('share-outcome').textContent).toMatch(/Sharing stopped/));
    expect(screen.queryByTestId('shared-link')).toBeNull();
    expect(screen.queryByTestId('stop-sharing')).toBeNull();
    again.unmount();

    // A phone's share sheet takes the link; a refusal from the server shows in words (Arabic too).
    const share = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { configurable: true, value: share });
    try {
      renderApp('/ride/trip/b-1');
      fireEvent.click(await screen.findByTestId('share-link'));
      await waitFor(() => expect(screen.getByTestId('share-outcome').textContent).toBe('Link shared.'));
      expect(share).toHaveBeenCalledWith({ url, text: 'Follow my trip live' });
      jest.mocked(shareTrip).mockRejectedValue(new ApiError('CONFLICT', 'share_limit'));
      act(() => applyLanguage({ langLocale: 'ar', keyValuePairs: ar }));
      fireEvent.click(screen.getByTestId('share-link'));
      expect(await screen.findByText(ar.share_limit!)).toBeTruthy();
      expect(screen.getByTestId('share-link').textContent).toBe(ar['share.share']);
    } finally {
      act(() => applyLanguage({ langLocale: 'en', keyValuePairs: {} }));
      Reflect.deleteProperty(navigator, 'share');
    }
  });

  it('raises an SOS after asking, with the phone position, then shows the emergency number to call', async () => {
    jest.mocked(onBookingChanged).mockReturnValue(() => {});
    jest.mocked(getBooking).mockResolvedValue(aBooking({ status: 'STARTED', driver: 'd-1' }));
    jest.mocked(raiseSos).mockResolvedValue({} as Awaited<ReturnType<typeof raiseSos>>);
    const getCurrentPosition = jest.fn((ok: PositionCallback) =>
      ok({ coords: { latitude: 40.75, longitude: -73.98 } } as GeolocationPosition),
    );
    Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition } });
    try {
      const { unmount } = renderApp('/ride/trip/b-1');
      fireEvent.click(await screen.findByTestId('sos'));
      // Asked first, in a dialog that takes the focus (onto going back); going back sends nothing
      // and returns the focus to SOS, as Escape does.
      await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('sos-cancel')));
      fireEvent.click(screen.getByTestId('sos-cancel'));
      expect(raiseSos).not.toHaveBeenCalled();
      await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('sos')));
      fireEvent.click(screen.getByTestId('sos'));
      fireEvent.keyDown(await screen.findByTestId('sos-cancel'), { key: 'Escape' });
      await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('sos')));
      fireEvent.click(screen.getByTestId('sos'));
      expect(screen.getByRole('alertdialog').textContent).toMatch(/call the emergency number\? 112/);
      fireEvent.click(screen.getByTestId('sos-confirm'));
      expect((await screen.findByTestId('sos-alerted')).textContent).toBe('The operator has been alerted.');
      expect(raiseSos).toHaveBeenCalledWith('b-1', { lat: 40.75, lng: -73.98 });
      expect(screen.getByTestId('sos-call').getAttribute('href')).toBe('tel:112');
      expect(openDialer).toHaveBeenCalledWith('tel:112');
      unmount();

      // Refused by the server (the trip just ended): the reason in Arabic, the number still there to call.
      jest.mocked(raiseSos).mockRejectedValue(new ApiError('CONFLICT', 'sos_not_under_way'));
      act(() => applyLanguage({ langLocale: 'ar', keyValuePairs: ar }));
      renderApp('/ride/trip/b-1');
      expect((await screen.findByTestId('sos')).textContent).toBe(ar['sos.button']);
      fireEvent.click(screen.getByTestId('sos'));
      fireEvent.click(screen.getByTestId('sos-confirm'));
      expect(await screen.findByText(ar.sos_not_under_way!)).toBeTruthy();
      expect(screen.queryByTestId('sos-alerted')).toBeNull();
      expect(screen.getByTestId('sos-call').getAttribute('href')).toBe('tel:112');
    } finally {
      act(() => applyLanguage({ langLocale: 'en', keyValuePairs: {} }));
      Reflect.deleteProperty(navigator, 'geolocation');
    }
  });

  it('offers sharing only while a driver is on the way or on the trip', async () => {
    jest.mocked(onBookingChanged).mockReturnValue(() => {});
    jest.mocked(getBooking).mockResolvedValue(aBooking({ status: 'NEW' }));
    renderApp('/ride/trip/b-1');
    await screen.findByTestId('trip-status');
    expect(screen.queryByTestId('share-trip')).toBeNull();
    expect(screen.queryByTestId('emergency')).toBeNull();
  });

  it('offers no SOS on a delivery: panic is for rides (the taxi category) only', async () => {
    jest.mocked(onBookingChanged).mockReturnValue(() => {});
    jest
      .mocked(getBooking)
      .mockResolvedValue(aBooking({ status: 'STARTED', driver: 'd-1', parcelType: 'Documents' }));
    renderApp('/ride/trip/b-1');
    await screen.findByTestId('share-trip');
    expect(screen.queryByTestId('emergency')).toBeNull();
  });

  it("words a shop order's steps from its customer's side: the driver at the shop, and no code", async () => {
    const order = aBooking({
      id: 'b-shop',
      reference: 'SHOPXX',
      status: 'ARRIVED',
      driver: 'd-1',
      otp: undefined,
      cartData: JSON.stringify([{ productId: 'p-milk', name: 'Organic milk', quantity: 2, amount: 3.49 }]),
    });
    jest.mocked(onBookingChanged).mockReturnValue(() => {});
    jest.mocked(getBooking).mockResolvedValue(order);
    jest.mocked(listBookings).mockImplementation(async ({ active }) => ({
      items: active ? [order] : [],
      nextToken: null,
    }));
    renderApp('/ride');
    fireEvent.click(
      await screen.findByRole('link', { name: 'Your current trip SHOPXX · Driver at the shop' }),
    );
    expect((await screen.findByTestId('trip-status')).textContent).toBe('Driver at the shop');
    expect(screen.queryByTestId('ride-otp')).toBeNull();
  });

  it('tells the rider live, in its language, when the server says the driver is arriving', async () => {
    let signal: () => void = () => {};
    jest.mocked(onBookingChanged).mockImplementation((_id, handlers) => {
      signal = () => handlers.onData({ id: 'b-1', status: 'ACCEPTED' });
      return () => {};
    });
    const accepted = aBooking({ status: 'ACCEPTED', driver: 'd-1', driver_name: 'Dan Driver' });
    jest
      .mocked(getBooking)
      .mockResolvedValueOnce(accepted)
      .mockResolvedValue({ ...accepted, arrivingNoticeAt: Date.UTC(2026, 10, 23, 9, 5) });
    renderApp('/ride/trip/b-1');
    await screen.findByTestId('driver-name');
    expect(screen.queryByTestId('driver-arriving')).toBeNull();
    act(() => signal());
    const notice = await screen.findByTestId('driver-arriving');
    expect(notice.getAttribute('role')).toBe('status');
    expect(notice.textContent).toBe('Your driver is almost at the pickup point. Please get ready.');
    try {
      for (const [langLocale, texts] of [
        ['es', es],
        ['ar', ar],
      ] as const) {
        act(() => applyLanguage({ langLocale, keyValuePairs: texts }));
        expect(screen.getByTestId('driver-arriving').textContent).toBe(texts.driver_arriving);
      }
    } finally {
      act(() => applyLanguage({ langLocale: 'en', keyValuePairs: {} }));
    }
  });

  it("changes the drop mid-trip: the server's fare and difference, Accept, and Cancel changing nothing, in es and ar", async () => {
    jest.mocked(onBookingChanged).mockReturnValue(() => {});
    const started = aBooking({
      status: 'STARTED',
      driver: 'd-1',
      driver_name: 'Dan Driver',
      payableAmount: 12,
    });
    const moved = { ...started, drop: times, payableAmount: 15.5, trip_cost: 15.5 };
    jest.mocked(getBooking).mockResolvedValueOnce(started).mockResolvedValue(moved);
    jest.mocked(searchPlaces).mockResolvedValue([{ placeId: 'p2', ...times }]);
    jest.mocked(quoteDropChange).mockResolvedValue({
      quoteId: 'q-drop',
      bookingId: 'b-1',
      drop: times,
      distance: 4.2,
      distanceUnit: 'km',
      durationSecs: 900,
      grandTotal: 15.5,
      payableAmount: 15.5,
      difference: 3.5,
      currency: 'USD',
      expiresAt: Date.UTC(2026, 10, 23, 9, 10),
    });
    jest.mocked(acceptDropChange).mockResolvedValue(moved);
    renderApp('/ride/trip/b-1');
    fireEvent.click(await screen.findByTestId('change-drop'));
    fireEvent.click(await screen.findByTestId('cancel-drop-change'));
    expect(screen.queryByTestId('drop-change')).toBeNull();
    expect(quoteDropChange).not.toHaveBeenCalled();

    fireEvent.click(screen.getByTestId('change-drop'));
    fireEvent.change(await screen.findByTestId('new-drop-search'), { target: { value: 'times' } });
    fireEvent.submit(screen.getByTestId('new-drop-search').closest('form')!);
    fireEvent.click(await screen.findByTestId('new-drop-suggestion'));
    expect((await screen.findByTestId('drop-change-quote')).textContent).toBe(
      'New fare: $15.50. $3.50 more than now.',
    );
    expect(quoteDropChange).toHaveBeenCalledWith('b-1', times);
    try {
      for (const [langLocale, texts] of [
        ['es', es],
        ['ar', ar],
      ] as const) {
        act(() => applyLanguage({ langLocale, keyValuePairs: texts }));
        expect(screen.getByTestId('accept-drop-change').textContent).toBe(texts['trip.acceptDropChange']);
        expect(screen.getByTestId('drop-change-difference').textContent).toBe(
          texts['trip.dropCostsMore'].replace('{{amount}}', isolateValue('$3.50', langLocale)),
        );
      }
      expect(document.documentElement.dir).toBe('rtl');
    } finally {
      act(() => applyLanguage({ langLocale: 'en', keyValuePairs: {} }));
    }
    fireEvent.click(screen.getByTestId('accept-drop-change'));
    await waitFor(() => expect(acceptDropChange).toHaveBeenCalledWith('q-drop'));
    await waitFor(() => expect(screen.getByTestId('trip-drop').textContent).toBe(times.add));
    expect(screen.queryByTestId('drop-change')).toBeNull();
  });

  it("shows the server's refusal of the drop the trip already has, in es and ar, and offers no accept", async () => {
    jest.mocked(onBookingChanged).mockReturnValue(() => {});
    jest
      .mocked(getBooking)
      .mockResolvedValue(
        aBooking({ status: 'STARTED', driver: 'd-1', driver_name: 'Dan Driver', drop: times }),
      );
    jest.mocked(searchPlaces).mockResolvedValue([{ placeId: 'p2', ...times }]);
    jest.mocked(quoteDropChange).mockRejectedValue(new ApiError('VALIDATION', 'drop_change_same_drop'));
    renderApp('/ride/trip/b-1');
    fireEvent.click(await screen.findByTestId('change-drop'));
    expect(screen.queryByTestId('accept-drop-change')).toBeNull();
    fireEvent.change(await screen.findByTestId('new-drop-search'), { target: { value: 'times' } });
    fireEvent.submit(screen.getByTestId('new-drop-search').closest('form')!);
    fireEvent.click(await screen.findByTestId('new-drop-suggestion'));
    const refusal = await within(screen.getByTestId('drop-change')).findByRole('alert');
    expect(refusal.textContent).toBe("That is already the trip's drop. Choose another place.");
    expect(quoteDropChange).toHaveBeenCalledWith('b-1', times);
    expect(screen.queryByTestId('drop-change-quote')).toBeNull();
    expect(screen.queryByTestId('accept-drop-change')).toBeNull();
    try {
      for (const [langLocale, texts] of [
        ['es', es],
        ['ar', ar],
      ] as const) {
        act(() => applyLanguage({ langLocale, keyValuePairs: texts }));
        expect(refusal.textContent).toBe(texts.drop_change_same_drop);
      }
    } finally {
      act(() => applyLanguage({ langLocale: 'en', keyValuePairs: {} }));
    }
  });

  it("moves the driver on the map as positions arrive, with its heading and the server's ETA", async () => {
    jest.mocked(onBookingChanged).mockReturnValue(() => {});
    const accepted = aBooking({ status: 'ACCEPTED', driver: 'd-1', driver_name: 'Dan Driver' });
    jest.mocked(getBooking).mockResolvedValue(accepted);
    jest.mocked(getLastTracking).mockResolvedValue({
      bookingId: 'b-1',
      at: 1,
      status: 'ACCEPTED',
      lat: 40.76,
      lng: -73.98,
      heading: null,
      eta: 400,
    });
    let track: (entry: Awaited<ReturnType<typeof getLastTracking>>) => void = () => {};
    jest.mocked(onTracking).mockImplementation((_, handlers) => {
      track = (entry) => handlers.onData(entry!);
      return () => {};
    });
    renderApp('/ride/trip/b-1');
    expect((await screen.findByTestId('trip-eta')).textContent).toBe('About 7 min to the pickup');
    act(() =>
      track({ bookingId: 'b-1', at: 2, status: 'ACCEPTED', lat: 40.759, lng: -73.98, heading: 180, eta: 50 }),
    );
    expect((await screen.findByTestId('trip-eta')).textContent).toBe('About 1 min to the pickup');
  });

  it('catches up when the device comes back online', async () => {
    jest.mocked(onBookingChanged).mockReturnValue(() => {});
    jest
      .mocked(getBooking)
      .mockResolvedValueOnce(aBooking())
      .mockResolvedValue(aBooking({ status: 'CANCELLED' }));
    renderApp('/ride/trip/b-1');
    await screen.findByTestId('trip-status');
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(screen.getByTestId('trip-status').textContent).toBe('Cancelled'));
    expect(onBookingChanged).toHaveBeenCalledTimes(2);
  });

  it('says live when no driver was found, and books the same trip again with one tap', async () => {
    let signal: () => void = () => {};
    let signalled = false;
    jest.mocked(onBookingChanged).mockImplementation((id, handlers) => {
      if (id === 'b-1') signal = () => handlers.onData({ id: 'b-1', status: 'CANCELLED' });
      return () => {};
    });
    jest.mocked(getBooking).mockImplementation(async (id) =>
      id === 'b-2'
        ? aBooking({ id: 'b-2', reference: 'AGAINX' })
        : signalled
          ? aBooking({
              status: 'CANCELLED',
              reason: 'no_driver_found',
              carType: 'Comfort',
              payment_mode: 'wallet',
            })
          : aBooking(),
    );
    jest.mocked(createBooking).mockResolvedValue(aBooking({ id: 'b-2', reference: 'AGAINX' }));
    renderApp('/ride/trip/b-1');
    expect((await screen.findByTestId('trip-status')).textContent).toBe('Looking for a driver');
    signalled = true;
    act(() => signal());
    expect((await screen.findByTestId('no-driver')).textContent).toBe(
      'No driver is available near you right now. Please try again shortly.',
    );
    fireEvent.click(screen.getByTestId('rebook'));
    await waitFor(() =>
      expect(createBooking).toHaveBeenCalledWith({
        quoteId: 'q-comfort',
        payment_mode: 'wallet',
        cart: null,
      }),
    );
    expect(estimateFare).toHaveBeenCalledWith(
      expect.objectContaining({ pickup: times, drop: empire, carType: 'comfort' }),
    );
    expect(await screen.findByText('Trip AGAINX')).toBeTruthy();
  });

  it('shows a ride booked for later as scheduled, with its pickup time', async () => {
    jest.mocked(onBookingChanged).mockReturnValue(() => {});
    const pickupAt = Date.UTC(2026, 10, 23, 18, 45);
    jest
      .mocked(getBooking)
      .mockResolvedValue(aBooking({ bookingDate: Date.UTC(2026, 10, 23, 9), tripdate: pickupAt }));
    renderApp('/ride/trip/b-1');
    expect((await screen.findByTestId('trip-status')).textContent).toBe('Scheduled');
    const shown = new Date(pickupAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
    expect(screen.getByTestId('pickup-time').textContent).toBe(shown);
    expect(screen.getByText(`Booked for ${shown}. We offer it to drivers shortly before.`)).toBeTruthy();
  });

  it('cancels with the reason the rider picks from the list, none picked for it', async () => {
    jest.mocked(onBookingChanged).mockReturnValue(() => {});
    jest.mocked(getBooking).mockResolvedValue(aBooking());
    jest.mocked(listCancelReasons).mockResolvedValue([
      { label: 'Changed my mind', value: 0 },
      { label: 'Driver too far', value: 1 },
    ]);
    jest.mocked(cancelBooking).mockResolvedValue(aBooking({ status: 'CANCELLED' }));
    renderApp('/ride/trip/b-1');
    fireEvent.click(await screen.findByTestId('cancel-trip'));
    const reason = await screen.findByTestId<HTMLSelectElement>('cancel-reason');
    expect(reason.selectedOptions[0]!.textContent).toBe('Choose a reason');
    const confirm = screen.getByTestId<HTMLButtonElement>('cancel-confirm');
    expect(confirm.disabled).toBe(true);
    fireEvent.click(confirm);
    expect(cancelBooking).not.toHaveBeenCalled();
    fireEvent.change(reason, { target: { value: 'Driver too far' } });
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);
    await waitFor(() => expect(cancelBooking).toHaveBeenCalledWith('b-1', 'Driver too far'));
  });

  it('lets the rider cancel once the driver has arrived, as the server allows, but not once the trip started', async () => {
    jest.mocked(onBookingChanged).mockReturnValue(() => {});
    jest.mocked(listCancelReasons).mockResolvedValue([{ label: 'Changed my mind', value: 0 }]);
    jest.mocked(cancelBooking).mockResolvedValue(aBooking({ status: 'CANCELLED' }));
    jest.mocked(getBooking).mockResolvedValue(aBooking({ status: 'ARRIVED', driver: 'driver-1' }));
    const { unmount } = renderApp('/ride/trip/b-1');
    fireEvent.click(await screen.findByTestId('cancel-trip'));
    fireEvent.change(await screen.findByTestId('cancel-reason'), { target: { value: 'Changed my mind' } });
    fireEvent.click(screen.getByTestId('cancel-confirm'));
    await waitFor(() => expect(cancelBooking).toHaveBeenCalledWith('b-1', 'Changed my mind'));
    unmount();

    jest.mocked(getBooking).mockResolvedValue(aBooking({ status: 'STARTED', driver: 'driver-1' }));
    renderApp('/ride/trip/b-1');
    await waitFor(() =>
      expect(screen.getByTestId('trip-status').getAttribute('data-status')).toBe('STARTED'),
    );
    expect(screen.queryByTestId('cancel-trip')).toBeNull();
  });

  it('offers the wallet only when its balance covers what is due, and says why not', async () => {
    jest.mocked(onBookingChanged).mockReturnValue(() => {});
    jest.mocked(listPaymentProviders).mockResolvedValue([{ name: 'test' }]);
    jest.mocked(getMe).mockResolvedValue({ ...rider, walletBalance: 6.72 });
    jest
      .mocked(getBooking)
      .mockResolvedValue(aBooking({ status: 'PENDING', payment_mode: 'card', payableAmount: 18.47 }));
    const view = renderApp('/ride/trip/b-1');
    const wallet = await screen.findByTestId<HTMLButtonElement>('pay-wallet');
    // Told apart from a booking waiting for its payment up front (the delivery's card order above).
    expect(screen.getByTestId('trip-status').textContent).toBe('Trip ended, payment due');
    expect(wallet.textContent).toBe('Pay from the wallet ($6.72)');
    expect(wallet.disabled).toBe(true);
    expect(screen.getByTestId('wallet-short').textContent).toBe('The wallet balance is too low.');
    expect(wallet.getAttribute('aria-describedby')).toBe(screen.getByTestId('wallet-short').id);
    view.unmount();

    jest.mocked(getMe).mockResolvedValue({ ...rider, walletBalance: 18.47 });
    jest.mocked(payFromWallet).mockResolvedValue(aBooking({ status: 'PAID' }));
    renderApp('/ride/trip/b-1');
    const enough = await screen.findByTestId<HTMLButtonElement>('pay-wallet');
    expect(enough.disabled).toBe(false);
    expect(screen.queryByTestId('wallet-short')).toBeNull();
    fireEvent.click(enough);
    await waitFor(() => expect(payFromWallet).toHaveBeenCalledWith('b-1'));
  });

  it('offers the wallet only for what it may spend: money held for a wallet trip in progress is not', async () => {
    jest.mocked(onBookingChanged).mockReturnValue(() => {});
    jest.mocked(listPaymentProviders).mockResolvedValue([{ name: 'test' }]);
    jest.mocked(getMe).mockResolvedValue({ ...rider, walletBalance: 25, walletHeld: 17.5 });
    jest
      .mocked(getBooking)
      .mockResolvedValue(aBooking({ status: 'PENDING', payment_mode: 'card', payableAmount: 8.8 }));
    renderApp('/ride/trip/b-1');
    const wallet = await screen.findByTestId<HTMLButtonElement>('pay-wallet');
    expect(wallet.textContent).toBe('Pay from the wallet ($7.50)');
    expect(wallet.disabled).toBe(true);
    expect(screen.getByTestId('wallet-short').textContent).toBe(
      'Part of your balance is held for a trip in progress. You can use the available amount; the rest is freed when the trip is paid or cancelled.',
    );
  });

  it('says the payment was not completed when the provider sends the rider back unpaid', async () => {
    jest.mocked(onBookingChanged).mockReturnValue(() => {});
    jest.mocked(listPaymentProviders).mockResolvedValue([{ name: 'test' }]);
    jest
      .mocked(getBooking)
      .mockResolvedValue(aBooking({ status: 'PENDING', payment_mode: 'card', payableAmount: 12.5 }));
    const view = renderApp('/ride/trip/b-1?payment=incomplete');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The payment was declined or not completed. Please try again.',
    );
    await screen.findByTestId('pay-now');
    view.unmount();

    // Paid meanwhile: the booking shows it, the stale return says nothing.
    jest.mocked(getBooking).mockResolvedValue(aBooking({ status: 'PAID' }));
    renderApp('/ride/trip/b-1?payment=incomplete');
    await screen.findByRole('button', { name: '5 of 5 stars' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('pays a card trip through the chosen provider, and rates a paid one', async () => {
    jest.mocked(onBookingChanged).mockReturnValue(() => {});
    jest
      .mocked(getBooking)
      .mockResolvedValue(aBooking({ status: 'PENDING', payment_mode: 'card', payableAmount: 12.5 }));
    jest.mocked(listPaymentProviders).mockResolvedValue([{ name: 'test' }]);
    const form = { provider: 'test', url: 'http://pay.example/form', fields: '{"order":"b-1"}' };
    jest.mocked(payNow).mockResolvedValue(form);
    const view = renderApp('/ride/trip/b-1');
    expect((await screen.findByTestId('pay-amount')).textContent).toBe('To pay: $12.50');
    // The twin's provider by a name a person reads, not its id.
    expect((await screen.findByTestId('pay-provider')).textContent).toBe('Test card (demo)');
    fireEvent.click(await screen.findByTestId('pay-now'));
    await waitFor(() => expect(submitPaymentForm).toHaveBeenCalledWith(form));
    expect(payNow).toHaveBeenCalledWith('b-1', 'test');
    view.unmount();

    jest.mocked(getBooking).mockResolvedValue(aBooking({ status: 'PAID' }));
    jest.mocked(rateTrip).mockResolvedValue(aBooking({ status: 'COMPLETE', rating: 5 }));
    renderApp('/ride/trip/b-1');
    fireEvent.click(await screen.findByRole('button', { name: '5 of 5 stars' }));
    // The stars are chosen first; the comment is optional and goes with them.
    fireEvent.change(screen.getByTestId('rate-comment'), { target: { value: 'Smooth ride' } });
    fireEvent.click(screen.getByTestId('rate-submit'));
    await waitFor(() => expect(rateTrip).toHaveBeenCalledWith('b-1', 5, 'Smooth ride'));
  });

  it("says live why the driver cancelled, in the reader's language, and offers to book again", async () => {
    let signal: () => void = () => {};
    jest.mocked(onBookingChanged).mockImplementation((_id, handlers) => {
      signal = () => handlers.onData({ id: 'b-1', status: 'CANCELLED' });
      return () => {};
    });
    const accepted = aBooking({ status: 'ACCEPTED', driver: 'd-1', driver_name: 'Dan Driver' });
    jest.mocked(getBooking).mockResolvedValue(accepted);
    renderApp('/ride/trip/b-1');
    await screen.findByTestId('driver-name');
    jest.mocked(getBooking).mockResolvedValue({
      ...accepted,
      status: 'CANCELLED',
      cancelledBy: 'driver',
      reason: 'driver_reason_vehicle_problem',
    });
    act(() => signal());
    const notice = await screen.findByTestId('driver-cancelled');
    expect(notice.textContent).toBe('Your driver cancelled the trip: Problem with my vehicle');
    expect(screen.getByTestId('rebook')).toBeTruthy();
    try {
      act(() => applyLanguage({ langLocale: 'es', keyValuePairs: es }));
      expect(screen.getByTestId('driver-cancelled').textContent).toBe(
        'Tu conductor canceló el viaje: Problema con mi vehículo',
      );
    } finally {
      act(() => applyLanguage({ langLocale: 'en', keyValuePairs: {} }));
    }
  });

  it('says so when the booking cannot be read, with no Try again that would be refused the same', async () => {
    jest.mocked(onBookingChanged).mockReturnValue(() => {});
    jest.mocked(getBooking).mockRejectedValue(new ApiError('FORBIDDEN', 'not_permitted'));
    renderApp('/ride/trip/b-1');
    expect((await screen.findByRole('alert')).textContent).toBe('You are not allowed to do this.');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('offers Try again when the booking could not be read for want of a network, and reads it again', async () => {
    jest.mocked(onBookingChanged).mockReturnValue(() => {});
    jest
      .mocked(getBooking)
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(aBooking());
    renderApp('/ride/trip/b-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('trip-status')).textContent).toBe('Looking for a driver');
  });
});
