/**
 * A card payment the way the rider's browser makes it with the twin's test provider
 * (docs/money.md): `payNow` gives the provider's URL and form; the browser posts the form, the
 * provider's page shows the amount with Approve and Decline, the rider presses Approve (a post of
 * the page's own form), and the provider calls the product's signed callback. The page then says
 * what the callback answered.
 */
import type { Session } from './api';
import { PAY_NOW } from './operations';
import type { World } from './world';

const decodeHtml = (text: string) =>
  text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))).replace(/&amp;/g, '&');

/** The page's first form: where it posts and its hidden fields. */
function pageForm(html: string, pageUrl: string): { action: URL; fields: [string, string][] } {
  const action = /<form[^>]*action="([^"]*)"/.exec(html)?.[1];
  if (action === undefined) throw new Error('The payment page has no form');
  const fields = [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map(
    ([, name, value]) => [decodeHtml(name), decodeHtml(value)] as [string, string],
  );
  return { action: new URL(decodeHtml(action), pageUrl), fields };
}

/** Pays `bookingId` by card and approves; resolves with the provider page's outcome ('settled'…). */
export async function payByCard(world: World, rider: Session, bookingId: string): Promise<string> {
  const { payNow } = await world.api.call(rider, PAY_NOW, { bookingId, provider: 'test' });
  const posted = Object.entries(JSON.parse(payNow.fields) as Record<string, unknown>).map(
    ([name, value]) => [name, String(value)] as [string, string],
  );
  world.metrics.paymentPages += 1;
  const checkout = await fetch(payNow.url, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      // A browser sends the app's origin with a cross-site form post.
      origin: new URL(world.api.target.webUrl).origin,
    },
    body: new URLSearchParams(posted),
  });
  if (!checkout.ok) throw new Error(`The payment page answered ${checkout.status}`);
  const form = pageForm(await checkout.text(), payNow.url);
  world.metrics.paymentPages += 1;
  const decision = await fetch(form.action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams([...form.fields, ['outcome', 'paid']]),
  });
  const outcome = /<h1>Payment ([\w-]+)<\/h1>/.exec(await decision.text())?.[1];
  if (!decision.ok || !outcome) throw new Error(`The payment decision answered ${decision.status}`);
  return outcome;
}
