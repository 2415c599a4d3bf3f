/**
 * The payment callback endpoint (a Lambda function URL in the cloud, the same function on the
 * twin): `POST /<provider>` with the provider's signed body. Anything the provider did not sign
 * is answered 400 and logged; a signed callback is answered 200 whatever it decided (settled,
 * replayed, declined or refused as mismatched), so the provider does not redeliver it forever.
 */
import type { MoneyDeps } from './money-deps';
import type { CallbackOutcome } from './callback-outcome';
import { isTipOrder } from '@wayfare/shared';
import { settleCardPayment } from './payments';
import { settleTipPayment } from './tips';

export interface CallbackHttpRequest {
  method: string;
  path: string;
  headers: Record<string, string | undefined>;
  body: string;
}

export interface CallbackHttpResponse {
  statusCode: number;
  body: string;
}

const answer = (statusCode: number, outcome: CallbackOutcome | 'unverified' | 'not-found') => ({
  statusCode,
  body: JSON.stringify({ outcome }),
});

export async function handlePaymentCallback(
  deps: Pick<
    MoneyDeps,
    | 'gateways'
    | 'users'
    | 'settings'
    | 'bookings'
    | 'topUps'
    | 'freeDriver'
    | 'announcePayment'
    | 'now'
    | 'warn'
  >,
  request: CallbackHttpRequest,
): Promise<CallbackHttpResponse> {
  const provider = request.path.split('/').filter(Boolean).pop();
  const gateway = deps.gateways.find((candidate) => candidate.name === provider);
  if (request.method !== 'POST' || !gateway) return answer(404, 'not-found');
  const headers = Object.fromEntries(
    Object.entries(request.headers).map(([name, value]) => [name.toLowerCase(), value]),
  );
  const payment = await gateway.verify({ headers, body: request.body });
  if (!payment) {
    deps.warn('Payment callback with no valid signature', { provider });
    return answer(400, 'unverified');
  }
  // A tip is an order of its own on the booking (tips.ts); a top-up's is told apart in settleCardPayment.
  const settle = isTipOrder(payment.orderId) ? settleTipPayment : settleCardPayment;
  return answer(200, await settle(deps, payment));
}
