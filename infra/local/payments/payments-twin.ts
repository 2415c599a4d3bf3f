/**
 * The twin's payment endpoints (docs/money.md):
 *
 * - `POST /callback/<provider>` runs the real callback handler (`payment-callback.handler.ts`, the
 *   Lambda behind the function URL in the cloud) with a function URL event.
 * - `POST /test-provider` is the `test` provider's page: the rider's client posts the pay-now form
 *   here and sees the amount with Approve and Decline.
 * - `POST /test-provider/decision` signs the outcome with the deployment's test key, exactly as a
 *   provider would, and calls the callback endpoint over HTTP.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { paymentReturnUrl } from '@wayfare/shared';
import { signTestCallback } from '@wayfare/lambdas/src/adapters/payments/test.gateway';
import { loadHandler } from '../handler-registry';
import { endpoints } from '@wayfare/lambdas/src/api/endpoint-map';
import { closeServer, listen, readBody } from '../support/http';

export interface PaymentsTwin {
  url: string;
  /** Where the web app and tests post the test provider's form. */
  testPageUrl: string;
  close(): Promise<void>;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}
button{font-size:1rem;padding:.6rem 1.2rem;margin-right:.5rem}</style></head><body>${body}</body></html>`;
}

function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  res.end(html);
}

/** The origin of the app that posted the pay-now form (its Origin header): where the rider goes back. */
const APP_ORIGIN = /^https?:\/\/[^/]+$/;

/**
 * The way back, as a provider's return URL is: the app's trip screen for the booking (the wallet
 * screen for a top-up), saying when nothing was paid (docs/money.md).
 */
function backLink(form: URLSearchParams, paid: boolean): string {
  const origin = form.get('return_to') ?? '';
  const orderId = form.get('order_id') ?? '';
  return APP_ORIGIN.test(origin) && orderId
    ? `<p><a href="${escape(paymentReturnUrl(origin, orderId, { paid }))}">Back to the app</a></p>`
    : '<p>You can close this page.</p>';
}

/** The form the pay-now dialog posted, as shown to the rider and carried to the decision. */
function checkoutPage(form: URLSearchParams, appOrigin: string): string {
  const order = form.get('order_id') ?? '';
  const minor = form.get('amount_minor') ?? '';
  const currency = form.get('currency') ?? '';
  const hidden = [
    ...['order_id', 'amount_minor', 'currency'].map((name) => [name, form.get(name) ?? '']),
    ['return_to', appOrigin],
  ]
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escape(value!)}">`)
    .join('');
  return page(
    'Test payment',
    `<h1>Test payment</h1><p>${escape(form.get('product_name') ?? '')} — order <code>${escape(order)}</code></p>
<p>Amount: <strong>${escape(minor)}</strong> minor units of ${escape(currency)}</p>
<form method="post" action="test-provider/decision">${hidden}
<button name="outcome" value="paid">Approve</button><button name="outcome" value="declined">Decline</button></form>`,
  );
}

export async function startPaymentsTwin({
  port,
  host,
  signingKey,
}: {
  port: number;
  host: string;
  signingKey: string;
}): Promise<PaymentsTwin> {
  let base = '';
  const callback = async (req: IncomingMessage, res: ServerResponse, path: string) => {
    const body = await readBody(req);
    const handler = await loadHandler(endpoints.paymentCallback);
    const result = (await handler({
      rawPath: path,
      headers: Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)])),
      body,
      isBase64Encoded: false,
      requestContext: { http: { method: req.method ?? 'GET' } },
    })) as { statusCode: number; body: string };
    res.writeHead(result.statusCode, { 'content-type': 'application/json' });
    res.end(result.body);
  };
  const decide = async (req: IncomingMessage, res: ServerResponse) => {
    const form = new URLSearchParams(await readBody(req));
    const body = JSON.stringify({
      order_id: form.get('order_id') ?? '',
      amount_minor: Number(form.get('amount_minor')),
      currency: form.get('currency') ?? '',
      transaction_id: `test-${randomUUID()}`,
      outcome: form.get('outcome') === 'paid' ? 'paid' : 'declined',
    });
    const response = await fetch(`${base}/callback/test`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'wayfare-signature': signTestCallback(signingKey, body, Math.floor(Date.now() / 1000)),
      },
      body,
    });
    const { outcome } = (await response.json()) as { outcome: string };
    sendHtml(
      res,
      200,
      page(
        'Test payment',
        `<h1>Payment ${escape(outcome)}</h1>${backLink(form, ['settled', 'already-settled', 'credited'].includes(outcome))}`,
      ),
    );
  };
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://twin').pathname;
    const route = async () => {
      if (req.method === 'POST' && path.startsWith('/callback/')) return callback(req, res, path);
      if (req.method === 'POST' && path === '/test-provider') {
        const form = new URLSearchParams(await readBody(req));
        return sendHtml(res, 200, checkoutPage(form, req.headers.origin ?? ''));
      }
      if (req.method === 'POST' && path === '/test-provider/decision') return decide(req, res);
      sendHtml(res, 404, page('Not found', '<p>Not found</p>'));
    };
    route().catch((error: Error) => {
      res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(error.message);
    });
  });
  base = await listen(server, port, host);
  return { url: base, testPageUrl: `${base}/test-provider`, close: () => closeServer(server) };
}
