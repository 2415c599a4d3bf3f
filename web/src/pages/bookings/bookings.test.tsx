import { SLOW } from '../../testing/frame-mocks';
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '../../api/api-error';
import {
  assignDriver,
  listBookingHistory,
  listDriversForAssignment,
  searchBookings,
  type HistoryBooking,
} from '../../api/bookings';
import { listCancelReasons } from '../../api/catalogue';
import { getMe } from '../../api/me';
import { listPaymentProviders, payNow, submitPaymentForm } from '../../api/money';
import { currentSession } from '../../api/session';
import { getSettings } from '../../api/settings';
import { cancelBooking, getTracking, listChat } from '../../api/trips';
import type { UserType } from '../../api/types';
import { listUsers } from '../../api/users';
import { aUser, someSettings } from '../../testing/back-office-fixtures';
import { preloadBackOffice, renderApp } from '../../testing/render-app';

jest.mock('../../api/bookings', () => ({
  listBookingHistory: jest.fn(),
  searchBookings: jest.fn(),
  listDriversForAssignment: jest.fn(),
  assignDriver: jest.fn(),
}));
jest.mock('../../api/trips', () => ({
  cancelBooking: jest.fn(),
  getTracking: jest.fn(),
  listChat: jest.fn(),
}));
jest.mock('../../api/catalogue', () => ({ listCancelReasons: jest.fn() }));
jest.mock('../../api/users', () => ({ listUsers: jest.fn() }));
jest.mock('../../api/money', () => ({
  listPaymentProviders: jest.fn(),
  payNow: jest.fn(),
  submitPaymentForm: jest.fn(),
}));

jest.setTimeout(30_000);

// Load the page's lazy chunk once, outside the tests' wait for the page to show: on a busy machine
// compiling it is what takes long, not the page.
beforeAll(() => preloadBackOffice('/bookings'), 60_000);

/** The plain fields in `fragment BookingPlainFields`' order (tsc names a new one), then the structured. */
const booking = (overrides: Partial<HistoryBooking>): HistoryBooking => ({
  id: 'b1',
  reference: 'QWERTY',
  customer: 'rider-1',
  customer_name: 'Rita Rider',
  customer_contact: null,
  customer_image: null,
  status: 'NEW',
  tripdate: Date.UTC(2026, 2, 5, 9, 30),
  bookingDate: Date.UTC(2026, 2, 5, 9, 30),
  cart_total: null,
  carType: 'Economy',
  parcelType: null,
  option: null,
  trip_cost: 12.5,
  driver: null,
  driver_name: null,
  driver_image: null,
  driver_contact: null,
  driverRating: null,
  vehicle_number: null,
  vehicle_make: null,
  vehicle_model: null,
  vehicle_color: null,
  driver_share: null,
  discount: 0,
  convenience_fees: null,
  customer_paid: null,
  payment_mode: 'cash',
  gateway: null,
  cardPaymentAmount: null,
  cashPaymentAmount: null,
  usedWalletMoney: null,
  payableAmount: 12.5,
  walletHold: null,
  promo_applied: null,
  otp: '123456',
  reason: null,
  cancelledBy: null,
  rating: null,
  ratingComment: null,
  riderRating: null,
  riderRatingComment: null,
  customerRating: null,
  customerRatingCount: null,
  arrivedAt: null,
  noShowFee: null,
  tip: null,
  fleetadmin: null,
  pickup_image: null,
  deliver_image: null,
  distance: null,
  durationSecs: null,
  arrivingNoticeAt: null,
  dropChangedAt: null,
  pickup: { lat: 40.758, lng: -73.9855, add: 'Times Square' },
  drop: { lat: 40.7484, lng: -73.9857, add: 'Empire State Building' },
  returnedPayments: null,
  requestedDrivers: null,
  assignment: null,
  ...overrides,
});

const fresh = booking({ id: 'b-new', reference: 'NEWONE' });
const unpaid = booking({ id: 'b-pp', reference: 'PAYPEN', status: 'PAYMENT_PENDING' });
const pending = booking({ id: 'b-pending', reference: 'PENDIN', status: 'PENDING', payment_mode: 'card' });
const done = booking({
  id: 'b-done',
  reference: 'DONEXX',
  status: 'COMPLETE',
  driver: 'driver-1',
  driver_name: 'Dana Driver',
  customer_paid: 12.5,
  rating: 4,
  ratingComment: 'Smooth ride',
  riderRating: null,
  riderRatingComment: null,
  returnedPayments: [
    { provider: 'stripe', transactionId: 'pi_late', amount: 12.5, at: Date.UTC(2026, 2, 5, 10) },
  ],
});

