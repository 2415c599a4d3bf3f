import { toMoney } from '../money/money';
import { validateWalletCorrection } from './wallet-correction';

const form = { userId: 'u1', reason: 'Charged twice', decimal: 2 };

describe('a debit or refund form', () => {
  it('takes an amount of the currency with its reason', () => {
    expect(validateWalletCorrection({ ...form, amount: ' 2.35 ' })).toEqual({
      ok: true,
      value: { userId: 'u1', amount: toMoney(2.35), reason: 'Charged twice' },
    });
  });

  it.each([
    ['0', 'no details error'],
    ['1e3', 'amount_digits_only'],
    // Above 0, but finer than the currency: refused as typed, not rounded to 0 or to 12.51.
    ['0.001', 'amount_too_precise'],
    ['12.505', 'amount_too_precise'],
  ])('refuses %p with %p', (amount, messageKey) => {
    expect(validateWalletCorrection({ ...form, amount })).toEqual({
      ok: false,
      failures: [{ field: 'amount', messageKey }],
    });
  });

  it('reads the decimals of the currency: three allow 12.505', () => {
    expect(validateWalletCorrection({ ...form, amount: '12.505', decimal: 3 }).ok).toBe(true);
  });
});
