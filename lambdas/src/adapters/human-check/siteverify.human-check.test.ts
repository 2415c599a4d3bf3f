import { HUMAN_CHECK_ACTION } from '../../ports/human-check';
import {
  createSiteverifyHumanCheck,
  HumanCheckUnavailableError,
  SITEVERIFY_URL,
} from './siteverify.human-check';

function providerAnswering(status: number, answer: unknown) {
  const calls: { url: string; body: string; method?: string }[] = [];
  const fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), body: String(init?.body), method: init?.method });
    return new Response(JSON.stringify(answer), { status });
  });
  return { calls, fetch: fetch as unknown as typeof globalThis.fetch };
}

const secret = async () => 'the-secret';

describe('siteverify human check', () => {
  it('posts the secret and the token to the Turnstile siteverify URL and passes a person', async () => {
    const { calls, fetch } = providerAnswering(200, { success: true, action: HUMAN_CHECK_ACTION });
    const check = createSiteverifyHumanCheck({ provider: 'turnstile', secret, fetch });
    await expect(check.verify('token-1')).resolves.toEqual({ passed: true, reasons: [] });
    expect(calls).toEqual([
      {
        url: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
        method: 'POST',
        body: 'secret=the-secret&response=token-1',
      },
    ]);
  });

  it.each([
    [
      'a refused token, with the provider reasons',
      'turnstile',
      { success: false, 'error-codes': ['timeout-or-duplicate'] },
      ['timeout-or-duplicate'],
    ],
    ['a refusal without reasons', 'turnstile', { success: false }, ['not-successful']],
    [
      'a token solved for another action',
      'turnstile',
      { success: true, action: 'checkout' },
      ['action-mismatch'],
    ],
    [
      'a reCAPTCHA score below 0.5',
      'recaptcha',
      { success: true, action: HUMAN_CHECK_ACTION, score: 0.3 },
      ['low-score'],
    ],
    [
      'a reCAPTCHA answer without a score',
      'recaptcha',
      { success: true, action: HUMAN_CHECK_ACTION },
      ['low-score'],
    ],
  ] as const)('refuses %s', async (_case, provider, answer, reasons) => {
    const { fetch } = providerAnswering(200, answer);
    const check = createSiteverifyHumanCheck({ provider, secret, fetch });
    await expect(check.verify('token-1')).resolves.toEqual({ passed: false, reasons });
  });

  it('passes a reCAPTCHA v3 person at the threshold, asking Google', async () => {
    const { calls, fetch } = providerAnswering(200, {
      success: true,
      action: HUMAN_CHECK_ACTION,
      score: 0.5,
    });
    const check = createSiteverifyHumanCheck({ provider: 'recaptcha', secret, fetch });
    await expect(check.verify('token-2')).resolves.toEqual({ passed: true, reasons: [] });
    expect(calls[0].url).toBe(SITEVERIFY_URL.recaptcha);
  });

  it('reports a provider error answer as unavailable, not as a verdict', async () => {
    const { fetch } = providerAnswering(503, {});
    const check = createSiteverifyHumanCheck({ provider: 'turnstile', secret, fetch });
    await expect(check.verify('token-1')).rejects.toBeInstanceOf(HumanCheckUnavailableError);
  });
});