function signInAs(usertype: UserType, settings = someSettings()) {
  jest.mocked(currentSession).mockResolvedValue({ userId: `${usertype}-1`, groups: [usertype] });
  jest.mocked(getMe).mockResolvedValue(aUser(usertype));
  jest.mocked(getSettings).mockResolvedValue(settings);
}

beforeEach(() => {
  jest.clearAllMocks();
  jest
    .mocked(listBookingHistory)
    .mockImplementation(async ({ nextToken }) =>
      nextToken === 'page-2'
        ? { items: [done], nextToken: null }
        : { items: [fresh, unpaid, pending], nextToken: 'page-2' },
    );
  // Operators search: the same pages, with the server's total.
  jest.mocked(searchBookings).mockImplementation(async (request) => ({
    ...(await listBookingHistory(request)),
    total: 4,
    totalIsExact: true,
  }));
  jest
    .mocked(listUsers)
    .mockResolvedValue({ items: [aUser('driver', { uid: 'd7', firstName: 'Dana' })], nextToken: null });
  jest.mocked(getTracking).mockResolvedValue([]);
  jest.mocked(listChat).mockResolvedValue([]);
  jest.mocked(cancelBooking).mockResolvedValue({} as never);
});

const select = (reference: string) =>
  fireEvent.click(screen.getByRole('radio', { name: `Select ${reference}` }));

async function openBookings(usertype: UserType, settings = someSettings()) {
  signInAs(usertype, settings);
  renderApp('/bookings');
  await screen.findByText('NEWONE', undefined, SLOW);
}

