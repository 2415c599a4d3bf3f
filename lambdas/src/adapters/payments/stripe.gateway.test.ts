import Stripe from 'stripe';
import { toMoney } from '@wayfare/shared';
import { createStripeGateway } from './stripe.gateway';

const WEBHOOK_SECRET = 'whsec_test_secret';
const NOW = Date.UTC(2026, 4, 12, 15, 30);
const stripe = new Stripe('sk_test_unused');

/** A Stripe event as its webhook sends it, with a header from Stripe's own test helper. */
function delivery(
  type: string,
  session: Record<string, unknown>,
  { secret = WEBHOOK_SECRET, at = NOW } = {},
) {
  const body = JSON.stringify({
    id: 'evt_1',
    object: 'event',
    type,
    data: { object: { object: 'checkout.session', ...session } },
  });
  const header = stripe.webhooks.generateTestHeaderString({
    payload: body,
    secret,
    timestamp: Math.floor(at / 1000),
  });
  return { headers: { 'stripe-signature': header }, body };
}

const session = {
  id: 'cs_test_1',
  client_reference_id: 'booking-1',
  metadata: { bookingId: 'booking-1' },
  amount_total: 2250,
  currency: 'usd',
  payment_status: 'paid',
};

describe('Stripe gateway', () => {
  const requests: { url: string; body: string }[] = [];
  const httpClient = Stripe.createFetchHttpClient(async (url, init) => {
    requests.push({ url: String(url), body: String(init?.body) });
    return new Response(
      JSON.stringify({
        id: 'cs_test_1',
        object: 'checkout.session',
        url: 'https://checkout.stripe.com/c/pay/cs_test_1',
      }),
      {
        status: 200,
        headers: { 'content-type': 'application/json', 'request-id': 'req_1' },
      },
    );
  });
  const gateway = createStripeGateway({
    secrets: async () => ({ secretKey: 'sk_test_123', webhookSecret: WEBHOOK_SECRET }),
    returnUrl: 'https://app.example.com',
    httpClient,
    now: () => NOW,
  });

  it('opens a Checkout Session for exactly the amount owed, in minor units', async () => {
    const form = await gateway.checkout({
      orderId: 'booking-1',
      reference: 'ABCDEF',
      amount: toMoney(22.5),
      currency: 'USD',
      payer: { uid: 'r1', firstName: 'Rita', lastName: 'Rider', email: 'rita@example.com', mobile: '' },
      productName: 'Wayfare',
    });
    expect(form).toEqual({
      provider: 'stripe',
      url: 'https://checkout.stripe.com/c/pay/cs_test_1',
      fields: {},
    });
    const params = new URLSearchParams(requests[0].body);
    expect(requests[0].url).toContain('/v1/checkout/sessions');
    expect(params.get('line_items[0][price_data][unit_amount]')).toBe('2250');
    expect(params.get('line_items[0][price_data][currency]')).toBe('usd');
    expect(params.get('client_reference_id')).toBe('booking-1');
    // Paid or not, the rider comes back to the trip screen; a cancelled checkout says nothing was paid.
    expect(params.get('success_url')).toBe('https://app.example.com/ride/trip/booking-1');
    expect(params.get('cancel_url')).toBe('https://app.example.com/ride/trip/booking-1?payment=incomplete');
  });

  it("sends a wallet top-up's rider back to the wallet screen, naming the top-up", async () => {
    requests.length = 0;
    await gateway.checkout({
      orderId: 'topup-1',
      reference: 'wallet top-up',
      amount: toMoney(20),
      currency: 'USD',
      payer: { uid: 'r1', firstName: 'Rita', lastName: 'Rider', email: '', mobile: '' },
      productName: 'Wayfare',
    });
    const params = new URLSearchParams(requests[0].body);
    expect(params.get('success_url')).toBe('https://app.example.com/ride/wallet?topUp=topup-1');
    expect(params.get('cancel_url')).toBe(
      'https://app.example.com/ride/wallet?topUp=topup-1&payment=incomplete',
    );
  });

  it('verifies a signed completed session', async () => {
    expect(await gateway.verify(delivery('checkout.session.completed', session))).toEqual({
      provider: 'stripe',
      orderId: 'booking-1',
      amount: toMoney(22.5),
      currency: 'USD',
      transactionId: 'cs_test_1',
      outcome: 'paid',
    });
  });

  it('reports an expired session as declined', async () => {
    const verified = await gateway.verify(
      delivery('checkout.session.expired', { ...session, payment_status: 'unpaid' }),
    );
    expect(verified?.outcome).toBe('declined');
  });

  it.each([
    [
      'signed with another secret',
      delivery('checkout.session.completed', session, { secret: 'whsec_other' }),
    ],
    ['signed an hour ago', delivery('checkout.session.completed', session, { at: NOW - 3_600_000 })],
    ['without a signature', { headers: {}, body: delivery('checkout.session.completed', session).body }],
    [
      'with a body changed after signing',
      (() => {
        const signed = delivery('checkout.session.completed', session);
        return { ...signed, body: signed.body.replace('2250', '1') };
      })(),
    ],
    ['for an unrelated event', delivery('customer.created', session)],
    [
      'completed but not yet paid',
      delivery('checkout.session.completed', { ...session, payment_status: 'unpaid' }),
    ],
  ])('ignores a delivery %s', async (_case, request) => {
    expect(await gateway.verify(request)).toBeNull();
  });
});
