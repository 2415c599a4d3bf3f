import { toMoney } from '../money/money';
import { settlementOf } from './settlement';

const trip = { trip_cost: 25, convenience_fees: 2.5, discount_amount: 3 };

describe('settlementOf (docs/money.md)', () => {
  it.each([
    ['card', { cardPaymentAmount: 22, cashPaymentAmount: 0, usedWalletMoney: 0 }, 0, 22.5],
    ['wallet', { cardPaymentAmount: 0, cashPaymentAmount: 0, usedWalletMoney: 22 }, 22, 22.5],
    // The driver holds 22 in cash; the operator owes it the 0.5 its share exceeds that by.
    ['cash', { cardPaymentAmount: 0, cashPaymentAmount: 22, usedWalletMoney: 0 }, 0, 0.5],
  ] as const)('%s: records the amounts by method and moves the money', (mode, amounts, debit, credit) => {
    const settlement = settlementOf(trip, { mode, decimal: 2, gateway: 'stripe' });
    expect(settlement.fields).toMatchObject({
      payment_mode: mode,
      customer_paid: 22,
      driver_share: 22.5,
      ...amounts,
    });
    expect(settlement.riderDebit).toBe(toMoney(debit));
    expect(settlement.driverCredit).toBe(toMoney(credit));
  });

  it('credits nothing for cash when the rider paid the driver at least its share', () => {
    expect(settlementOf({ ...trip, discount_amount: 0 }, { mode: 'cash', decimal: 2 }).driverCredit).toBe(0);
  });

  it('rounds to settings.decimal and never goes below zero', () => {
    const settlement = settlementOf(
      { trip_cost: 10.005, convenience_fees: 20, discount_amount: 0.001 },
      { mode: 'card', decimal: 2 },
    );
    expect(settlement.fields).toMatchObject({ customer_paid: 10, driver_share: 0 });
  });

  it("keeps a shop order's goods out of the driver's share", () => {
    // Fare 10 + fee 2.5 + goods 12.5 = 25: the driver's share is the fare alone.
    const settlement = settlementOf(
      { ...trip, discount_amount: 0, cart_total: 12.5 },
      { mode: 'card', decimal: 2 },
    );
    expect(settlement.fields).toMatchObject({ customer_paid: 25, driver_share: 10 });
    expect(settlement.driverCredit).toBe(toMoney(10));
  });

  it('takes nothing more from the wallet of an order paid up front', () => {
    const settlement = settlementOf({ ...trip, cart_total: 5, paidAt: 1 }, { mode: 'wallet', decimal: 2 });
    expect(settlement.riderDebit).toBe(toMoney(0));
    expect(settlement.driverCredit).toBe(toMoney(17.5));
  });
});
