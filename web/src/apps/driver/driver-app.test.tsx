import '../../testing/frame-mocks';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '../../api/api-error';
import { signOut } from '../../api/auth';
import { listCarTypes } from '../../api/rider-catalogue';
import { registerDriver } from '../../api/driver-signup';
import { getMe, updateBankDetails } from '../../api/me';
import type { User } from '../../api/types';
import { listWithdraws, requestWithdraw, walletHistory } from '../../api/money';
import {
  markNotificationsSeen,
  myNotifications,
  onNotificationReceived,
  unreadNotifications,
} from '../../api/received-notifications';
import { currentSession } from '../../api/session';
import { getSettings } from '../../api/settings';
import { getMyEarnings, listMyTripEarnings } from '../../api/my-earnings';
import { applyLanguage } from '../../i18n/apply-language';
import { ar } from '@wayfare/shared/src/i18n/texts/ar';
import { es } from '@wayfare/shared/src/i18n/texts/es';
import { raiseSos } from '../../api/safety';
import { openDialer } from '../shared/phone';
import {
  acceptTask,
  cancelTrip,
  getBooking,
  getLastTracking,
  listBookings,
  listChat,
  listTasks,
  onBookingChanged,
  onTaskOffered,
  rateRider,
  reportNoShow,
  setDriverActive,
  setTripImage,
  updateDriverLocation,
  updateTripStatus,
} from '../../api/trips';
import { uploadImage } from '../../api/uploads';
import { aUser, someSettings } from '../../testing/back-office-fixtures';
import { renderApp } from '../../testing/render-app';
import { aBooking, aTask } from '../testing/app-fixtures';
import { isolateValue } from '../../i18n/isolate-value';

jest.mock('../../api/rider-catalogue', () => ({ listCarTypes: jest.fn() }));
jest.mock('../../api/driver-signup', () => ({ registerDriver: jest.fn() }));
jest.mock('../../api/uploads', () => ({ IMAGE_TYPES: ['image/png'], uploadImage: jest.fn() }));
jest.mock('../../api/users', () => ({ setLicenceImage: jest.fn() }));
jest.mock('../../api/received-notifications', () => ({
  myNotifications: jest.fn(),
  unreadNotifications: jest.fn().mockResolvedValue(0),
  markNotificationsSeen: jest.fn().mockResolvedValue(undefined),
  onNotificationReceived: jest.fn(() => () => {}),
}));
jest.mock('../../api/money', () => ({
  walletHistory: jest.fn().mockResolvedValue({ items: [], nextToken: null }),
  listWithdraws: jest.fn().mockResolvedValue({ items: [], nextToken: null }),
  requestWithdraw: jest.fn(),
  onWalletChanged: jest.fn(() => () => {}),
}));
jest.mock('../../api/trips', () => ({
  listTasks: jest.fn(),
  listBookings: jest.fn(),
  acceptTask: jest.fn(),
  declineTask: jest.fn(),
  setDriverActive: jest.fn(),
  updateDriverLocation: jest.fn(),
  getBooking: jest.fn(),
  updateTripStatus: jest.fn(),
  setTripImage: jest.fn(),
  listChat: jest.fn(),
  sendChatMessage: jest.fn(),
  onTaskOffered: jest.fn(),
  onBookingChanged: jest.fn(() => () => {}),
  onChatMessage: jest.fn(() => () => {}),
  getLastTracking: jest.fn().mockResolvedValue(null),
  onTracking: jest.fn(() => () => {}),
  cancelTrip: jest.fn(),
  reportNoShow: jest.fn(),
  rateRider: jest.fn(),
}));
jest.mock('../../api/my-earnings', () => ({ getMyEarnings: jest.fn(), listMyTripEarnings: jest.fn() }));

jest.mock('../../api/safety', () => ({ raiseSos: jest.fn() }));
jest.mock('../shared/phone', () => ({ ...jest.requireActual('../shared/phone'), openDialer: jest.fn() }));

jest.setTimeout(30_000);

const driver = aUser('driver', { uid: 'driver-1', approved: true, driverActiveStatus: false });
const onlineDriver = { ...driver, driverActiveStatus: true };
const online = { driverActiveStatus: true, queue: false };
const offline = { driverActiveStatus: false, queue: false };

/** A phone whose position the test moves; `current` answers getCurrentPosition. */
function fakeGeolocation() {
  const phone = {
    fix: (() => {}) as PositionCallback,
    clearWatch: jest.fn(),
    getCurrentPosition: jest.fn(),
    current: { latitude: 40.7, longitude: -73.9, heading: null as number | null },
  };
  phone.getCurrentPosition.mockImplementation((ok: PositionCallback) =>
    ok({ coords: phone.current } as unknown as GeolocationPosition),
  );
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      watchPosition: (ok: PositionCallback) => ((phone.fix = ok), 7),
      clearWatch: phone.clearWatch,
      getCurrentPosition: phone.getCurrentPosition,
    },
  });
  return phone;
}

const offer = aTask({
  id: 'b-7',
  trip_cost: 20,
  distance: 3.4,
  offer: { expiresAt: null, driverEarning: 18.5, toPickupDistance: 1.25, toPickupSecs: 240 },
});

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(signOut).mockResolvedValue();
  jest.mocked(currentSession).mockResolvedValue({ userId: driver.uid, groups: ['driver'] });
  jest.mocked(getMe).mockResolvedValue(driver);
  jest.mocked(getSettings).mockResolvedValue(someSettings({ symbol: '$', decimal: 2, swipe_symbol: false }));
  jest.mocked(listBookings).mockResolvedValue({ items: [], nextToken: null });
  jest.mocked(listTasks).mockResolvedValue([]);
  jest.mocked(onTaskOffered).mockReturnValue(() => {});
  jest.mocked(listChat).mockResolvedValue([]);
  jest.mocked(getLastTracking).mockResolvedValue(null);
  jest.mocked(updateDriverLocation).mockResolvedValue();
});

afterEach(() => {
  // Screens without a phone position unless a test gives one.
  delete (navigator as { geolocation?: Geolocation }).geolocation;
});

