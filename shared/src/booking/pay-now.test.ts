import { aBooking } from '../testing/booking.fixture';
import { buildPayNowPacket, canPayBooking, canPayNow, paymentFormFields } from './pay-now';

const rider = { uid: 'r1', role: 'rider' } as const;

describe('pay now', () => {
  it.each([
    ['PENDING', 'rider', true],
    ['PENDING', 'admin', false],
    ['REACHED', 'rider', false],
    ['PAID', 'rider', false],
  ] as const)('is offered for %s to %s: %p', (status, role, offered) => {
    expect(canPayNow(status, role)).toBe(offered);
  });

  it.each([
    ['PENDING', 'rider', true],
    ['PAYMENT_PENDING', 'rider', true],
    ['PAYMENT_PENDING', 'admin', false],
    ['NEW', 'rider', false],
  ] as const)('accepts a payment for %s from %s: %p', (status, role, accepted) => {
    expect(canPayBooking(status, role)).toBe(accepted);
  });

  it('builds the card packet field by field', () => {
    const booking = aBooking({
      status: 'PENDING',
      trip_cost: 25.5,
      discount_amount: 3.333,
      payableAmount: 20,
      usedWalletMoney: 2.17,
      promo_applied: true,
      promo_details: { promo_name: 'SPRING', promo_discount_type: 'flat', promo_discount_value: 3.333 },
    });
    expect(buildPayNowPacket(booking, { caller: rider, decimal: 2 })).toEqual({
      payment_mode: 'card',
      customer_paid: 22.17,
      cardPaymentAmount: 20,
      discount_amount: 3.333,
      usedWalletMoney: 2.17,
      cashPaymentAmount: 0,
      promo_applied: true,
      promo_details: { promo_name: 'SPRING', promo_discount_type: 'flat', promo_discount_value: 3.333 },
    });
  });

  it('defaults discount and wallet money to 0 and the card amount to trip_cost', () => {
    expect(
      buildPayNowPacket(aBooking({ status: 'PENDING', trip_cost: 18.255 }), { caller: rider, decimal: 2 }),
    ).toEqual({
      payment_mode: 'card',
      customer_paid: 18.26,
      cardPaymentAmount: 18.255,
      discount_amount: 0,
      usedWalletMoney: 0,
      cashPaymentAmount: 0,
    });
  });

  it.each([
    ['another rider', aBooking({ status: 'PENDING', customer: 'r2' }), 'FORBIDDEN'],
    ['a booking not awaiting payment', aBooking({ status: 'PAID' }), 'CONFLICT'],
  ])('refuses %s', (_case, booking, code) => {
    expect(() => buildPayNowPacket(booking, { caller: rider, decimal: 2 })).toThrow(
      expect.objectContaining({ code }),
    );
  });

  it('posts the provider form fields', () => {
    expect(
      paymentFormFields({
        booking: { id: 'b1' },
        packet: { cardPaymentAmount: 20 },
        payer: {
          uid: 'r1',
          firstName: 'Rita',
          lastName: 'Rider',
          mobile: '+447700900002',
          email: 'rita@example.com',
        },
        currency: 'GBP',
        productName: 'Wayfare trip QWERTY',
      }),
    ).toEqual({
      order_id: 'b1',
      amount: 20,
      currency: 'GBP',
      product_name: 'Wayfare trip QWERTY',
      first_name: 'Rita',
      last_name: 'Rider',
      quantity: 1,
      cust_id: 'r1',
      mobile_no: '+447700900002',
      email: 'rita@example.com',
    });
  });
});
