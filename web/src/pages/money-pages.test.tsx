/** The admin's money pages in the browser app: add to wallet, withdrawals and promos. */
import { SLOW, isDisabled, signedInAsAdmin } from '../testing/frame-mocks';
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '../api/api-error';
import { walletHistory } from '../api/money';
import { deletePromos, processWithdraws } from '../api/bulk-actions';
import { addPromo, listPromos, updatePromo, type Promo } from '../api/promos';
import { getSettings } from '../api/settings';
import { listUsers } from '../api/users';
import { addToWallet, correctWallet, listAllWithdraws, type AdminWithdrawRequest } from '../api/wallet-admin';
import { aUser, someSettings } from '../testing/back-office-fixtures';
import { preloadBackOffice, renderApp } from '../testing/render-app';

jest.mock('../api/users', () => ({ listUsers: jest.fn() }));
jest.mock('../api/money', () => ({ walletHistory: jest.fn() }));
jest.mock('../api/wallet-admin', () => ({
  addToWallet: jest.fn(),
  correctWallet: jest.fn(),
  listAllWithdraws: jest.fn(),
}));
jest.mock('../api/bulk-actions', () => ({ processWithdraws: jest.fn(), deletePromos: jest.fn() }));
jest.mock('../api/promos', () => ({
  listPromos: jest.fn(),
  addPromo: jest.fn(),
  updatePromo: jest.fn(),
}));

jest.setTimeout(30_000);

// Load the pages' lazy chunks once, outside the tests' ten-second wait for the page to show: on a
// busy machine compiling them is what takes long, not the page.
beforeAll(() => preloadBackOffice('/addtowallet', '/withdraws', '/promos'), 60_000);

const CURRENCY = { symbol: '$', swipe_symbol: false, decimal: 2 };
const TOO_PRECISE = 'This amount has more decimals than the currency uses. Remove the extra digits.';
/** The error a form shows under the field of the control `testId`. */
const errorUnder = (testId: string) =>
  createWrapper(document.body).findFormField(`:has([data-testid="${testId}"])`)?.findError()?.getElement()
    .textContent;
const riley = aUser('rider', { uid: 'r1', firstName: 'Riley', lastName: 'Rider', walletBalance: 25 });

const withdrawal = (overrides: Partial<AdminWithdrawRequest>): AdminWithdrawRequest => ({
  id: 'w1',
  uid: 'd1',
  name: 'Dana Driver',
  amount: 10,
  date: '2026-05-01T10:00:00.000Z',
  bankName: 'First Bank',
  bankCode: 'FB01',
  bankAccount: '12345678',
  processed: false,
  procesDate: null,
  ...overrides,
});
const welcome: Promo = {
  id: 'p1',
  promo_name: 'WELCOME10',
  promo_description: '10% off',
  promo_discount_type: 'percentage',
  promo_discount_value: 10,
  max_promo_discount_value: 5,
  min_order: 10,
  promo_validity: null,
  promo_usage_limit: 1000,
  user_avail: 3,
  createdAt: '2026-01-01T00:00:00.000Z',
};

beforeEach(() => {
  jest.clearAllMocks();
  signedInAsAdmin({ bank_fields: true, ...CURRENCY });
  jest.mocked(listUsers).mockResolvedValue({ items: [riley], nextToken: null });
  jest.mocked(walletHistory).mockResolvedValue({ items: [], nextToken: null });
  jest.mocked(listAllWithdraws).mockResolvedValue({ items: [withdrawal({})], nextToken: null });
  jest.mocked(listPromos).mockResolvedValue({ items: [welcome], nextToken: null });
});