describe('driver offers', () => {
  it("shows an unapproved driver its application's status instead of the app, signs it out, and leaves", async () => {
    jest.mocked(getMe).mockResolvedValue({
      ...driver,
      approved: false,
      carType: 'Economy',
      vehicleNumber: 'NYC-4821',
      vehicleMake: 'Toyota',
      vehicleModel: 'Prius',
      vehicleColor: 'White',
      licenseImage: null,
    });
    renderApp('/drive');
    const page = await screen.findByTestId('awaiting-approval');
    expect(within(page).getByTestId('registered').textContent).toBe(
      'Your account is awaiting approval. You can sign in and receive offers once a manager approves it.',
    );
    expect(
      within(screen.getByTestId('application-status'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['✓ Application sent: done', '… Licence photo: waiting', '… Approval by a manager: waiting']);
    expect(within(page).getByText('White Toyota Prius')).toBeTruthy();
    try {
      // The car as said in the shown language, as the rider's driver card says it.
      act(() => applyLanguage({ langLocale: 'ar', keyValuePairs: ar }));
      expect(
        await within(page).findByText(
          ['Toyota', 'Prius', 'White'].map((word) => isolateValue(word, 'ar')).join(' '),
        ),
      ).toBeTruthy();
    } finally {
      act(() => applyLanguage({ langLocale: 'en', keyValuePairs: {} }));
    }
    expect(screen.queryByRole('navigation')).toBeNull();
    await waitFor(() => expect(signOut).toHaveBeenCalled());
    jest.mocked(signOut).mockClear();
    fireEvent.click(within(page).getByTestId('awaiting-sign-out'));
    await waitFor(() => expect(signOut).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByTestId('awaiting-approval')).toBeNull());
  });

  it('goes online, and reports a server refusal in words', async () => {
    jest.mocked(setDriverActive).mockResolvedValueOnce(online);
    renderApp('/drive');
    fireEvent.click(await screen.findByTestId('online-switch'));
    await waitFor(() => expect(screen.getByText('Online: you receive offers')).toBeTruthy());
    expect(setDriverActive).toHaveBeenCalledWith(true);
    await screen.findByText('No tasks found.');

    jest.mocked(setDriverActive).mockRejectedValueOnce(new ApiError('FORBIDDEN', 'require approval'));
    fireEvent.click(screen.getByTestId('online-switch'));
    expect((await screen.findByRole('alert')).textContent).toBe('Your account is awaiting approval.');
  });

  it('shows no offers while offline, even those the server still lists, and the ones waiting once online', async () => {
    jest.mocked(listTasks).mockResolvedValue([offer]);
    jest.mocked(setDriverActive).mockResolvedValueOnce(online);
    renderApp('/drive');
    await screen.findByText('Go online to receive offers.');
    await waitFor(() => expect(listTasks).toHaveBeenCalled());
    expect(screen.queryByTestId('offer')).toBeNull();
    fireEvent.click(screen.getByTestId('online-switch'));
    expect((await screen.findByTestId('offer')).textContent).toContain('Times Square');
    expect(screen.queryByText('Go online to receive offers.')).toBeNull();
  });

  it('shows a live offer and opens the trip after accepting it', async () => {
    jest.mocked(getMe).mockResolvedValue(onlineDriver);
    let offered: () => void = () => {};
    jest.mocked(onTaskOffered).mockImplementation((uid, handlers) => {
      expect(uid).toBe('driver-1');
      offered = () => handlers.onData({ id: 'b-7', status: 'NEW' });
      return () => {};
    });
    jest.mocked(listTasks).mockResolvedValueOnce([]).mockResolvedValue([offer]);
    jest.mocked(acceptTask).mockResolvedValue({ ...offer, status: 'ACCEPTED', driver: 'driver-1' });
    jest.mocked(getBooking).mockResolvedValue({ ...offer, status: 'ACCEPTED', driver: 'driver-1' });
    renderApp('/drive');
    await screen.findByText('No tasks found.');
    expect(document.title).toBe('Offers · Wayfare');
    act(() => offered());
    const card = await screen.findByTestId('offer');
    expect(card.textContent).toContain('Times Square');
    expect(within(card).getByTestId('offer-earning').textContent).toBe('$18.50');
    fireEvent.click(screen.getByTestId('accept'));
    expect((await screen.findByTestId('next-step')).textContent).toBe('I have arrived');
  });

  it('marks a shop delivery booked for later as such, with its pickup time; a ride now carries no mark', async () => {
    jest.mocked(getMe).mockResolvedValue(onlineDriver);
    const pickupAt = Date.UTC(2026, 10, 23, 18, 45);
    const later = aTask({
      id: 'b-8',
      bookingDate: Date.UTC(2026, 10, 23, 9),
      tripdate: pickupAt,
      cartData: JSON.stringify([{ productId: 'p1', name: 'Tea', quantity: 2, amount: 3 }]),
    });
    jest.mocked(listTasks).mockResolvedValue([offer, later]);
    renderApp('/drive');
    const [now, scheduled] = await screen.findAllByTestId('offer');
    expect(within(now!).queryByTestId('offer-delivery')).toBeNull();
    expect(within(now!).queryByTestId('offer-scheduled')).toBeNull();
    expect(within(scheduled!).getByTestId('offer-delivery').textContent).toBe('Delivery');
    // The pickup time reads on the operator's clock (settings.timezone), wherever the phone is.
    const shown = new Date(pickupAt).toLocaleString(undefined, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'America/New_York',
    });
    expect(within(scheduled!).getByTestId('offer-scheduled').textContent).toBe(`Scheduled for ${shown}`);
  });

  it("shows the server's figures on the offer card and a countdown, and drops the card live when the offer lapses", async () => {
    jest.mocked(getMe).mockResolvedValue(onlineDriver);
    const lapsing = aTask({
      id: 'b-9',
      offer: { expiresAt: Date.now() + 1_500, driverEarning: 7, toPickupDistance: 0.8, toPickupSecs: 90 },
    });
    const standing = {
      ...offer,
      payment_mode: 'wallet' as const,
      offer: { ...offer.offer!, expiresAt: Date.now() + 90_000 },
    };
    jest.mocked(listTasks).mockResolvedValueOnce([standing, lapsing]).mockResolvedValue([standing]);
    renderApp('/drive');
    const [card] = await screen.findAllByTestId('offer');
    expect(within(card!).getByTestId('offer-to-pickup').textContent).toBe('1.25 km · about 4 min');
    expect(within(card!).getByTestId('offer-distance').textContent).toBe('3.4 km');
    expect(within(card!).getByTestId('offer-earning').textContent).toBe('$18.50');
    expect(within(card!).getByTestId('offer-payment').textContent).toBe('Wallet');
    // Counted down from the server's expiry: about a minute and a half left.
    expect(within(card!).getByTestId('offer-countdown').textContent).toMatch(/^Offer ends in 1:[23]\d$/);
    expect(within(card!).getByTestId('map').getAttribute('aria-label')).toBe('Map of the pickup');
    // The other offer lapses: its card goes and the offers are read again.
    await waitFor(() => expect(screen.getAllByTestId('offer')).toHaveLength(1), { timeout: 10_000 });
    expect(listTasks).toHaveBeenCalledTimes(2);
    try {
      act(() => applyLanguage({ langLocale: 'ar', keyValuePairs: ar }));
      await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
      expect(screen.getByTestId('offer-countdown').textContent).toMatch(
        /^ينتهي العرض خلال \u20681:[0-3]\d\u2069$/,
      );
      expect(screen.getByTestId('offer-to-pickup').textContent).toBe(
        `${isolateValue('1.25', 'ar')} ${isolateValue('كم', 'ar')} · نحو ${isolateValue('4', 'ar')} دقيقة`,
      );
    } finally {
      act(() => applyLanguage({ langLocale: 'en', keyValuePairs: {} }));
    }
  });

  it('says the offer lapsed when the server refuses a late accept', async () => {
    jest.mocked(getMe).mockResolvedValue(onlineDriver);
    jest.mocked(listTasks).mockResolvedValueOnce([offer]).mockResolvedValue([]);
    jest.mocked(acceptTask).mockRejectedValue(new ApiError('CONFLICT', 'offer_lapsed'));
    renderApp('/drive');
    fireEvent.click(await screen.findByTestId('accept'));
    expect((await screen.findByRole('alert')).textContent).toBe('This offer has lapsed.');
  });

  it('says another driver took the trip when the accept race is lost', async () => {
    jest.mocked(getMe).mockResolvedValue(onlineDriver);
    jest.mocked(listTasks).mockResolvedValueOnce([offer]).mockResolvedValue([]);
    jest.mocked(acceptTask).mockRejectedValue(new ApiError('CONFLICT', 'booking_unavailable'));
    renderApp('/drive');
    fireEvent.click(await screen.findByTestId('accept'));
    expect((await screen.findByRole('alert')).textContent).toBe('Another driver took this trip.');
    await screen.findByText('No tasks found.');
  });

  it('says why the server refused an accept in its own words when no other driver took the trip', async () => {
    jest.mocked(getMe).mockResolvedValue(onlineDriver);
    jest.mocked(listTasks).mockResolvedValue([offer]);
    jest.mocked(acceptTask).mockRejectedValue(new ApiError('CONFLICT', 'driver_not_available'));
    renderApp('/drive');
    fireEvent.click(await screen.findByTestId('accept'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Go online and share your location to do this.',
    );
  });

  it('reports the phone position while online through watchPosition, with its heading', async () => {
    const phone = fakeGeolocation();
    jest.mocked(getMe).mockResolvedValue(onlineDriver);
    jest.mocked(setDriverActive).mockResolvedValue(offline);
    renderApp('/drive');
    await screen.findByTestId('online-switch');
    act(() =>
      phone.fix({ coords: { latitude: 40.7, longitude: -73.9, heading: 90 } } as GeolocationPosition),
    );
    // 10 m later within the same 5 s: not worth a report.
    act(() => phone.fix({ coords: { latitude: 40.70009, longitude: -73.9 } } as GeolocationPosition));
    expect(updateDriverLocation).toHaveBeenCalledTimes(1);
    expect(updateDriverLocation).toHaveBeenCalledWith(40.7, -73.9, 90);
    fireEvent.click(screen.getByTestId('online-switch'));
    await waitFor(() => expect(phone.clearWatch).toHaveBeenCalledWith(7));
  });

  it("shows the server's presence on load: online stays online, on a trip the driver is busy, not offline", async () => {
    jest.mocked(getMe).mockResolvedValue({ ...onlineDriver, queue: true });
    const phone = fakeGeolocation();
    renderApp('/drive');
    const presence = await screen.findByTestId('presence');
    expect(presence.textContent).toBe('On a trip: offers come again after it');
    expect(screen.getByTestId<HTMLInputElement>('online-switch').checked).toBe(true);
    expect(screen.getByText('No offers during a trip.')).toBeTruthy();
    expect(screen.queryByText('Go online to receive offers.')).toBeNull();
    act(() => phone.fix({ coords: { latitude: 40.7, longitude: -73.9 } } as GeolocationPosition));
    expect(updateDriverLocation).toHaveBeenCalledWith(40.7, -73.9, null);
  });

  it('links the trip under way as the current trip, and not a paid one waiting for the rider to rate it', async () => {
    jest.mocked(getMe).mockResolvedValue(onlineDriver);
    jest.mocked(listBookings).mockResolvedValue({
      items: [aBooking({ id: 'b-paid', reference: 'PAIDXX', status: 'PAID', driver: driver.uid })],
      nextToken: null,
    });
    const first = renderApp('/drive');
    await screen.findByText('No tasks found.');
    await waitFor(() => expect(listBookings).toHaveBeenCalled());
    // The read's answer has been rendered.
    await act(async () => {});
    expect(screen.queryByTestId('current-task')).toBeNull();
    first.unmount();

    // The paid trip is newer (a ride booked for later, accepted before it): the server's page,
    // newest first, as long as the screen asks for.
    const underWay = [
      aBooking({ id: 'b-paid', reference: 'PAIDXX', status: 'PAID', driver: driver.uid }),
      aBooking({ id: 'b-on', reference: 'ONTRIP', status: 'STARTED', driver: driver.uid }),
    ];
    jest
      .mocked(listBookings)
      .mockImplementation(async ({ limit }) => ({ items: underWay.slice(0, limit ?? 25), nextToken: null }));
    renderApp('/drive');
    const link = await screen.findByTestId('current-task');
    expect(link.textContent).toBe('Your current trip ONTRIP');
    expect(link.getAttribute('href')).toBe('/drive/trip/b-on');
  });

  it("shows the switch busy while the server saves it, then the server's answer", async () => {
    let answer: (flags: typeof online) => void = () => {};
    jest.mocked(setDriverActive).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderApp('/drive');
    fireEvent.click(await screen.findByTestId('online-switch'));
    const toggle = screen.getByTestId<HTMLInputElement>('online-switch');
    expect(screen.getByTestId('presence').textContent).toBe('Going online…');
    expect(toggle.disabled).toBe(true);
    expect(toggle.getAttribute('aria-busy')).toBe('true');
    expect(toggle.checked).toBe(false);
    // The server refused nothing but kept the driver offline (say, another device switched it back).
    await act(async () => answer(offline));
    await waitFor(() => expect(toggle.disabled).toBe(false));
    expect(screen.getByTestId('presence').textContent).toBe('Offline');
    expect(toggle.checked).toBe(false);
  });
});

describe('driver trip screen', () => {
  it("raises an SOS after asking, without a position when the phone has none, and dials the operator's number", async () => {
    jest.mocked(getSettings).mockResolvedValue(someSettings({ panic: '999' }));
    jest.mocked(getBooking).mockResolvedValue(aBooking({ status: 'ARRIVED', driver: 'driver-1' }));
    jest.mocked(raiseSos).mockResolvedValue({} as Awaited<ReturnType<typeof raiseSos>>);
    act(() => applyLanguage({ langLocale: 'es', keyValuePairs: es }));
    try {
      const { unmount } = renderApp('/drive/trip/b-1');
      fireEvent.click(await screen.findByTestId('sos'));
      expect(screen.getByRole('alertdialog').textContent).toContain(es['sos.confirm']);
      expect(raiseSos).not.toHaveBeenCalled();
      fireEvent.click(screen.getByTestId('sos-confirm'));
      expect((await screen.findByTestId('sos-alerted')).textContent).toBe(es['sos.alerted']);
      expect(raiseSos).toHaveBeenCalledWith('b-1', null);
      expect(screen.getByTestId('sos-call').getAttribute('href')).toBe('tel:999');
      expect(openDialer).toHaveBeenCalledWith('tel:999');
      unmount();

      // A refusal is said in words; the number stays there to call.
      jest.mocked(raiseSos).mockRejectedValue(new ApiError('FORBIDDEN', 'not_permitted'));
      renderApp('/drive/trip/b-1');
      fireEvent.click(await screen.findByTestId('sos'));
      fireEvent.click(screen.getByTestId('sos-confirm'));
      expect(await screen.findByText(es.not_permitted!)).toBeTruthy();
      expect(screen.getByTestId('sos-call').getAttribute('href')).toBe('tel:999');
    } finally {
      act(() => applyLanguage({ langLocale: 'en', keyValuePairs: {} }));
    }
  });

  it('offers no SOS once the trip is over, nor on a delivery', async () => {
    jest.mocked(getBooking).mockResolvedValue(aBooking({ status: 'PAID', driver: 'driver-1' }));
    const { unmount } = renderApp('/drive/trip/b-1');
    await screen.findByTestId('trip-status');
    expect(screen.queryByTestId('emergency')).toBeNull();
    unmount();

    jest
      .mocked(getBooking)
      .mockResolvedValue(aBooking({ status: 'STARTED', driver: 'driver-1', parcelType: 'Documents' }));
    renderApp('/drive/trip/b-1');
    await screen.findByTestId('trip-status');
    expect(screen.queryByTestId('emergency')).toBeNull();
  });

  it('steps through arrived, start with the otp, reached; shows the cash to collect', async () => {
    const accepted = aBooking({
      status: 'ACCEPTED',
      driver: 'driver-1',
      payment_mode: 'cash',
      cashPaymentAmount: 12.5,
    });
    jest
      .mocked(getBooking)
      .mockResolvedValueOnce(accepted)
      .mockResolvedValueOnce({ ...accepted, status: 'ARRIVED' });
    jest.mocked(updateTripStatus).mockResolvedValue(accepted);
    jest.mocked(getLastTracking).mockResolvedValue({
      bookingId: 'b-1',
      at: 1,
      status: 'ACCEPTED',
      lat: 40.76,
      lng: -73.98,
      heading: 180,
      eta: 230,
    });
    renderApp('/drive/trip/b-1');
    expect((await screen.findByTestId('cash-to-collect')).textContent).toBe('$12.50');
    // Headed from the driver's side, not the rider's "Driver on the way".
    expect(screen.getByTestId('trip-status').textContent).toBe('Heading to the pickup');
    // The server's ETA to the pickup, from the driver's newest position.
    expect((await screen.findByTestId('trip-eta')).textContent).toBe('About 4 min to the pickup');
    // The route runs from the driver's tracked position through the pickup to the drop.
    await waitFor(() => expect(screen.getByTestId('map').parentElement!.dataset.routePoints).toBe('3'));
    fireEvent.click(screen.getByTestId('next-step'));
    await waitFor(() => expect(updateTripStatus).toHaveBeenCalledWith('b-1', 'ARRIVED', undefined));
    expect((await screen.findByTestId('next-step')).textContent).toBe('Start the trip');
    expect(screen.getByTestId('trip-status').textContent).toBe('At the pickup');
    expect(screen.getByTestId<HTMLButtonElement>('next-step').disabled).toBe(true);

    jest.mocked(updateTripStatus).mockRejectedValueOnce(new ApiError('VALIDATION', 'wrong_ride_code'));
    fireEvent.change(screen.getByTestId('otp-input'), { target: { value: '0000' } });
    fireEvent.click(screen.getByTestId('next-step'));
    await waitFor(() => expect(updateTripStatus).toHaveBeenLastCalledWith('b-1', 'STARTED', '0000'));
    expect((await screen.findByRole('alert')).textContent).toContain("That is not the rider's code.");
  });

  it("keeps the rider's code typed while the arrival's own answer is still on its way", async () => {
    // The live update can show the code field before the server's answer to "arrived" comes back.
    const accepted = aBooking({ status: 'ACCEPTED', driver: 'driver-1' });
    const arrived = { ...accepted, status: 'ARRIVED' as const };
    jest.mocked(getBooking).mockResolvedValueOnce(accepted).mockResolvedValue(arrived);
    let changed: (signal: { id: string; status: string }) => void = () => {};
    jest.mocked(onBookingChanged).mockImplementation((_id, handlers) => {
      changed = handlers.onData as typeof changed;
      return () => {};
    });
    let answer: (booking: typeof arrived) => void = () => {};
    jest.mocked(updateTripStatus).mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    renderApp('/drive/trip/b-1');
    fireEvent.click(await screen.findByTestId('next-step'));
    act(() => changed({ id: 'b-1', status: 'ARRIVED' }));
    fireEvent.change(await screen.findByTestId('otp-input'), { target: { value: '4821' } });
    await act(async () => answer(arrived));
    await waitFor(() => expect(getBooking).toHaveBeenCalledTimes(3));
    expect(screen.getByTestId<HTMLInputElement>('otp-input').value).toBe('4821');
    expect(screen.getByTestId<HTMLButtonElement>('next-step').disabled).toBe(false);
  });

  it('asks before reaching the drop ends and settles the trip', async () => {
    const started = aBooking({
      status: 'STARTED',
      driver: 'driver-1',
      payment_mode: 'cash',
      cashPaymentAmount: 12.5,
    });
    jest
      .mocked(getBooking)
      .mockResolvedValueOnce(started)
      .mockResolvedValue({ ...started, status: 'PAID' });
    jest.mocked(updateTripStatus).mockResolvedValue({ ...started, status: 'PAID' });
    renderApp('/drive/trip/b-1');
    fireEvent.click(await screen.findByTestId('next-step'));
    expect(screen.getByTestId('trip-status').textContent).toBe('Heading to the drop');
    expect(screen.getByRole('alertdialog').textContent).toContain(
      'End the trip here and collect $12.50 in cash?',
    );
    expect(updateTripStatus).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('cancel-step'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(updateTripStatus).not.toHaveBeenCalled();

    fireEvent.click(screen.getByTestId('next-step'));
    fireEvent.click(screen.getByTestId('confirm-step'));
    await waitFor(() => expect(updateTripStatus).toHaveBeenCalledWith('b-1', 'REACHED', undefined));
    // Paid: nothing is left to collect.
    await screen.findByText('Back to the offers');
    expect(screen.queryByTestId('cash-to-collect')).toBeNull();
  });

  it.each(['PAID', 'COMPLETE', 'CANCELLED'] as const)('shows no cash to collect once %s', async (status) => {
    jest
      .mocked(getBooking)
      .mockResolvedValue(
        aBooking({ status, driver: 'driver-1', payment_mode: 'cash', cashPaymentAmount: 12.5 }),
      );
    renderApp('/drive/trip/b-1');
    await screen.findByTestId('trip-status');
    expect(screen.queryByTestId('cash-to-collect')).toBeNull();
  });

  it('streams the position from the trip screen on a trip, even when switched offline for after it', async () => {
    jest.mocked(getMe).mockResolvedValue({ ...driver, driverActiveStatus: false, queue: true });
    jest.mocked(getBooking).mockResolvedValue(aBooking({ status: 'ACCEPTED', driver: 'driver-1' }));
    const phone = fakeGeolocation();
    renderApp('/drive/trip/b-1');
    await screen.findByTestId('next-step');
    // The step sends the position at once, so the rider gets an ETA without waiting for a move.
    await waitFor(() => expect(updateDriverLocation).toHaveBeenCalledWith(40.7, -73.9, null));
    // Two seconds on, 1 km further: sent without waiting for the 5 s.
    const later = jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 2_000);
    phone.current = { latitude: 40.71, longitude: -73.91, heading: 45 };
    act(() => phone.fix({ coords: phone.current } as unknown as GeolocationPosition));
    later.mockRestore();
    expect(updateDriverLocation).toHaveBeenLastCalledWith(40.71, -73.91, 45);
  });

  it("photographs a delivery at the pickup with the camera, shows the upload's progress and the photo", async () => {
    const delivery = aBooking({
      status: 'ARRIVED',
      driver: 'driver-1',
      cartData: JSON.stringify([{ productId: 'p1', name: 'Organic milk', quantity: 2, amount: 3.49 }]),
      cart_total: 6.98,
    });
    jest
      .mocked(getBooking)
      .mockResolvedValueOnce(delivery)
      .mockResolvedValue({ ...delivery, pickup_image: 'https://photos.test/pickup.jpg' });
    let finishUpload: (key: string) => void = () => {};
    jest.mocked(uploadImage).mockImplementation(({ uid }, onProgress) => {
      expect(uid).toBe('b-1');
      onProgress?.(0.4);
      return new Promise((resolve) => (finishUpload = resolve));
    });
    jest.mocked(setTripImage).mockResolvedValue(delivery);
    renderApp('/drive/trip/b-1');
    expect((await screen.findByTestId('delivery-order')).textContent).toContain('2 × Organic milk');
    expect(screen.queryByTestId('deliver_image-input')).toBeNull();
    const input = screen.getByTestId<HTMLInputElement>('pickup_image-input');
    expect(input.accept).toBe('image/*');
    expect(input.getAttribute('capture')).toBe('environment');

    fireEvent.change(input, { target: { files: [new File(['x'], 'pickup.png', { type: 'image/png' })] } });
    const progress = await screen.findByRole('progressbar', { name: 'Uploading the photo' });
    expect(progress.getAttribute('value')).toBe('0.4');
    expect(uploadImage).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'TRIP_IMAGE' }),
      expect.any(Function),
    );
    await act(async () => finishUpload('trip-images/b-1/pickup.png'));
    await waitFor(() =>
      expect(setTripImage).toHaveBeenCalledWith('b-1', 'pickup_image', 'trip-images/b-1/pickup.png'),
    );
    expect((await screen.findByTestId('pickup-photo')).getAttribute('src')).toBe(
      'https://photos.test/pickup.jpg',
    );
    // Picked up at the shop, where the customer is not: the order starts without a code.
    expect(screen.queryByTestId('otp-input')).toBeNull();
    fireEvent.click(screen.getByTestId('next-step'));
    await waitFor(() => expect(updateTripStatus).toHaveBeenCalledWith('b-1', 'STARTED', undefined));
  });

  it('says why a photo the server refuses was not saved', async () => {
    const delivery = aBooking({ status: 'STARTED', driver: 'driver-1', parcelType: 'Documents' });
    jest.mocked(getBooking).mockResolvedValue(delivery);
    jest.mocked(uploadImage).mockResolvedValue('trip-images/b-1/drop.png');
    jest.mocked(setTripImage).mockRejectedValue(new ApiError('FORBIDDEN', 'not_permitted'));
    renderApp('/drive/trip/b-1');
    const input = await screen.findByTestId<HTMLInputElement>('deliver_image-input');
    fireEvent.change(input, { target: { files: [new File(['x'], 'drop.png', { type: 'image/png' })] } });
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.queryByTestId('deliver-photo')).toBeNull();
  });
});

