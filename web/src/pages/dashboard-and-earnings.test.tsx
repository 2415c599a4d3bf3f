/** The dashboard and the earnings pages in the browser app: amounts in the settings' currency, location, grouping, export. */
import { SLOW, isDisabled, signedInAsAdmin } from '../testing/frame-mocks';
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatMoney, toMoney } from '@wayfare/shared';
import {
  grossEarnings,
  listActiveDrivers,
  listDriverEarnings,
  listEarningReports,
  type DriverEarningRow,
} from '../api/earnings';
import { getMe } from '../api/me';
import { currentSession } from '../api/session';
import { getSettings } from '../api/settings';
import { aUser, someSettings } from '../testing/back-office-fixtures';
import { preloadBackOffice, renderApp } from '../testing/render-app';

jest.mock('../api/earnings', () => ({
  grossEarnings: jest.fn(),
  listActiveDrivers: jest.fn(),
  listDriverEarnings: jest.fn(),
  listEarningReports: jest.fn(),
}));

jest.setTimeout(30_000);

/** The symbol after the amount, as swipe_symbol asks (product.md §9). */
const CURRENCY = { symbol: '€', swipe_symbol: true, decimal: 2 };
const money = (amount: number) => formatMoney(toMoney(amount), CURRENCY);

const earning = (monthsName: string, driver: string, share: number): DriverEarningRow => ({
  year: 2026,
  monthsName,
  driver,
  driverName: `Driver ${driver.toUpperCase()}`,
  total_rides: 2,
  driverVehicleNo: `NYC-${driver}`,
  driverShare: share,
});

function locationAnswers(answer: 'granted' | 'denied') {
  const getCurrentPosition = jest.fn((success: PositionCallback, failure?: PositionErrorCallback | null) => {
    if (answer === 'granted')
      success({ coords: { latitude: 40.758, longitude: -73.9855 } } as GeolocationPosition);
    else failure?.({ code: 1, PERMISSION_DENIED: 1, message: 'denied' } as GeolocationPositionError);
  });
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
}

let downloads: string[];
beforeAll(() => preloadBackOffice('/dashboard', '/driverearning', '/earningreports'), 60_000);

beforeEach(() => {
  jest.clearAllMocks();
  signedInAsAdmin({ ...CURRENCY });
  jest
    .mocked(grossEarnings)
    .mockResolvedValue({ today: 1.5, thisMonth: 12.25, total: 1040, currency: 'EUR' });
  jest.mocked(listActiveDrivers).mockResolvedValue([
    {
      uid: 'd1',
      name: 'Dana Driver',
      carType: 'economy',
      vehicleNumber: 'NYC-1',
      lat: 40.76,
      lng: -73.98,
      queue: true,
    },
  ]);
  downloads = [];
  URL.createObjectURL = jest.fn((blob: Blob) => {
    const reader = new FileReader();
    reader.onload = () => downloads.push(String(reader.result));
    reader.readAsText(blob);
    return 'blob:csv';
  });
  URL.revokeObjectURL = jest.fn();
});

describe('dashboard', () => {
  it('shows the gross earnings in the settings currency and the drivers around the browser position', async () => {
    locationAnswers('granted');
    renderApp('/dashboard');
    expect(await screen.findByText(money(1040), undefined, SLOW)).toBeTruthy();
    expect(within(screen.getByTestId('earnings-today')).getByText('1.50€')).toBeTruthy();
    expect(within(screen.getByTestId('earnings-thisMonth')).getByText('12.25€')).toBeTruthy();
    // Today and this month are the operator's, whatever the browser's zone, and the cards say so.
    expect(screen.getByTestId('earnings-time-zone').textContent).toBe(
      "Days and months are the operator's, in the time zone America/New_York",
    );
    expect(await screen.findByText('Dana Driver NYC-1: on a trip')).toBeTruthy();
    const [box, limit] = jest.mocked(listActiveDrivers).mock.calls[0]!;
    expect(box.south).toBeLessThan(40.758);
    expect(box.north).toBeGreaterThan(40.758);
    expect(box.west).toBeLessThan(-73.9855);
    expect(box.east).toBeGreaterThan(-73.9855);
    expect(limit).toBe(100);
    expect(screen.queryByText('Please allow location access to see the map.')).toBeNull();
  });

  it('says the drivers are loading, not that there are none, until the first read answers', async () => {
    let answer: (drivers: []) => void = () => {};
    jest.mocked(listActiveDrivers).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    locationAnswers('granted');
    renderApp('/dashboard');
    expect(await screen.findByText('Loading the drivers in view…', undefined, SLOW)).toBeTruthy();
    expect(screen.queryByText('Drivers in view: 0')).toBeNull();
    act(() => answer([]));
    expect(await screen.findByText('Drivers in view: 0')).toBeTruthy();
    expect(screen.queryByText('Loading the drivers in view…')).toBeNull();
  });

  it('asks for location instead of the map when the browser refuses it', async () => {
    locationAnswers('denied');
    renderApp('/dashboard');
    expect(
      await screen.findByText('Please allow location access to see the map.', undefined, SLOW),
    ).toBeTruthy();
    expect(screen.queryByTestId('map')).toBeNull();
    expect(listActiveDrivers).not.toHaveBeenCalled();
    expect(await screen.findByText(money(1040))).toBeTruthy();
  });
});