describe('add to wallet', () => {
  const chooseRiley = async () => {
    const select = createWrapper(document.body).findSelect('[data-testid="wallet-user"]')!;
    act(() => select.openDropdown());
    await waitFor(() =>
      expect(listUsers).toHaveBeenCalledWith(expect.objectContaining({ usertype: 'rider' })),
    );
    await waitFor(() => expect(select.findDropdown().findOptions()).toHaveLength(1));
    act(() => select.selectOptionByValue('r1'));
  };
  const typeAmount = (value: string) =>
    fireEvent.change(screen.getByTestId('wallet-amount'), { target: { value } });
  const submit = () => fireEvent.click(screen.getByTestId('wallet-submit'));
  const confirm = async () => fireEvent.click(await screen.findByTestId('wallet-confirm'));

  it('asks for a user and an amount above 0 before sending anything', async () => {
    renderApp('/addtowallet');
    await screen.findByTestId('wallet-submit', undefined, SLOW);
    submit();
    expect(await screen.findByText('Please choose a user and enter an amount above 0.')).toBeTruthy();
    await chooseRiley();
    for (const amount of ['0', '-3', 'ten']) {
      typeAmount(amount);
      submit();
      expect(screen.getByText('Please choose a user and enter an amount above 0.')).toBeTruthy();
    }
    expect(addToWallet).not.toHaveBeenCalled();
  });

  it("refuses exponent notation and amounts above the settings' limit, and shows the limit", async () => {
    renderApp('/addtowallet');
    await screen.findByTestId('wallet-submit', undefined, SLOW);
    await chooseRiley();
    expect(screen.getByText('At most $1000.00 per top-up (General settings).')).toBeTruthy();
    typeAmount('1e3');
    submit();
    expect(
      await screen.findByText(
        'Type the amount in digits, with a dot before any decimals (for example 25.50).',
      ),
    ).toBeTruthy();
    typeAmount('99999999999');
    submit();
    expect(await screen.findByText('The amount is above the top-up limit in General settings.')).toBeTruthy();
    expect(screen.queryByTestId('wallet-confirm')).toBeNull();
    expect(addToWallet).not.toHaveBeenCalled();
  });

  it('refuses a top-up, a debit and a refund finer than the currency under the amount, sending nothing', async () => {
    jest.mocked(walletHistory).mockResolvedValue({
      items: [
        {
          id: 'debit#1',
          type: 'Withdraw',
          amount: 4,
          at: Date.UTC(2026, 4, 1),
          txRef: 'AdminDebit',
          balance: 25,
          purpose: 'CORRECTION',
          reason: 'Fee',
          refersTo: null,
          by: { uid: 'a1', name: 'Ada Admin' },
        },
      ],
      nextToken: null,
    } as Awaited<ReturnType<typeof walletHistory>>);
    renderApp('/addtowallet');
    await screen.findByTestId('wallet-submit', undefined, SLOW);
    await chooseRiley();
    typeAmount('12.505');
    submit();
    await screen.findByText(TOO_PRECISE);
    expect(errorUnder('wallet-amount')).toBe(TOO_PRECISE);

    fireEvent.click(screen.getByText('Debit'));
    fireEvent.change(screen.getByTestId('wallet-reason'), { target: { value: 'Fee' } });
    typeAmount('0.001');
    submit();
    await waitFor(() => expect(errorUnder('wallet-amount')).toBe(TOO_PRECISE));
    expect(screen.queryByTestId('wallet-confirm')).toBeNull();

    const table = createWrapper(document.body).findTable()!;
    await waitFor(() => expect(table.findRows()).toHaveLength(1));
    act(() => table.findRowSelectionArea(1)!.click());
    fireEvent.click(screen.getByTestId('wallet-refund'));
    fireEvent.change(await screen.findByTestId('correction-amount'), { target: { value: '1.005' } });
    fireEvent.change(screen.getByTestId('correction-reason'), { target: { value: 'Part of the fee' } });
    fireEvent.click(screen.getByTestId('correction-continue'));
    await waitFor(() => expect(errorUnder('correction-amount')).toBe(TOO_PRECISE));
    expect(screen.queryByTestId('correction-summary')).toBeNull();
    expect(addToWallet).not.toHaveBeenCalled();
    expect(correctWallet).not.toHaveBeenCalled();
  });

  it('credits the chosen user once per top-up, retrying with the same request id, then shows the history', async () => {
    jest
      .mocked(addToWallet)
      .mockRejectedValueOnce(new ApiError('NetworkError', 'errors.internal'))
      .mockResolvedValueOnce({ id: 'topup#1', balance: 37.5 })
      .mockResolvedValueOnce({ id: 'topup#2', balance: 38.5 });
    renderApp('/addtowallet');
    await screen.findByTestId('wallet-submit', undefined, SLOW);
    await chooseRiley();
    expect(await screen.findByText('Current balance: $25.00')).toBeTruthy();
    await waitFor(() => expect(walletHistory).toHaveBeenCalledWith(expect.objectContaining({ uid: 'r1' })));
    typeAmount('12.5');
    submit();
    expect(
      await screen.findByText(
        'Add $12.50 to the wallet of Riley Rider? The credit cannot be undone from here.',
      ),
    ).toBeTruthy();
    expect(addToWallet).not.toHaveBeenCalled();
    await confirm();
    // A failure keeps the dialog open with its error; confirming again retries the same top-up.
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeTruthy();
    await confirm();
    expect(await screen.findByText('Done successfully.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('wallet-confirm')).toBeNull());
    expect(screen.queryByText('Please choose a user and enter an amount above 0.')).toBeNull();
    expect(screen.getByText('Current balance: $37.50')).toBeTruthy();
    const [failed, retried] = jest.mocked(addToWallet).mock.calls;
    expect(failed).toEqual(['r1', 12.5, expect.any(String)]);
    expect(retried).toEqual(failed);
    typeAmount('1');
    submit();
    await confirm();
    await waitFor(() => expect(addToWallet).toHaveBeenCalledTimes(3));
    expect(jest.mocked(addToWallet).mock.calls[2]![2]).not.toBe(failed![2]);
    // The history is read again after each top-up.
    await waitFor(() => expect(jest.mocked(walletHistory).mock.calls.length).toBeGreaterThanOrEqual(3));
  });

  it('debits only with a reason, confirmed with the amount, the name and the reason', async () => {
    jest.mocked(correctWallet).mockResolvedValue({ id: 'debit#1', balance: 22.5 });
    renderApp('/addtowallet');
    await screen.findByTestId('wallet-submit', undefined, SLOW);
    await chooseRiley();
    fireEvent.click(screen.getByText('Debit'));
    expect(screen.queryByText('At most $1000.00 per top-up (General settings).')).toBeNull();
    typeAmount('2.5');
    submit();
    expect(
      await screen.findByText('Please give a reason: the user sees it in the wallet history.'),
    ).toBeTruthy();
    fireEvent.change(screen.getByTestId('wallet-reason'), { target: { value: '  Fare charged twice ' } });
    submit();
    expect(
      await screen.findByText('Take $2.50 from the wallet of Riley Rider? Reason: “Fare charged twice”.'),
    ).toBeTruthy();
    expect(correctWallet).not.toHaveBeenCalled();
    await confirm();
    expect(await screen.findByText('Current balance: $22.50')).toBeTruthy();
    expect(correctWallet).toHaveBeenCalledWith('r1', {
      kind: 'debit',
      amount: 2.5,
      reason: 'Fare charged twice',
      requestId: expect.any(String),
    });
    expect(addToWallet).not.toHaveBeenCalled();
  });

  it("reverses a selected admin top-up from the history, naming it and the reason first; a debit can't be reversed", async () => {
    const entry = (id: string, type: 'Credit' | 'Withdraw', purpose: string, txRef: string) => ({
      id,
      type,
      amount: 12.5,
      at: Date.UTC(2026, 4, 1),
      txRef,
      balance: 37.5,
      purpose,
      reason: null,
      refersTo: null,
      by: { uid: 'a1', name: 'Ada Admin' },
    });
    jest.mocked(walletHistory).mockResolvedValue({
      items: [
        entry('topup#1', 'Credit', 'TOP_UP', 'AdminCredit'),
        entry('pay#b1', 'Withdraw', 'TRIP_PAYMENT', 'b1'),
      ],
      nextToken: null,
    } as Awaited<ReturnType<typeof walletHistory>>);
    jest.mocked(correctWallet).mockResolvedValue({ id: 'reversal#topup#1', balance: 25 });
    renderApp('/addtowallet');
    await screen.findByTestId('wallet-submit', undefined, SLOW);
    await chooseRiley();
    const table = createWrapper(document.body).findTable()!;
    await waitFor(() => expect(table.findRows()).toHaveLength(2));
    expect(screen.getAllByText('Ada Admin')).toHaveLength(2);
    act(() => table.findRowSelectionArea(2)!.click());
    expect(isDisabled('wallet-reverse')).toBe(true);
    act(() => table.findRowSelectionArea(1)!.click());
    fireEvent.click(screen.getByTestId('wallet-reverse'));
    fireEvent.click(await screen.findByTestId('correction-continue'));
    expect(
      await screen.findByText('Please give a reason: the user sees it in the wallet history.'),
    ).toBeTruthy();
    fireEvent.change(screen.getByTestId('correction-reason'), { target: { value: 'Wrong rider' } });
    fireEvent.click(screen.getByTestId('correction-continue'));
    expect(
      await screen.findByText(
        'Take back the top-up of $12.50 from the wallet of Riley Rider? Reason: “Wrong rider”. A top-up can be reversed once.',
      ),
    ).toBeTruthy();
    expect(correctWallet).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('correction-confirm'));
    expect(await screen.findByText('Current balance: $25.00')).toBeTruthy();
    expect(correctWallet).toHaveBeenCalledWith('r1', {
      kind: 'reverse',
      entryId: 'topup#1',
      reason: 'Wrong rider',
    });
  });
});

describe('withdrawals', () => {
  it('shows the bank columns and processes the selected request', async () => {
    jest
      .mocked(listAllWithdraws)
      .mockResolvedValueOnce({ items: [withdrawal({})], nextToken: null })
      .mockResolvedValue({
        items: [withdrawal({ processed: true, procesDate: '2026-05-02T10:00:00.000Z' })],
        nextToken: null,
      });
    renderApp('/withdraws');
    await screen.findByText('Dana Driver', undefined, SLOW);
    expect(screen.getByText('First Bank')).toBeTruthy();
    expect(screen.getByText('$10.00')).toBeTruthy();
    expect(isDisabled('withdraw-process')).toBe(true);
    jest.mocked(processWithdraws).mockResolvedValue({ succeeded: ['w1'], failed: [] });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Dana Driver $10.00' }));
    fireEvent.click(screen.getByTestId('withdraw-process'));
    expect(
      await screen.findByText(
        'Mark the withdrawal of $10.00 to Dana Driver as paid out? Do this only after the money was sent; it cannot be undone.',
      ),
    ).toBeTruthy();
    expect(processWithdraws).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('withdraw-process-confirm'));
    expect(await screen.findByText('Withdrawals processed: 1.')).toBeTruthy();
    expect(processWithdraws).toHaveBeenCalledWith(['w1']);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select Dana Driver $10.00' }));
    expect(isDisabled('withdraw-process')).toBe(true);
  });

  it('hides the bank columns when settings.bank_fields is off', async () => {
    jest.mocked(getSettings).mockResolvedValue(someSettings({ bank_fields: false, ...CURRENCY }));
    renderApp('/withdraws');
    await screen.findByText('Dana Driver', undefined, SLOW);
    expect(screen.queryByText('First Bank')).toBeNull();
    expect(screen.queryByText('Bank')).toBeNull();
  });

  it("says 'No WITHDRAWS available.' when there are none", async () => {
    jest.mocked(listAllWithdraws).mockResolvedValue({ items: [], nextToken: null });
    renderApp('/withdraws');
    expect(await screen.findByText('No WITHDRAWS available.', undefined, SLOW)).toBeTruthy();
  });
});