describe('driver after accepting', () => {
  const accepted = aBooking({ status: 'ACCEPTED', driver: 'driver-1', payment_mode: 'cash' });

  it("cancels with a reason only after confirming; 'other' needs the driver's words", async () => {
    jest
      .mocked(getBooking)
      .mockResolvedValueOnce(accepted)
      .mockResolvedValue({ ...accepted, status: 'CANCELLED', cancelledBy: 'driver', reason: 'Flat tyre' });
    jest.mocked(cancelTrip).mockResolvedValue(accepted);
    renderApp('/drive/trip/b-1');
    fireEvent.click(await screen.findByTestId('driver-cancel'));
    const confirm = screen.getByTestId<HTMLButtonElement>('driver-cancel-confirm');
    expect(confirm.disabled).toBe(true);
    fireEvent.change(screen.getByTestId('driver-cancel-reason'), { target: { value: 'other' } });
    expect(confirm.disabled).toBe(true);
    fireEvent.change(screen.getByTestId('driver-cancel-other'), { target: { value: 'Flat tyre' } });
    fireEvent.click(confirm);
    await waitFor(() => expect(cancelTrip).toHaveBeenCalledWith('b-1', 'other', 'Flat tyre'));
    expect((await screen.findByTestId('trip-cancelled-reason')).textContent).toBe('Cancelled: Flat tyre');
  });

  it('offers the no-show only after the wait at the pickup, and says the server refusal in words', async () => {
    const arrived = { ...accepted, status: 'ARRIVED' as const };
    jest.mocked(getBooking).mockResolvedValueOnce({ ...arrived, arrivedAt: Date.now() });
    const { unmount } = renderApp('/drive/trip/b-1');
    expect((await screen.findByTestId<HTMLButtonElement>('no-show')).disabled).toBe(true);
    expect(screen.getByTestId('no-show-wait').textContent).toMatch(
      /^You can report that the rider did not come from /,
    );
    unmount();

    jest
      .mocked(getSettings)
      .mockResolvedValue(someSettings({ symbol: '$', decimal: 2, swipe_symbol: false, noShowFee: 3 }));
    jest.mocked(getBooking).mockResolvedValue({ ...arrived, arrivedAt: Date.now() - 6 * 60_000 });
    jest.mocked(reportNoShow).mockRejectedValueOnce(new ApiError('CONFLICT', 'no_show_too_early'));
    renderApp('/drive/trip/b-1');
    fireEvent.click(await screen.findByTestId('no-show'));
    expect(screen.getByTestId('no-show-fee').textContent).toContain('$3.00');
    fireEvent.click(screen.getByTestId('driver-cancel-confirm'));
    await waitFor(() => expect(reportNoShow).toHaveBeenCalledWith('b-1'));
    expect((await screen.findByRole('alert')).textContent).toContain('Wait at the pickup a little longer');
  });

  it('rates the rider after the trip with stars and a comment, once', async () => {
    const paid = { ...accepted, status: 'PAID' as const };
    jest
      .mocked(getBooking)
      .mockResolvedValueOnce(paid)
      .mockResolvedValue({ ...paid, riderRating: 4 });
    jest.mocked(rateRider).mockResolvedValue(paid);
    renderApp('/drive/trip/b-1');
    expect((await screen.findByText('Rate Rita Rider')).tagName).toBe('LEGEND');
    expect(screen.getByTestId<HTMLButtonElement>('rate-submit').disabled).toBe(true);
    fireEvent.click(screen.getByTestId('rate-4'));
    fireEvent.change(screen.getByTestId('rate-comment'), { target: { value: ' Friendly ' } });
    fireEvent.click(screen.getByTestId('rate-submit'));
    await waitFor(() => expect(rateRider).toHaveBeenCalledWith('b-1', 4, 'Friendly'));
    expect((await screen.findByTestId('rider-rated')).textContent).toBe('You rated the rider 4 of 5 stars.');
    expect(screen.queryByTestId('rate-submit')).toBeNull();
  });

  it("shows the rider's tip on the paid trip, in English and Arabic", async () => {
    const paid = { ...accepted, status: 'PAID' as const };
    jest.mocked(getBooking).mockResolvedValue({ ...paid, tip: 2 });
    renderApp('/drive/trip/b-1');
    expect((await screen.findByTestId('tip-received')).textContent).toBe(
      'The rider tipped you $2.00. Thank you!',
    );
    try {
      act(() => applyLanguage({ langLocale: 'ar', keyValuePairs: ar }));
      await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
      expect(screen.getByTestId('tip-received').textContent).toContain('منحك الراكب إكرامية');
    } finally {
      act(() => applyLanguage({ langLocale: 'en', keyValuePairs: {} }));
    }
  });

  it("shows the rider's rating on an offer, and a new rider as such, in English and Arabic", async () => {
    jest.mocked(getMe).mockResolvedValue(onlineDriver);
    jest.mocked(setDriverActive).mockResolvedValue({ ...onlineDriver, ...online });
    jest
      .mocked(listTasks)
      .mockResolvedValue([
        { ...offer, customerRating: 4.5, customerRatingCount: 2 },
        aTask({ id: 'b-8', customerRating: null }),
      ]);
    renderApp('/drive');
    await waitFor(() => expect(screen.getAllByTestId('offer-rider-rating')).toHaveLength(2));
    const [rated, fresh] = screen.getAllByTestId('offer-rider-rating');
    expect(rated!.textContent).toBe('★ 4.5 · Ratings: 2');
    expect(fresh!.textContent).toBe('New rider, not rated yet');
    try {
      act(() => applyLanguage({ langLocale: 'ar', keyValuePairs: ar }));
      await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
      expect(screen.getAllByTestId('offer-rider-rating')[0]!.textContent).toBe(
        `★ ${isolateValue('4.5', 'ar')} · عدد التقييمات: ${isolateValue('2', 'ar')}`,
      );
    } finally {
      act(() => applyLanguage({ langLocale: 'en', keyValuePairs: {} }));
    }
  });
});

