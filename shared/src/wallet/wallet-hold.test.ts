import { toMoney } from '../money/money';
import { assertSpendable, heldBy, heldChangeOf, spendableOf } from './wallet-hold';

describe('wallet holds (docs/money.md)', () => {
  const trip = { walletHold: 13.11 };

  it.each([
    ['NEW', 13.11],
    ['ACCEPTED', 13.11],
    ['REACHED', 13.11],
    ['PENDING', 13.11],
    ['PAID', 0],
    ['COMPLETE', 0],
    ['CANCELLED', 0],
  ] as const)('a wallet trip %s holds %p', (status, held) => {
    expect(heldBy({ ...trip, status })).toBe(toMoney(held));
  });

  it('holds at booking, frees at cancel or payment, and holds nothing for other trips', () => {
    expect(heldChangeOf(null, { ...trip, status: 'NEW' })).toBe(toMoney(13.11));
    expect(heldChangeOf({ ...trip, status: 'STARTED' }, { ...trip, status: 'CANCELLED' })).toBe(
      toMoney(-13.11),
    );
    expect(heldChangeOf({ ...trip, status: 'REACHED' }, { ...trip, status: 'PAID' })).toBe(toMoney(-13.11));
    expect(heldChangeOf({ ...trip, status: 'NEW' }, { ...trip, status: 'ACCEPTED' })).toBe(0);
    expect(heldChangeOf(null, { status: 'NEW' })).toBe(0);
  });

  it('lets a wallet spend its balance less what is held, and says which limit refused it', () => {
    const wallet = { walletBalance: 30, walletHeld: 13.11 };
    expect(spendableOf(wallet)).toBe(toMoney(16.89));
    expect(() => assertSpendable(wallet, toMoney(16.89))).not.toThrow();
    expect(() => assertSpendable(wallet, toMoney(16.9))).toThrow(
      expect.objectContaining({ messageKey: 'funds_held' }),
    );
    expect(() => assertSpendable(wallet, toMoney(30.01))).toThrow(
      expect.objectContaining({ code: 'INSUFFICIENT_FUNDS', messageKey: 'insufficient_balance' }),
    );
    expect(() => assertSpendable({ walletBalance: 5 }, toMoney(5))).not.toThrow();
  });
});