describe('driver earnings', () => {
  beforeEach(() => {
    jest.mocked(listDriverEarnings).mockResolvedValue({
      items: [earning('March', 'a', 10.1), earning('March', 'b', 20.2), earning('February', 'a', 0.7)],
      nextToken: null,
    });
  });

  it('groups the rows by year and month with the totals and expands a group', async () => {
    renderApp('/driverearning');
    await screen.findAllByText('Driver A', undefined, SLOW);
    expect(screen.getByText(money(20.2))).toBeTruthy();
    expect(screen.getByTestId('report-time-zone').textContent).toContain('America/New_York');
    const grouping = createWrapper(document.body).findSelect('[data-testid="earning-grouping"]')!;
    act(() => grouping.openDropdown());
    act(() => grouping.selectOptionByValue('month'));
    const expand = await screen.findByRole('button', { name: 'Show the rows of 2026' });
    expect(screen.getByText(money(31))).toBeTruthy();
    expect(screen.queryByText('Driver A')).toBeNull();
    fireEvent.click(expand);
    expect(await screen.findByRole('button', { name: 'Show the rows of March 2026' })).toBeTruthy();
    expect(screen.getByText(money(30.3))).toBeTruthy();
  });

  it('exports every row as CSV', async () => {
    renderApp('/driverearning');
    await screen.findAllByText('Driver A', undefined, SLOW);
    fireEvent.click(screen.getByTestId('report-export'));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]!.split('\r\n')).toEqual([
      'Year,Month,Driver,Total rides,Vehicle number,Driver share',
      '2026,March,Driver A,2,NYC-a,10.1',
      '2026,March,Driver B,2,NYC-b,20.2',
      '2026,February,Driver A,2,NYC-a,0.7',
    ]);
  });

  it('disables the export under the demo lock', async () => {
    jest.mocked(getSettings).mockResolvedValue(someSettings({ AllowCriticalEditsAdmin: false, ...CURRENCY }));
    renderApp('/driverearning');
    await screen.findAllByText('Driver A', undefined, SLOW);
    expect(isDisabled('report-export')).toBe(true);
  });
});

describe('earning reports', () => {
  it("shows the spec's empty state", async () => {
    jest.mocked(listEarningReports).mockResolvedValue({ items: [], nextToken: null });
    renderApp('/earningreports');
    expect(await screen.findByText('No data available.', undefined, SLOW)).toBeTruthy();
  });

  it('lists each month with what customers paid and exports it', async () => {
    jest.mocked(listEarningReports).mockResolvedValue({
      items: [
        {
          year: 2026,
          monthsName: 'March',
          total_rides: 7,
          tripCost: 120.5,
          discountAmount: 10,
          customerPaid: 110.5,
          convenienceFees: 18.25,
          tips: 6.5,
        },
      ],
      nextToken: null,
    });
    renderApp('/earningreports');
    expect(await screen.findByText(money(110.5), undefined, SLOW)).toBeTruthy();
    expect(screen.getByText(money(120.5))).toBeTruthy();
    expect(screen.getByTestId('report-time-zone').textContent).toContain('in the time zone America/New_York');
    // The platform fee reconciles with the dashboard's gross earnings, and each total says what it sums.
    expect(screen.getByText(money(18.25))).toBeTruthy();
    // Riders' tips, all the drivers', beside what the operator earned.
    expect(screen.getByText(money(6.5))).toBeTruthy();
    expect(
      screen.getByText(/Platform fee: the convenience fees, what the dashboard's gross earnings add up/),
    ).toBeTruthy();
    fireEvent.click(screen.getByTestId('report-export'));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]!.split('\r\n')).toEqual([
      'Year,Month,Total rides,Trip cost,Discount,Customer paid,Platform fee,Tips (to drivers)',
      '2026,March,7,120.5,10,110.5,18.25,6.5',
    ]);
  });

  it('is not open to a fleet admin', async () => {
    jest.mocked(currentSession).mockResolvedValue({ userId: 'f1', groups: ['fleetadmin'] });
    jest.mocked(getMe).mockResolvedValue(aUser('fleetadmin', { uid: 'f1' }));
    renderApp('/earningreports');
    await waitFor(() => expect(screen.queryByTestId('login-contact')).not.toBeNull(), SLOW);
    expect(listEarningReports).not.toHaveBeenCalled();
  });
});