describe('driver earnings', () => {
  it('shows today and this week from the server, then each trip a page at a time', async () => {
    jest.mocked(getMyEarnings).mockResolvedValue({
      today: 15,
      todayRides: 1,
      thisWeek: 19.5,
      thisWeekRides: 2,
      currency: 'USD',
      timezone: 'America/New_York',
    });
    const trip = (id: string, share: number, tip: number | null = null) => ({
      bookingId: id,
      reference: id.toUpperCase(),
      // 10 pm on November 23 in New York, the operator's time zone (already the 24th in UTC).
      tripdate: Date.UTC(2026, 10, 24, 3),
      driverShare: share,
      tripCost: share + 2,
      payment_mode: 'cash' as const,
      tip,
    });
    jest
      .mocked(listMyTripEarnings)
      .mockImplementation(async ({ nextToken }) =>
        nextToken === 'next'
          ? { items: [trip('t2', 4.5)], nextToken: null }
          : { items: [trip('t1', 15, 3)], nextToken: 'next' },
      );
    renderApp('/drive/money');
    expect((await screen.findByTestId('earnings-today')).textContent).toBe('$15.00 · Trips: 1');
    expect(screen.getByTestId('earnings-week').textContent).toBe('$19.50 · Trips: 2');
    const list = screen.getByTestId('earnings');
    await waitFor(() => expect(within(list).getByText('$15.00')).toBeTruthy());
    // Dated on the operator's calendar, like the totals, in the long format.
    expect(within(list).getByText(/^T1 · November 23, 2026 · Cash/)).toBeTruthy();
    // A tipped trip's share includes all of the tip, and says so.
    expect(within(list).getByTestId('trip-tip').textContent).toBe(' · tip $3.00 included');
    fireEvent.click(screen.getByText('Next page'));
    await waitFor(() => expect(within(list).getByText('$4.50')).toBeTruthy());
    expect(listMyTripEarnings).toHaveBeenLastCalledWith({ limit: 10, nextToken: 'next' });
    fireEvent.click(screen.getByText('Previous page'));
    await waitFor(() => expect(within(list).getByText('$15.00')).toBeTruthy());
    expect(listMyTripEarnings).toHaveBeenLastCalledWith({ limit: 10, nextToken: null });
  });

  it('says "No trips yet" in the reader\'s language before the first trip', async () => {
    jest.mocked(getMyEarnings).mockResolvedValue({
      today: 0,
      todayRides: 0,
      thisWeek: 0,
      thisWeekRides: 0,
      currency: 'USD',
      timezone: 'America/New_York',
    });
    jest.mocked(listMyTripEarnings).mockResolvedValue({ items: [], nextToken: null });
    renderApp('/drive/money');
    expect(await screen.findByText('No trips yet')).toBeTruthy();
    expect(screen.queryByText('No bookings available.')).toBeNull();
    try {
      act(() => applyLanguage({ langLocale: 'ar', keyValuePairs: ar }));
      expect(await screen.findByText('لا توجد رحلات بعد')).toBeTruthy();
    } finally {
      act(() => applyLanguage({ langLocale: 'en', keyValuePairs: {} }));
    }
  });
});

