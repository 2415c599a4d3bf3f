/**
 * Stripe: a Checkout Session per payment (the rider is sent to Stripe's page), settled by Stripe's
 * signed webhook (`stripe-signature`, verified by the `stripe` package against the endpoint's
 * signing secret). The order id (a booking's, or a wallet top-up's) travels as the session's
 * client_reference_id and metadata.
 */
import Stripe from 'stripe';
import { paymentReturnUrl } from '@wayfare/shared';
import type {
  CallbackRequest,
  CheckoutRequest,
  PaymentForm,
  PaymentGateway,
  VerifiedPayment,
} from '../../ports/payment-gateway';
import { fromMinorUnits, toMinorUnits } from './currency-units';

export interface StripeSecrets {
  secretKey: string;
  webhookSecret: string;
}

export interface StripeGatewayOptions {
  secrets: () => Promise<StripeSecrets>;
  /** The web app's address: Stripe sends the rider back to the trip screen there. */
  returnUrl: string;
  /** Tests pass Stripe's fetch client over a stub; the cloud uses the default. */
  httpClient?: ReturnType<typeof Stripe.createFetchHttpClient>;
  /** Epoch milliseconds, for the signature's age. */
  now: () => number;
}

const CHECKOUT_PAGE = 'https://checkout.stripe.com';

/** The Checkout Session events that decide a payment. */
const OUTCOMES: Readonly<Record<string, VerifiedPayment['outcome']>> = {
  'checkout.session.completed': 'paid',
  'checkout.session.async_payment_succeeded': 'paid',
  'checkout.session.async_payment_failed': 'declined',
  'checkout.session.expired': 'declined',
};

export function createStripeGateway(options: StripeGatewayOptions): PaymentGateway {
  let client: Stripe | undefined;
  const stripe = async () => {
    const { secretKey } = await options.secrets();
    client ??= new Stripe(secretKey, options.httpClient ? { httpClient: options.httpClient } : {});
    return client;
  };
  return {
    name: 'stripe',
    link: CHECKOUT_PAGE,
    async checkout(request: CheckoutRequest): Promise<PaymentForm> {
      const app = new URL(options.returnUrl).origin;
      const session = await (
        await stripe()
      ).checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: request.orderId,
          metadata: { orderId: request.orderId },
          customer_email: request.payer.email || undefined,
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: request.currency.toLowerCase(),
                unit_amount: toMinorUnits(request.amount, request.currency),
                product_data: { name: `${request.productName} ${request.reference}` },
              },
            },
          ],
          // Back to the rider's trip (or wallet) screen, which reads the outcome from the server; a
          // cancelled checkout also says nothing was paid, so the screen can ask the rider to try again.
          success_url: paymentReturnUrl(app, request.orderId, { paid: true }),
          cancel_url: paymentReturnUrl(app, request.orderId, { paid: false }),
        },
        // One session per order and amount: a double-clicked pay now gets the same session.
        { idempotencyKey: `checkout-${request.orderId}-${request.amount}` },
      );
      if (!session.url) throw new Error(`Stripe returned no checkout URL for ${request.orderId}`);
      // Stripe's page is opened with GET; there is nothing to post.
      return { provider: 'stripe', url: session.url, fields: {} };
    },
    async verify({ headers, body }: CallbackRequest): Promise<VerifiedPayment | null> {
      const signature = headers['stripe-signature'];
      if (!signature) return null;
      const { webhookSecret } = await options.secrets();
      let event: Stripe.Event;
      try {
        event = await (
          await stripe()
        ).webhooks.constructEventAsync(
          body,
          signature,
          webhookSecret,
          undefined,
          undefined,
          // Epoch milliseconds: the library divides by 1000 itself.
          options.now(),
        );
      } catch {
        return null;
      }
      const outcome = OUTCOMES[event.type];
      if (!outcome || !event.type.startsWith('checkout.session.')) return null;
      const session = event.data.object as Stripe.Checkout.Session;
      // Sessions opened before top-ups named their booking `bookingId` in the metadata.
      const orderId = session.client_reference_id ?? session.metadata?.orderId ?? session.metadata?.bookingId;
      if (!orderId || session.amount_total === null || !session.currency) return null;
      // A completed session with a delayed method (bank debit) is settled by a later event.
      if (outcome === 'paid' && session.payment_status !== 'paid') return null;
      const currency = session.currency.toUpperCase();
      return {
        provider: 'stripe',
        orderId,
        amount: fromMinorUnits(session.amount_total, currency),
        currency,
        transactionId: session.id,
        outcome,
      };
    },
  };
}