describe('bookings page', () => {
  it('shows the spec columns, pages on the server and names every row for assistive technology', async () => {
    await openBookings('admin');
    expect(searchBookings).toHaveBeenCalledWith(
      expect.objectContaining({ status: null, sortBy: 'date', descending: true, limit: 25, nextToken: null }),
    );
    for (const header of ['Booking id', 'Reference', 'Customer', 'Pickup address', 'OTP', 'Wallet amount']) {
      expect(screen.getAllByText(header).length).toBeGreaterThan(0);
    }
    expect(screen.getByRole('radio', { name: 'Select PAYPEN' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('DONEXX')).toBeTruthy();
    expect(searchBookings).toHaveBeenLastCalledWith(expect.objectContaining({ nextToken: 'page-2' }));
  });

  it('searches, filters by payment mode and driver, and sorts on the server, with the total', async () => {
    await openBookings('admin');
    expect(screen.getByTestId('bookings-total').textContent).toBe('Bookings found: 4');
    // The total is told under the heading: the heading stays the page's name, as its menu entry.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Booking history');
    const page = createWrapper(document.body);
    act(() => page.findTextFilter('[data-testid="bookings-search"]')!.findInput().setInputValue('rosa'));
    await waitFor(() =>
      expect(searchBookings).toHaveBeenLastCalledWith(expect.objectContaining({ search: 'rosa' })),
    );

    const payment = page.findSelect('[data-testid="bookings-payment-filter"]')!;
    act(() => payment.openDropdown());
    act(() => payment.selectOptionByValue('card', { expandToViewport: true }));
    const drivers = page.findSelect('[data-testid="bookings-driver-filter"]')!;
    act(() => drivers.openDropdown());
    await waitFor(() =>
      expect(listUsers).toHaveBeenCalledWith(expect.objectContaining({ usertype: 'driver' })),
    );
    await waitFor(() =>
      expect(drivers.findDropdown({ expandToViewport: true }).findOptions()).toHaveLength(2),
    );
    act(() => drivers.selectOptionByValue('d7', { expandToViewport: true }));
    await waitFor(() =>
      expect(searchBookings).toHaveBeenLastCalledWith(
        expect.objectContaining({ search: 'rosa', paymentMode: 'card', driver: 'd7', nextToken: null }),
      ),
    );

    // The trip cost column sorts on the server: ascending first, then descending.
    // The trip cost column's header (the first of the sticky header's two copies) sorts on the server.
    const sortByTripCost = () => {
      const header = screen.getAllByRole('columnheader').find((th) => th.textContent === 'Trip cost')!;
      fireEvent.click(within(header).getAllByRole('button')[0]!);
    };
    act(sortByTripCost);
    await waitFor(() =>
      expect(searchBookings).toHaveBeenLastCalledWith(
        expect.objectContaining({ sortBy: 'amount', descending: false, driver: 'd7' }),
      ),
    );
    jest
      .mocked(searchBookings)
      .mockResolvedValue({ items: [fresh], nextToken: null, total: 3000, totalIsExact: false });
    act(sortByTripCost);
    await waitFor(() =>
      expect(searchBookings).toHaveBeenLastCalledWith(
        expect.objectContaining({ sortBy: 'amount', descending: true }),
      ),
    );
    expect((await screen.findByTestId('bookings-total')).textContent).toBe(
      'At least 3000 bookings found: choose dates to narrow the search.',
    );
    // Several filters, each a server read: more steps than the other tests.
  }, 90_000);

  it('gives riders their plain history, without the operators search', async () => {
    await openBookings('rider');
    expect(listBookingHistory).toHaveBeenCalledWith({ status: null, limit: 25, nextToken: null });
    expect(searchBookings).not.toHaveBeenCalled();
    expect(screen.queryByTestId('bookings-search')).toBeNull();
    expect(screen.queryByTestId('bookings-total')).toBeNull();
  });

  it('sets free text such as an address in its own direction and codes left to right, for Arabic', async () => {
    await openBookings('admin');
    // dir="auto": a Latin address in the right-to-left table keeps its beginning, the ellipsis its end.
    const pickup = screen.getAllByText('Times Square')[0]!;
    expect([pickup.tagName, pickup.getAttribute('dir')]).toEqual(['BDI', 'auto']);
    expect(pickup.style.display).toBe('block');
    expect(screen.getByText('NEWONE').getAttribute('dir')).toBe('ltr');
  });

  it('tells a payment due before dispatch from one due after the trip', async () => {
    await openBookings('admin');
    const statusOf = (reference: string) =>
      within(screen.getByText(reference).closest('tr')!).getByText(/payment/i).textContent;
    expect(statusOf('PAYPEN')).toBe('Awaiting payment up front');
    expect(statusOf('PENDIN')).toBe('Trip ended, awaiting payment');
  });

  it('filters by status on the server', async () => {
    await openBookings('admin');
    const filter = createWrapper(document.body).findSelect('[data-testid="bookings-status-filter"]')!;
    act(() => filter.openDropdown());
    act(() => filter.selectOptionByValue('CANCELLED', { expandToViewport: true }));
    await waitFor(() =>
      expect(searchBookings).toHaveBeenLastCalledWith(
        expect.objectContaining({ status: 'CANCELLED', limit: 25, nextToken: null }),
      ),
    );
  });

  it('filters by whole days on the server once the date picker, loaded after the list, is in', async () => {
    await openBookings('admin');
    const picker = await waitFor(() => {
      const found = createWrapper(document.body).findDateRangePicker('[data-testid="bookings-date-filter"]');
      expect(found).toBeTruthy();
      return found!;
    });
    act(() => picker.openDropdown());
    const dropdown = picker.findDropdown({ expandToViewport: true })!;
    act(() => dropdown.findStartDateInput()!.setInputValue('2026/03/01'));
    act(() => dropdown.findEndDateInput()!.setInputValue('2026/03/02'));
    act(() => dropdown.findApplyButton().click());
    await waitFor(() =>
      expect(searchBookings).toHaveBeenLastCalledWith(
        expect.objectContaining({ from: new Date(2026, 2, 1).getTime(), to: new Date(2026, 2, 3).getTime() }),
      ),
    );
  });

  it("shows the spec's message when there are no bookings", async () => {
    jest.mocked(listBookingHistory).mockResolvedValue({ items: [], nextToken: null });
    signInAs('rider');
    renderApp('/bookings');
    expect(await screen.findByText('No bookings available.')).toBeTruthy();
  });

  it('cancels a NEW booking with the reason the operator picks, and a PAYMENT_PENDING one once confirmed', async () => {
    jest.mocked(listCancelReasons).mockResolvedValue([
      { value: 0, label: 'Driver is late' },
      { value: 1, label: 'Changed my mind' },
    ]);
    await openBookings('admin');
    select('NEWONE');
    fireEvent.click(screen.getByTestId('booking-cancel'));
    // No reason is chosen for the operator: the confirm waits for one.
    const confirm = await screen.findByTestId<HTMLButtonElement>('booking-cancel-confirm');
    expect(confirm.disabled).toBe(true);
    const reasons = createWrapper(document.body).findSelect('[data-testid="booking-cancel-confirm-select"]')!;
    act(() => reasons.openDropdown());
    act(() => reasons.selectOptionByValue('Changed my mind'));
    fireEvent.click(confirm);
    await waitFor(() => expect(cancelBooking).toHaveBeenCalledWith('b-new', 'Changed my mind'));
    expect(await screen.findByText('The booking was cancelled.')).toBeTruthy();

    select('PAYPEN');
    fireEvent.click(screen.getByTestId('booking-cancel'));
    expect(await screen.findByText(/Cancel booking PAYPEN now\? It is waiting for its payment/)).toBeTruthy();
    expect(cancelBooking).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByTestId('booking-cancel-confirm'));
    await waitFor(() => expect(cancelBooking).toHaveBeenCalledWith('b-pp', 'cancelled incomplete booking'));
    await waitFor(() => expect(screen.queryByTestId('booking-cancel-confirm')).toBeNull());
    expect(listCancelReasons).toHaveBeenCalledTimes(1);
  });

  it('offers cancel and assign to the admin only where the spec allows, and locks cancel in the demo', async () => {
    await openBookings('admin', someSettings({ AllowCriticalEditsAdmin: false }));
    select('PENDIN');
    expect(screen.queryByTestId('booking-cancel')).toBeNull();
    expect(screen.queryByTestId('booking-assign')).toBeNull();
    expect(screen.queryByTestId('booking-pay')).toBeNull();
    select('NEWONE');
    const cancel = screen.getByTestId('booking-cancel');
    expect(cancel.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByTestId('booking-assign')).toBeTruthy();
    expect(screen.queryByTestId('booking-export')).toBeNull();
  });

  it('assigns a driver from the candidates, and alerts when there are none', async () => {
    jest
      .mocked(listDriversForAssignment)
      .mockResolvedValueOnce([])
      .mockResolvedValue([
        { uid: 'd-near', name: 'Near Driver', carType: 'Economy', vehicleNumber: 'NY-1', distance: 0.4 },
        { uid: 'd-far', name: 'Far Driver', carType: 'Economy', vehicleNumber: 'NY-2', distance: 3 },
      ]);
    jest.mocked(assignDriver).mockResolvedValueOnce('sent').mockResolvedValueOnce('no_device');
    await openBookings('admin');
    select('NEWONE');
    fireEvent.click(screen.getByTestId('booking-assign'));
    expect(await screen.findByText('No online driver of this car type is near the pickup.')).toBeTruthy();
    fireEvent.click(screen.getByTestId('alert-close'));

    fireEvent.click(screen.getByTestId('booking-assign'));
    expect(await screen.findByText('Near Driver')).toBeTruthy();
    fireEvent.click(screen.getByTestId('booking-assign-confirm'));
    await waitFor(() => expect(assignDriver).toHaveBeenCalledWith('b-new', 'd-near'));
    expect(await screen.findByText('Driver assigned successfully and notified.')).toBeTruthy();

    // No device to push to: the page does not claim the driver was notified.
    select('NEWONE');
    fireEvent.click(screen.getByTestId('booking-assign'));
    fireEvent.click(await screen.findByTestId('booking-assign-confirm'));
    expect(
      await screen.findByText(
        'Driver assigned, but not notified by push: the driver has no device registered. The offer waits in the driver app.',
      ),
    ).toBeTruthy();
  });

  it("shows the admin's offer on the booking: the driver, its state and how the push went", async () => {
    const now = Date.now();
    const offered = booking({
      id: 'b-offered',
      reference: 'OFFERD',
      requestedDrivers: ['d1'],
      assignment: {
        driver: 'd1',
        driverName: 'Dana Driver',
        at: now - 1000,
        expiresAt: now + 60_000,
        notice: 'no_device',
      },
    });
    const declined = booking({
      id: 'b-declined',
      reference: 'DECLIN',
      requestedDrivers: [],
      assignment: {
        driver: 'd2',
        driverName: 'Dora Driver',
        at: now - 1000,
        expiresAt: now + 60_000,
        notice: 'sent',
      },
    });
    jest.mocked(listBookingHistory).mockResolvedValue({ items: [fresh, offered, declined], nextToken: null });
    await openBookings('admin');
    expect(await screen.findByText('Offered to Dana Driver (waiting for an answer)')).toBeTruthy();
    expect(screen.getByText('Offered to Dora Driver (declined)')).toBeTruthy();
    select('OFFERD');
    const details = await screen.findByTestId('booking-assignment');
    expect(details.textContent).toMatch(
      /^Offered to Dana Driver on .+ · Waiting for an answer until .+ · No push: the driver has no device registered$/,
    );
  });

  it('reports a refused assignment in the Flashbar and keeps the dialog open', async () => {
    jest
      .mocked(listDriversForAssignment)
      .mockResolvedValue([{ uid: 'd1', name: 'Dana', carType: 'Economy', vehicleNumber: null, distance: 1 }]);
    jest.mocked(assignDriver).mockRejectedValue(new ApiError('CONFLICT', 'booking_unavailable'));
    await openBookings('admin');
    select('NEWONE');
    fireEvent.click(screen.getByTestId('booking-assign'));
    fireEvent.click(await screen.findByTestId('booking-assign-confirm'));
    expect(await screen.findByText('This booking is no longer available.')).toBeTruthy();
    expect(screen.getByTestId('booking-assign-confirm')).toBeTruthy();
  });

  it('lets a rider pay a PENDING booking through the chosen provider', async () => {
    jest.mocked(listPaymentProviders).mockResolvedValue([{ name: 'stripe' }, { name: 'paypal' }]);
    const form = { url: 'http://pay.invalid', fields: '{}' };
    jest.mocked(payNow).mockResolvedValue(form as never);
    await openBookings('rider');
    select('NEWONE');
    expect(screen.queryByTestId('booking-pay')).toBeNull();
    expect(screen.queryByTestId('booking-assign')).toBeNull();
    select('PENDIN');
    fireEvent.click(screen.getByTestId('booking-pay'));
    fireEvent.click(await screen.findByTestId('booking-pay-confirm'));
    await waitFor(() => expect(payNow).toHaveBeenCalledWith('b-pending', 'stripe'));
    expect(submitPaymentForm).toHaveBeenCalledWith(form);
  });

  it("shows the selected booking's route, tracking and, for the admin, its chat in the split panel", async () => {
    jest.mocked(getTracking).mockResolvedValue([
      {
        bookingId: 'b-done',
        at: Date.UTC(2026, 2, 5, 9, 40),
        status: 'ACCEPTED',
        lat: 40.75,
        lng: -73.98,
        heading: null,
        eta: null,
      },
    ]);
    jest
      .mocked(listChat)
      .mockResolvedValue([{ bookingId: 'b-done', id: 'm1', message: 'On my way', from: 'driver-1', at: 1 }]);
    await openBookings('admin');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('DONEXX');
    select('DONEXX');
    expect(await screen.findByText('Booking DONEXX')).toBeTruthy();
    const chat = await screen.findByTestId('booking-chat');
    expect(chat.textContent).toContain('Dana Driver');
    expect(chat.textContent).toContain('On my way');
    expect(screen.getByTestId('booking-tracking').textContent).toContain('Accepted');
    // A late card payment, given back to the rider's wallet, is listed with its provider's id.
    expect(screen.getByText('Card payments returned to the wallet')).toBeTruthy();
    const returned = screen.getByTestId('booking-returned-payments').textContent;
    expect(returned).toContain('12.50 · stripe · pi_late');
    expect(screen.getByTestId('booking-map')).toBeTruthy();
    expect(getTracking).toHaveBeenCalledWith('b-done');
    // The rider's rating of the driver with its words; the driver has not rated the rider.
    expect(screen.getByTestId('booking-rating').textContent).toBe('★ 4 of 5 · Smooth ride');
    expect(screen.getByTestId('booking-rider-rating').textContent).toBe('Not rated');
  });

  it('shows the export only while critical edits are allowed', async () => {
    await openBookings('admin');
    expect(screen.getByTestId('booking-export')).toBeTruthy();
  });
});