describe('driver money screen', () => {
  beforeEach(() =>
    jest
      .mocked(getSettings)
      .mockResolvedValue(someSettings({ symbol: '$', decimal: 2, swipe_symbol: false, bank_fields: true })),
  );

  it('lets a driver without bank details enter them, then withdraw; the request is listed with a localised date', async () => {
    let profile: User = { ...driver, walletBalance: 42.5, bankName: null, bankCode: null, bankAccount: null };
    jest.mocked(getMe).mockImplementation(async () => profile);
    jest
      .mocked(updateBankDetails)
      .mockImplementation(async (details) => (profile = { ...profile, ...details }));
    renderApp('/drive/money');
    expect(await screen.findByText('Add your bank details to withdraw.')).toBeTruthy();
    const request = screen.getByTestId('request-withdraw') as HTMLButtonElement;
    fireEvent.change(screen.getByTestId('withdraw-amount'), { target: { value: '5' } });
    expect(request.disabled).toBe(true);

    fireEvent.change(screen.getByLabelText('Bank name'), { target: { value: 'First Bank' } });
    fireEvent.change(screen.getByLabelText('Bank account'), { target: { value: '12345678' } });
    fireEvent.click(screen.getByTestId('save-bank'));
    expect((await screen.findByRole('status')).textContent).toBe('Bank details saved.');
    expect(updateBankDetails).toHaveBeenCalledWith({
      bankName: 'First Bank',
      bankCode: '',
      bankAccount: '12345678',
    });
    expect(screen.getByText('First Bank')).toBeTruthy();
    expect(screen.queryByText('Add your bank details to withdraw.')).toBeNull();

    jest.mocked(requestWithdraw).mockResolvedValue({} as never);
    jest.mocked(listWithdraws).mockResolvedValue({
      items: [{ id: 'w-1', amount: 5, date: '2026-11-21T15:00:22.664Z', processed: false }],
      nextToken: null,
    } as never);
    await waitFor(() => expect(request.disabled).toBe(false));
    fireEvent.change(screen.getByTestId('withdraw-amount'), { target: { value: '0' } });
    fireEvent.click(request);
    expect((await screen.findByRole('alert')).textContent).toBe('The amount must be more than 0.');
    expect(requestWithdraw).not.toHaveBeenCalled();
    fireEvent.change(screen.getByTestId('withdraw-amount'), { target: { value: '5' } });
    fireEvent.click(request);
    await waitFor(() => expect(requestWithdraw).toHaveBeenCalledWith(5));
    const listed = await within(screen.getByTestId('withdraws')).findByText('November 21, 2026');
    expect(listed.closest('li')!.textContent).toContain('$5.00');
    expect(screen.queryByText(/2026-11-21T/)).toBeNull();
  });

  it('dates the wallet history in the long format of the shown language, as the withdrawals', async () => {
    jest.mocked(getMe).mockResolvedValue({ ...driver, walletBalance: 42.5 });
    jest.mocked(walletHistory).mockResolvedValueOnce({
      items: [
        { id: 'e-1', type: 'Credit', amount: 8, at: Date.UTC(2026, 10, 21, 15), purpose: 'TRIP_EARNING' },
      ],
      nextToken: null,
    } as never);
    renderApp('/drive/money');
    const entries = await screen.findByTestId('wallet-entries');
    expect((await within(entries).findByRole('listitem')).textContent).toBe(
      'Trip earnings · November 21, 2026+$8.00',
    );
  });

  it("takes no more decimals than the currency has, which the server would refuse as 'not a number'", async () => {
    jest
      .mocked(getMe)
      .mockResolvedValue({ ...driver, walletBalance: 42.5, bankName: 'First Bank', bankAccount: '12345678' });
    renderApp('/drive/money');
    const amount = await screen.findByTestId<HTMLInputElement>('withdraw-amount');
    fireEvent.change(amount, { target: { value: '12.5' } });
    fireEvent.change(amount, { target: { value: '12.55' } });
    fireEvent.change(amount, { target: { value: '12.555' } });
    expect(amount.value).toBe('12.55');
    fireEvent.click(screen.getByTestId('request-withdraw'));
    await waitFor(() => expect(requestWithdraw).toHaveBeenCalledWith(12.55));
  });

  it('lets a driver change saved bank details, and says why the server refused a blank account', async () => {
    jest
      .mocked(getMe)
      .mockResolvedValue({ ...driver, bankName: 'First Bank', bankCode: '', bankAccount: '1' });
    jest.mocked(updateBankDetails).mockRejectedValue(new ApiError('VALIDATION', 'required_field'));
    renderApp('/drive/money');
    fireEvent.click(await screen.findByTestId('edit-bank'));
    expect((screen.getByLabelText('Bank name') as HTMLInputElement).value).toBe('First Bank');
    fireEvent.change(screen.getByLabelText('Bank account'), { target: { value: ' ' } });
    fireEvent.click(screen.getByTestId('save-bank'));
    expect((await screen.findByRole('alert')).textContent).toBe('This field is required.');
    expect(updateBankDetails).toHaveBeenCalledWith({
      bankName: 'First Bank',
      bankCode: '',
      bankAccount: ' ',
    });
  });
});