describe('promos', () => {
  it("says 'No promos available.' when there are none", async () => {
    jest.mocked(listPromos).mockResolvedValue({ items: [], nextToken: null });
    renderApp('/promos');
    expect(await screen.findByText('No promos available.', undefined, SLOW)).toBeTruthy();
  });

  it('shows the numeric columns and adds a promo with empty limits as none', async () => {
    renderApp('/promos');
    await screen.findByText('WELCOME10', undefined, SLOW);
    expect(screen.getByText('10%')).toBeTruthy();
    expect(screen.getByText('$5.00')).toBeTruthy();
    expect(screen.getByText('1000')).toBeTruthy();
    fireEvent.click(screen.getByTestId('record-add'));
    fireEvent.change(await screen.findByTestId('record-form-promo_name'), { target: { value: 'SAVE5' } });
    fireEvent.change(screen.getByTestId('record-form-promo_discount_value'), { target: { value: '5' } });
    fireEvent.click(screen.getByTestId('record-form-save'));
    await waitFor(() =>
      expect(addPromo).toHaveBeenCalledWith({
        promo_name: 'SAVE5',
        promo_description: '',
        promo_discount_type: 'flat',
        promo_discount_value: 5,
        max_promo_discount_value: null,
        min_order: null,
        promo_usage_limit: null,
        promo_validity: null,
      }),
    );
  });

  it('edits and deletes the selected promo', async () => {
    renderApp('/promos');
    await screen.findByText('WELCOME10', undefined, SLOW);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select WELCOME10' }));
    fireEvent.click(screen.getByTestId('record-edit'));
    fireEvent.change(await screen.findByTestId('record-form-min_order'), { target: { value: '12' } });
    fireEvent.click(screen.getByTestId('record-form-save'));
    await waitFor(() =>
      expect(updatePromo).toHaveBeenCalledWith(
        'p1',
        expect.objectContaining({ min_order: 12, max_promo_discount_value: 5 }),
      ),
    );
    jest.mocked(deletePromos).mockResolvedValue({ succeeded: ['p1'], failed: [] });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select WELCOME10' }));
    fireEvent.click(screen.getByTestId('record-delete'));
    fireEvent.click(await screen.findByTestId('record-delete-confirm'));
    await waitFor(() => expect(deletePromos).toHaveBeenCalledWith(['p1']));
    expect(await screen.findByText('Deleted: 1.')).toBeTruthy();
  });

  it('refuses a flat discount finer than the currency under its field, and not a percentage', async () => {
    renderApp('/promos');
    await screen.findByText('WELCOME10', undefined, SLOW);
    fireEvent.click(screen.getByTestId('record-add'));
    fireEvent.change(await screen.findByTestId('record-form-promo_name'), { target: { value: 'SAVE' } });
    fireEvent.change(screen.getByTestId('record-form-promo_discount_value'), { target: { value: '2.505' } });
    fireEvent.click(screen.getByTestId('record-form-save'));
    await screen.findByText(TOO_PRECISE);
    expect(errorUnder('record-form-promo_discount_value')).toBe(TOO_PRECISE);
    expect(addPromo).not.toHaveBeenCalled();

    const type = createWrapper(document.body).findSelect('[data-testid="record-form-promo_discount_type"]')!;
    act(() => type.openDropdown());
    act(() => type.selectOptionByValue('percentage'));
    fireEvent.click(screen.getByTestId('record-form-save'));
    await waitFor(() =>
      expect(addPromo).toHaveBeenCalledWith(
        expect.objectContaining({ promo_discount_type: 'percentage', promo_discount_value: 2.505 }),
      ),
    );
  });

  it('refuses an incomplete date', async () => {
    renderApp('/promos');
    await screen.findByText('WELCOME10', undefined, SLOW);
    fireEvent.click(screen.getByTestId('record-add'));
    fireEvent.change(await screen.findByTestId('record-form-promo_name'), { target: { value: 'X' } });
    fireEvent.change(screen.getByTestId('record-form-promo_discount_value'), { target: { value: '5' } });
    const date = createWrapper(document.body).findDateInput('[data-testid="record-form-promo_validity"]')!;
    act(() => date.setInputValue('2026/02'));
    fireEvent.click(screen.getByTestId('record-form-save'));
    expect(await screen.findByText('Please enter a date as YYYY/MM/DD.')).toBeTruthy();
    expect(addPromo).not.toHaveBeenCalled();
  });

  it('is read-only under the demo lock, adding aside', async () => {
    jest.mocked(getSettings).mockResolvedValue(someSettings({ AllowCriticalEditsAdmin: false, ...CURRENCY }));
    renderApp('/promos');
    await screen.findByText('WELCOME10', undefined, SLOW);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select WELCOME10' }));
    expect(isDisabled('record-add')).toBe(false);
    expect(isDisabled('record-edit')).toBe(true);
    expect(isDisabled('record-delete')).toBe(true);
  });
});
