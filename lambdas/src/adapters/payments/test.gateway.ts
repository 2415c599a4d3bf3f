/**
 * The `test` provider: a page (served by the twin, or any host that knows the signing key) where
 * the rider approves or declines, which then calls the payment callback signed exactly like a real
 * provider would: an HMAC-SHA256 over `<timestamp>.<body>` with the deployment's test key, sent
 * as `wayfare-signature: t=<seconds>,v1=<hex>`. Only deployments that configure it offer it.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type {
  CallbackRequest,
  CheckoutRequest,
  PaymentForm,
  PaymentGateway,
  VerifiedPayment,
} from '../../ports/payment-gateway';
import { fromMinorUnits, toMinorUnits } from './currency-units';

export const TEST_SIGNATURE_HEADER = 'wayfare-signature';
/** A callback older than this (or this far in the future) is refused as a replay. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** What the test page sends back, signed. */
export const testCallbackBody = z.object({
  order_id: z.string().min(1).max(64),
  amount_minor: z.number().int().nonnegative(),
  currency: z.string().regex(/^[A-Z]{3}$/),
  transaction_id: z.string().min(1).max(80),
  outcome: z.enum(['paid', 'declined']),
});
export type TestCallbackBody = z.infer<typeof testCallbackBody>;

const hmac = (key: string, timestamp: number, body: string) =>
  createHmac('sha256', key).update(`${timestamp}.${body}`).digest('hex');

/** The header a genuine test-provider callback carries (used by the page, and by tests). */
export const signTestCallback = (key: string, body: string, nowSeconds: number): string =>
  `t=${nowSeconds},v1=${hmac(key, nowSeconds, body)}`;

function signatureHolds(key: string, header: string | undefined, body: string, nowSeconds: number): boolean {
  const parts = Object.fromEntries(
    (header ?? '').split(',').map((part) => part.split('=', 2) as [string, string]),
  );
  const timestamp = Number(parts.t);
  if (!Number.isSafeInteger(timestamp) || !/^[0-9a-f]{64}$/.test(parts.v1 ?? '')) return false;
  if (Math.abs(nowSeconds - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return false;
  return timingSafeEqual(Buffer.from(parts.v1, 'hex'), Buffer.from(hmac(key, timestamp, body), 'hex'));
}

export function createTestGateway({
  pageUrl,
  signingKey,
  now,
}: {
  /** The approve/decline page. */
  pageUrl: string;
  signingKey: () => Promise<string>;
  /** Epoch milliseconds. */
  now: () => number;
}): PaymentGateway {
  return {
    name: 'test',
    link: pageUrl,
    checkout: async (request: CheckoutRequest): Promise<PaymentForm> => ({
      provider: 'test',
      url: pageUrl,
      fields: {
        order_id: request.orderId,
        amount_minor: toMinorUnits(request.amount, request.currency),
        currency: request.currency,
        product_name: request.productName,
        first_name: request.payer.firstName,
        last_name: request.payer.lastName,
        quantity: 1,
        cust_id: request.payer.uid,
        mobile_no: request.payer.mobile,
        email: request.payer.email,
      },
    }),
    verify: async ({ headers, body }: CallbackRequest): Promise<VerifiedPayment | null> => {
      const key = await signingKey();
      if (!signatureHolds(key, headers[TEST_SIGNATURE_HEADER], body, Math.floor(now() / 1000))) return null;
      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch {
        return null;
      }
      const parsed = testCallbackBody.safeParse(json);
      if (!parsed.success) return null;
      const { order_id, amount_minor, currency, transaction_id, outcome } = parsed.data;
      return {
        provider: 'test',
        orderId: order_id,
        amount: fromMinorUnits(amount_minor, currency),
        currency,
        transactionId: transaction_id,
        outcome,
      };
    },
  };
}