describe('driver notifications screen', () => {
  it("opens from the app's navigation: an offer's notice links to the driver's trip screen", async () => {
    jest.mocked(myNotifications).mockResolvedValue({
      items: [
        {
          id: 'n2',
          at: Date.UTC(2026, 10, 23, 10),
          title: 'notification_title',
          body: 'new_booking_request',
          messageKeys: true,
          bookingId: 'b-7',
        },
        {
          id: 'n1',
          at: Date.UTC(2026, 10, 22, 10),
          title: 'notification_title',
          body: 'wallet_updated',
          messageKeys: true,
          bookingId: null,
        },
      ],
      nextToken: null,
    });
    jest.mocked(getBooking).mockResolvedValue({ ...offer, status: 'ACCEPTED', driver: 'driver-1' });
    // Two arrived since the driver last looked; once it has, the server counts none.
    jest.mocked(unreadNotifications).mockResolvedValueOnce(2).mockResolvedValue(0);
    let received = (_notification: { id: string }) => {};
    jest.mocked(onNotificationReceived).mockImplementation((_uid, handlers) => {
      received = handlers.onData;
      return () => {};
    });
    renderApp('/drive');
    await screen.findByText('Go online to receive offers.');
    const nav = screen.getByRole('navigation', { name: 'App' });
    expect((await within(nav).findByTestId('unread-badge')).getAttribute('aria-label')).toBe('2 unread');
    // One more arrives while the driver stays on the screen: the badge counts it at once.
    expect(onNotificationReceived).toHaveBeenCalledWith('driver-1', expect.anything());
    act(() => received({ id: 'n3' }));
    expect(within(nav).getByTestId('unread-badge').getAttribute('aria-label')).toBe('3 unread');
    fireEvent.click(within(nav).getByRole('link', { name: 'Notifications 3 unread' }));
    const notices = await screen.findAllByTestId('notice');
    expect(markNotificationsSeen).toHaveBeenCalledTimes(1);
    expect(within(nav).queryByTestId('unread-badge')).toBeNull();
    expect(document.title).toBe('Notifications · Wayfare');
    expect(notices.map((notice) => notice.textContent)).toEqual([
      expect.stringContaining('You have a new booking request.'),
      expect.stringContaining('Your wallet has been updated.'),
    ]);
    expect(within(notices[1]!).queryByRole('link')).toBeNull();
    // When, to the minute, in the shown language's medium format (no seconds).
    const shown = new Date(Date.UTC(2026, 10, 23, 10)).toLocaleString('en', {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    expect(within(notices[0]!).getByText(shown)).toBeTruthy();
    const open = within(notices[0]!).getByRole('link', { name: 'Open the trip' });
    expect(open.getAttribute('href')).toBe('/drive/trip/b-7');
    fireEvent.click(open);
    await screen.findByTestId('next-step');
    expect(getBooking).toHaveBeenCalledWith('b-7');
  });

  it("says an offer's trip that is no longer the driver's is unavailable, and leads back to the offers", async () => {
    jest.mocked(getMe).mockResolvedValue(onlineDriver);
    jest.mocked(getBooking).mockRejectedValue(new ApiError('FORBIDDEN', 'not_permitted'));
    renderApp('/drive/trip/b-gone');
    expect((await screen.findByRole('alert')).textContent).toBe('This booking is no longer available.');
    expect(screen.queryByText('Try again')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Back to the offers' }));
    await screen.findByText('No tasks found.');
  });

  it('says when there are none', async () => {
    jest.mocked(myNotifications).mockResolvedValue({ items: [], nextToken: null });
    renderApp('/drive/notifications');
    await screen.findByText('No notifications yet.');
  });
});

describe('driver sign-up', () => {
  const rider = aUser('rider', { uid: 'rider-2', firstName: 'Dana', lastName: 'Diaz' });

  it('registers a signed-in rider as a driver and says it waits for approval', async () => {
    jest.mocked(getMe).mockResolvedValue(rider);
    jest.mocked(currentSession).mockResolvedValue({ userId: rider.uid, groups: ['rider'] });
    jest
      .mocked(listCarTypes)
      .mockResolvedValue([{ id: 'economy', name: 'Economy', image: null, parcelTypes: null, options: null }]);
    jest.mocked(uploadImage).mockResolvedValue('users/rider-2/licence/l.png');
    jest.mocked(registerDriver).mockResolvedValue({
      uid: 'rider-2',
      usertype: 'driver',
      approved: false,
      carType: 'Economy',
      vehicleNumber: 'NY 4821',
      vehicleMake: 'Toyota',
      vehicleModel: 'Prius',
      vehicleColor: 'White',
      licenseImage: 'https://images.example/licence.png',
    });
    renderApp('/drive/register');
    expect((await screen.findByTestId<HTMLInputElement>('signup-firstName')).value).toBe('Dana');
    for (const [field, value] of [
      ['vehicleNumber', 'NY 4821'],
      ['vehicleMake', 'Toyota'],
      ['vehicleModel', 'Prius'],
      ['vehicleColor', 'White'],
    ])
      fireEvent.change(screen.getByTestId(`signup-${field}`), { target: { value } });
    fireEvent.click(screen.getByTestId('signup-submit'));
    expect((await screen.findByRole('alert')).textContent).toBe('Please choose an image first.');

    fireEvent.change(screen.getByTestId('licence-input'), {
      target: { files: [new File(['x'], 'l.png', { type: 'image/png' })] },
    });
    await screen.findByText('Licence photo uploaded.');
    // The photo answers the earlier error: it no longer shows beside it.
    expect(screen.queryByText('Please choose an image first.')).toBeNull();
    await screen.findByText('Economy');
    fireEvent.click(screen.getByTestId('signup-submit'));
    expect((await screen.findByTestId('registered')).textContent).toBe(
      'Your account is awaiting approval. You can sign in and receive offers once a manager approves it.',
    );
    expect(
      within(screen.getByTestId('application-status'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['✓ Application sent: done', '✓ Licence photo: done', '… Approval by a manager: waiting']);
    expect(registerDriver).toHaveBeenCalledWith({
      firstName: 'Dana',
      lastName: 'Diaz',
      carType: 'economy',
      vehicleNumber: 'NY 4821',
      vehicleMake: 'Toyota',
      vehicleModel: 'Prius',
      vehicleColor: 'White',
      licenceImageKey: 'users/rider-2/licence/l.png',
    });
    expect(signOut).toHaveBeenCalled();
  });
});
