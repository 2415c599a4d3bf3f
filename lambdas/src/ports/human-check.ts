/**
 * Port: the invisible human-check widget that accompanies a mobile code request (product.md §2). The web
 * page solves it in the browser and sends the token; the backend asks the provider whether a person
 * solved it, on this site, for this action, just now.
 */
export interface HumanCheck {
  verify(token: string): Promise<HumanCheckVerdict>;
}

export interface HumanCheckVerdict {
  passed: boolean;
  /** Why not, in the provider's words (`invalid-input-response`, `timeout-or-duplicate` …), for the logs. */
  reasons: string[];
}

/** The widget's action name; the web page sets it and the backend insists on it. */
export const HUMAN_CHECK_ACTION = 'sms_sign_in';

/** The siteverify providers the backend speaks (Cloudflare Turnstile, Google reCAPTCHA v3). */
export const HUMAN_CHECK_PROVIDERS = ['turnstile', 'recaptcha'] as const;
export type HumanCheckProvider = (typeof HUMAN_CHECK_PROVIDERS)[number];
