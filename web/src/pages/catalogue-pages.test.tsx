/** The catalogue pages in the browser app: paging, the spec's empty states, and the demo lock shown as disabled actions. */
import { SLOW, isDisabled, signedInAsAdmin } from '../testing/frame-mocks';
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '../api/api-error';
import {
  listCancelReasons,
  listProducts,
  listCategories,
  saveCancelReasons,
  updateProduct,
} from '../api/catalogue';
import { sendNotification, listNotifications } from '../api/push-notifications';
import { getSettings } from '../api/settings';
import { someSettings } from '../testing/back-office-fixtures';
import { preloadBackOffice, renderApp } from '../testing/render-app';

jest.mock('../api/catalogue', () => ({
  listCancelReasons: jest.fn(),
  saveCancelReasons: jest.fn(),
  listCategories: jest.fn(),
  listProducts: jest.fn(),
  addProduct: jest.fn(),
  updateProduct: jest.fn(),
  deleteProduct: jest.fn(),
}));
jest.mock('../api/push-notifications', () => ({
  listNotifications: jest.fn(),
  sendNotification: jest.fn(),
  deleteNotification: jest.fn(),
}));

jest.setTimeout(30_000);

const CURRENCY = { symbol: '$', swipe_symbol: false, decimal: 2 };
const reasons = Array.from({ length: 12 }, (_, value) => ({ label: `Reason ${value + 1}`, value }));

beforeAll(() => preloadBackOffice('/cancelreasons', '/categories', '/notifications', '/products'), 60_000);

beforeEach(() => {
  jest.clearAllMocks();
  signedInAsAdmin({ ...CURRENCY });
  jest.mocked(listCancelReasons).mockResolvedValue(reasons);
  jest.mocked(saveCancelReasons).mockResolvedValue(reasons);
  jest.mocked(listCategories).mockResolvedValue({
    items: [{ id: 'c1', name: 'Groceries', description: '', createdAt: '2026-01-01T00:00:00Z' }],
    nextToken: null,
  });
  jest.mocked(listProducts).mockResolvedValue({
    items: [
      {
        id: 'p1',
        name: 'Organic milk',
        image: null,
        category: 'c1',
        amount: 3.49,
        size: '1 l',
        description: '',
        createdAt: '2026-01-01T00:00:00Z',
      },
    ],
    nextToken: null,
  });
  jest.mocked(listNotifications).mockResolvedValue({ items: [], nextToken: null });
});

describe("the spec's empty states", () => {
  it.each([
    ['/cancelreasons', listCancelReasons, 'No cancellation reasons available.'],
    ['/categories', listCategories, 'No data available.'],
    ['/products', listProducts, 'No data available.'],
  ] as const)('%s says so when the server has none', async (path, read, message) => {
    jest
      .mocked(read as jest.Mock)
      .mockResolvedValue(path === '/cancelreasons' ? [] : { items: [], nextToken: null });
    renderApp(path);
    expect(await screen.findByText(message, undefined, SLOW)).toBeTruthy();
  });
});

describe('cancellation reasons', () => {
  it('shows 10 reasons a page and sends the whole list when one is deleted', async () => {
    renderApp('/cancelreasons');
    await screen.findByText('Reason 10', undefined, SLOW);
    expect(screen.queryByText('Reason 11')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Select Reason 2' }));
    fireEvent.click(screen.getByTestId('record-delete'));
    fireEvent.click(await screen.findByTestId('record-delete-confirm'));
    await waitFor(() =>
      expect(saveCancelReasons).toHaveBeenCalledWith(
        reasons.filter((r) => r.value !== 1).map((r) => r.label),
      ),
    );
  });

  it('is read-only under the demo lock', async () => {
    jest.mocked(getSettings).mockResolvedValue(someSettings({ AllowCriticalEditsAdmin: false, ...CURRENCY }));
    renderApp('/cancelreasons');
    await screen.findByText('Reason 1', undefined, SLOW);
    expect(isDisabled('record-add')).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Select Reason 1' }));
    expect(isDisabled('record-edit')).toBe(true);
    expect(isDisabled('record-delete')).toBe(true);
  });
});

describe('products', () => {
  it('shows the category by name, the amount in the currency and the placeholder image', async () => {
    renderApp('/products');
    await screen.findByText('Organic milk', undefined, SLOW);
    expect(await screen.findByText('Groceries')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Organic milk' }).getAttribute('src')).toMatch(/^data:image\/svg/);
  });

  it('refuses a price finer than the currency under its field, and saves it once it fits', async () => {
    renderApp('/products');
    await screen.findByText('Organic milk', undefined, SLOW);
    fireEvent.click(screen.getByRole('radio', { name: 'Select Organic milk' }));
    fireEvent.click(screen.getByTestId('record-edit'));
    const amount = await screen.findByTestId('record-form-amount');
    fireEvent.change(amount, { target: { value: '3.495' } });
    fireEvent.click(screen.getByTestId('record-form-save'));
    const tooPrecise = 'This amount has more decimals than the currency uses. Remove the extra digits.';
    await screen.findByText(tooPrecise);
    const field = createWrapper(document.body).findFormField(':has([data-testid="record-form-amount"])')!;
    expect(field.findError()!.getElement().textContent).toBe(tooPrecise);
    expect(updateProduct).not.toHaveBeenCalled();
    fireEvent.change(amount, { target: { value: '3.5' } });
    fireEvent.click(screen.getByTestId('record-form-save'));
    await waitFor(() =>
      expect(updateProduct).toHaveBeenCalledWith('p1', expect.objectContaining({ amount: 3.5 })),
    );
  });

  it('keeps adding open under the demo lock and disables edit and delete', async () => {
    jest.mocked(getSettings).mockResolvedValue(someSettings({ AllowCriticalEditsAdmin: false, ...CURRENCY }));
    renderApp('/products');
    await screen.findByText('Organic milk', undefined, SLOW);
    fireEvent.click(screen.getByRole('radio', { name: 'Select Organic milk' }));
    expect(isDisabled('record-add')).toBe(false);
    expect(isDisabled('record-edit')).toBe(true);
    expect(isDisabled('record-delete')).toBe(true);
  });
});

describe('push notifications', () => {
  it("shows the spec's empty state and the server's 'no user match' message", async () => {
    jest.mocked(sendNotification).mockRejectedValue(new ApiError('NO_USER_MATCH', 'no_user_match'));
    renderApp('/notifications');
    await screen.findByText('No data available.', undefined, SLOW);
    fireEvent.click(screen.getByTestId('record-add'));
    fireEvent.change(await screen.findByTestId('record-form-title'), { target: { value: 'Hello' } });
    fireEvent.change(screen.getByTestId('record-form-body').querySelector('textarea')!, {
      target: { value: 'Body' },
    });
    fireEvent.click(screen.getByTestId('record-form-save'));
    await waitFor(() =>
      expect(sendNotification).toHaveBeenCalledWith({
        usertype: 'rider',
        devicetype: 'All',
        title: 'Hello',
        body: 'Body',
      }),
    );
    expect(await screen.findByText(/no user/i)).toBeTruthy();
  });

  it('disables sending under the demo lock', async () => {
    jest.mocked(getSettings).mockResolvedValue(someSettings({ AllowCriticalEditsAdmin: false, ...CURRENCY }));
    renderApp('/notifications');
    await screen.findByText('No data available.', undefined, SLOW);
    expect(isDisabled('record-add')).toBe(true);
  });
});
