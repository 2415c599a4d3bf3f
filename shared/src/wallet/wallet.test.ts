import { toMoney } from '../money/money';
import {
  ADMIN_CREDIT_TX_REF,
  creditWallet,
  debitWallet,
  processWithdraw,
  requestWithdraw,
  validateWalletTopUp,
  type WithdrawingUser,
} from './wallet';

const at = Date.UTC(2024, 4, 1, 12);

describe('validateWalletTopUp (product.md §5)', () => {
  it.each([
    [undefined, 10],
    ['', 10],
    ['u1', undefined],
    ['u1', 0],
    ['u1', -5],
    ['u1', 'abc'],
  ])('user %p, amount %p → no details error', (userId, amount) => {
    const result = validateWalletTopUp({ userId, amount, max: 1000, decimal: 2 });
    expect(result.ok ? [] : result.failures.map(({ messageKey }) => messageKey)).toEqual([
      'no details error',
    ]);
  });

  it('parses the amount as a number', () => {
    expect(validateWalletTopUp({ userId: 'u1', amount: '12.5', max: 1000, decimal: 2 })).toEqual({
      ok: true,
      value: { userId: 'u1', amount: toMoney(12.5) },
    });
  });

  it.each([
    ['1e3', 'amount_digits_only'],
    ['0x10', 'amount_digits_only'],
    ['.5', 'amount_digits_only'],
    ['1000.01', 'topup_above_maximum'],
    ['99999999999', 'topup_above_maximum'],
    ['12.505', 'amount_too_precise'],
    [0.001, 'amount_too_precise'],
  ])('refuses %p with %p (the limit is 1000, two decimals)', (amount, messageKey) => {
    const result = validateWalletTopUp({ userId: 'u1', amount, max: 1000, decimal: 2 });
    expect(result.ok ? [] : result.failures.map((failure) => failure.messageKey)).toEqual([messageKey]);
  });

  it('takes an amount of exactly the limit', () => {
    expect(validateWalletTopUp({ userId: 'u1', amount: '1000', max: 1000, decimal: 2 }).ok).toBe(true);
    expect(validateWalletTopUp({ userId: 'u1', amount: 1000.5, max: 1000, decimal: 2 }).ok).toBe(false);
  });
});

describe('wallet ledger', () => {
  it('credits with an AdminCredit entry and rounds the balance to settings.decimal', () => {
    expect(
      creditWallet(10.004, { amount: toMoney(2.5), decimal: 2, at, txRef: ADMIN_CREDIT_TX_REF }),
    ).toEqual({
      walletBalance: 12.5,
      entry: { type: 'Credit', amount: 2.5, date: '2024-05-01T12:00:00.000Z', txRef: 'AdminCredit' },
    });
  });

  it('adds 0.1 and 0.2 exactly', () => {
    expect(creditWallet(0.1, { amount: toMoney(0.2), decimal: 2, at, txRef: 'x' }).walletBalance).toBe(0.3);
  });

  it('debits down to zero but never below', () => {
    expect(debitWallet(5, { amount: toMoney(5), decimal: 2, at, txRef: 'b1' })).toEqual({
      walletBalance: 0,
      entry: { type: 'Withdraw', amount: 5, date: '2024-05-01T12:00:00.000Z', txRef: 'b1' },
    });
    expect(() => debitWallet(5, { amount: toMoney(5.01), decimal: 2, at, txRef: 'b1' })).toThrow(
      expect.objectContaining({ code: 'INSUFFICIENT_FUNDS', messageKey: 'insufficient_balance' }),
    );
  });
});

describe('withdrawals', () => {
  const driver: WithdrawingUser = {
    uid: 'd1',
    usertype: 'driver',
    firstName: 'Dave',
    lastName: 'Driver',
    walletBalance: 40,
    bankName: 'First Bank',
  };
  const request = (user: WithdrawingUser, riderWithdraw = false, amount = 15, bankFields = false) =>
    requestWithdraw(user, { id: 'w1', amount: toMoney(amount), decimal: 2, at, riderWithdraw, bankFields });

  it('creates an unprocessed request with the joined name and, with bank_fields off, empty missing bank fields', () => {
    expect(request(driver)).toEqual({
      request: {
        id: 'w1',
        uid: 'd1',
        name: 'Dave Driver',
        amount: 15,
        date: '2024-05-01T12:00:00.000Z',
        bankName: 'First Bank',
        bankCode: '',
        bankAccount: '',
        processed: false,
      },
      wallet: {
        walletBalance: 25,
        entry: { type: 'Withdraw', amount: 15, date: '2024-05-01T12:00:00.000Z', txRef: 'w1' },
      },
    });
  });

  it.each<[string, WithdrawingUser, boolean, number, string]>([
    ['a rider while RiderWithDraw is off', { ...driver, usertype: 'rider' }, false, 15, 'FORBIDDEN'],
    ['an admin', { ...driver, usertype: 'admin' }, true, 15, 'FORBIDDEN'],
    ['a zero amount', driver, false, 0, 'FORBIDDEN'],
    ['more than the balance', driver, false, 40.01, 'INSUFFICIENT_FUNDS'],
  ])('refuses %s', (_case, user, riderWithdraw, amount, code) => {
    expect(() => request(user, riderWithdraw, amount)).toThrow(expect.objectContaining({ code }));
  });

  it('with bank_fields on, needs a bank name and an account in the profile', () => {
    for (const user of [driver, { ...driver, bankName: ' ', bankAccount: '12345678' }]) {
      expect(() => request(user, false, 15, true)).toThrow(
        expect.objectContaining({ code: 'VALIDATION', messageKey: 'bank_details_required' }),
      );
    }
    const banked = { ...driver, bankAccount: '12345678' };
    expect(request(banked, false, 15, true).request).toMatchObject({
      bankName: 'First Bank',
      bankCode: '',
      bankAccount: '12345678',
    });
  });

  it('lets riders withdraw when RiderWithDraw is on', () => {
    expect(request({ ...driver, usertype: 'rider' }, true).request.processed).toBe(false);
  });

  it('processes once, stamping procesDate', () => {
    const processed = processWithdraw(request(driver).request, { at: at + 60_000 });
    expect(processed).toMatchObject({ processed: true, procesDate: '2024-05-01T12:01:00.000Z' });
    expect(() => processWithdraw(processed, { at })).toThrow(
      expect.objectContaining({ code: 'CONFLICT', messageKey: 'withdraw_processed' }),
    );
  });
});
