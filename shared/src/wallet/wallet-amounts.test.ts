import { toMoney } from '../money/money';
import { validateSettings } from '../validation/settings';
import { someSettings } from '../testing/settings.fixture';
import { checkCardTopUpAmount, parseWalletAmounts } from './wallet-amounts';

const LIMITS = { decimal: 2, max: 100 };

describe("the wallet's top-up presets (settings.walletMoneyField)", () => {
  it.each([
    ['5|10|20', [5, 10, 20]],
    [' 20 | 5.5 ', [20, 5.5]],
    ['', []],
    [undefined, []],
  ])('reads %p in the operator order', (field, amounts) => {
    expect(parseWalletAmounts(field, LIMITS)).toEqual(amounts.map(toMoney));
  });

  it.each(['5|ten', '0|5', '5|5', '1e3', '5|100.01', '5.001', '1|2|3|4|5|6|7', '5||10', '-5'])(
    'refuses %p',
    (field) => {
      expect(parseWalletAmounts(field, LIMITS)).toBeUndefined();
    },
  );
});

describe('a card top-up amount', () => {
  it.each([
    [0, 'amount_above_zero'],
    [100.01, 'topup_above_maximum'],
    [7.005, 'amount_too_precise'],
  ])('refuses %p with %p', (amount, key) => {
    expect(checkCardTopUpAmount(amount, LIMITS)).toEqual({
      ok: false,
      failures: [{ field: 'amount', messageKey: key }],
    });
  });

  it('takes an amount within the bounds as Money', () => {
    expect(checkCardTopUpAmount(12.5, LIMITS)).toEqual({ ok: true, value: toMoney(12.5) });
  });
});

describe('the settings save', () => {
  it("refuses presets that are not valid top-ups with 'wallet_amounts_invalid'", () => {
    const result = validateSettings({ ...someSettings(), walletMoneyField: '5|abc', walletTopUpMax: 50 });
    expect(result.ok ? [] : result.failures).toEqual([
      { field: 'walletMoneyField', messageKey: 'wallet_amounts_invalid' },
    ]);
    expect(validateSettings({ ...someSettings(), walletMoneyField: '5|60', walletTopUpMax: 50 }).ok).toBe(
      false,
    );
    expect(validateSettings({ ...someSettings(), walletMoneyField: '5|50', walletTopUpMax: 50 }).ok).toBe(
      true,
    );
  });
});
