import { aBooking } from '../testing/booking.fixture';
import { receiptAmounts, receiptOf } from './receipt';

const paid = aBooking({
  status: 'PAID',
  payment_mode: 'wallet',
  trip_cost: 25,
  convenience_fees: 2.5,
  discount_amount: 3,
  customer_paid: 22,
  fare_lines: [
    { kind: 'base', amount: 5 },
    { kind: 'distance', amount: 17.5 },
  ],
});

describe('receiptOf', () => {
  it("lists the fare's parts, the fee and the discount, and totals what the rider paid", () => {
    const { lines, total } = receiptAmounts(receiptOf(paid, { decimal: 2 }));
    expect(lines).toEqual([
      { kind: 'base', amount: 5 },
      { kind: 'distance', amount: 17.5 },
      { kind: 'convenience', amount: 2.5 },
      { kind: 'discount', amount: -3 },
    ]);
    expect(total).toBe(22);
  });

  it('adds a paid tip as its own line and to the total', () => {
    const { lines, total } = receiptAmounts(receiptOf({ ...paid, tip: 4.1 }, { decimal: 2 }));
    expect(lines.at(-1)).toEqual({ kind: 'tip', amount: 4.1 });
    expect(total).toBe(26.1);
  });

  it('has none before the booking is paid', () => {
    expect(() => receiptOf({ ...paid, status: 'STARTED' }, { decimal: 2 })).toThrow(
      expect.objectContaining({ messageKey: 'receipt_not_ready' }),
    );
  });
});
