import { aBooking } from '../testing/booking.fixture';
import { cashSettlement, customerPaidOf, driverShareOf } from './settlement';

describe('settlement amounts', () => {
  it('gives the driver the trip cost less the convenience fee', () => {
    expect(driverShareOf({ trip_cost: 23.1, convenience_fees: 2.1 }, 2)).toBe(21);
    expect(driverShareOf({ trip_cost: 10, convenience_fees: 12 }, 2)).toBe(0);
  });

  it('charges the rider the trip cost less the discount, rounded to settings.decimal', () => {
    expect(customerPaidOf({ trip_cost: 23.1, discount_amount: 2.355 }, 2)).toBe(20.75);
    expect(customerPaidOf({ trip_cost: 23.1 }, 0)).toBe(23);
  });

  it('settles a cash trip with the paid amount in cash', () => {
    const booking = { ...aBooking(), trip_cost: 30, convenience_fees: 3, discount_amount: 5 };
    expect(cashSettlement(booking, 2)).toEqual({
      customer_paid: 25,
      cashPaymentAmount: 25,
      driver_share: 27,
    });
  });
});
