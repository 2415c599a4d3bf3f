/**
 * HumanCheck over the "siteverify" API that Cloudflare Turnstile and Google reCAPTCHA v3 share:
 * POST the secret and the widget's token, read `success`, `action` (and reCAPTCHA's `score`).
 */
import {
  HUMAN_CHECK_ACTION,
  type HumanCheck,
  type HumanCheckProvider,
  type HumanCheckVerdict,
} from '../../ports/human-check';

export const SITEVERIFY_URL: Record<HumanCheckProvider, string> = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
  recaptcha: 'https://www.google.com/recaptcha/api/siteverify',
};

/** reCAPTCHA v3 scores 0.0 (bot) to 1.0 (person); 0.5 is Google's suggested threshold. */
export const MIN_RECAPTCHA_SCORE = 0.5;

/** Cognito gives a trigger 5 s in all; the provider gets at most 2 of them. */
const TIMEOUT_MS = 2000;

interface SiteverifyAnswer {
  success?: boolean;
  action?: string;
  score?: number;
  'error-codes'?: string[];
}

export class HumanCheckUnavailableError extends Error {
  override readonly name = 'HumanCheckUnavailableError';
}

export function createSiteverifyHumanCheck({
  provider,
  secret,
  fetch: post = fetch,
}: {
  provider: HumanCheckProvider;
  /** The provider's secret key, loaded once per cold start. */
  secret: () => Promise<string>;
  fetch?: typeof fetch;
}): HumanCheck {
  return {
    async verify(token: string): Promise<HumanCheckVerdict> {
      const response = await post(SITEVERIFY_URL[provider], {
        method: 'POST',
        body: new URLSearchParams({ secret: await secret(), response: token }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok)
        throw new HumanCheckUnavailableError(`${provider} siteverify answered ${response.status}`);
      const answer = (await response.json()) as SiteverifyAnswer;
      const reasons = answer.success ? [] : (answer['error-codes'] ?? ['not-successful']);
      if (answer.success && answer.action !== HUMAN_CHECK_ACTION) reasons.push('action-mismatch');
      if (answer.success && provider === 'recaptcha' && !((answer.score ?? 0) >= MIN_RECAPTCHA_SCORE)) {
        reasons.push('low-score');
      }
      return { passed: reasons.length === 0, reasons };
    },
  };
}
