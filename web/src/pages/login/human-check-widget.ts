/**
 * The invisible human-check widget that accompanies a mobile code request (product.md §2): Cloudflare
 * Turnstile or Google reCAPTCHA v3, named with its public site key in `/amplify-config.json`.
 * The provider's script is loaded only when the config names one (never by the local twin).
 */
import type { HumanCheckConfig } from '../../config/app-config';

/** Must equal the backend's HUMAN_CHECK_ACTION: the provider reports it and the backend insists on it. */
export const HUMAN_CHECK_ACTION = 'sms_sign_in';

export const WIDGET_SCRIPT: Record<HumanCheckConfig['provider'], (siteKey: string) => string> = {
  turnstile: () => 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
  recaptcha: (siteKey) => `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`,
};

interface Turnstile {
  render(
    container: HTMLElement,
    options: {
      sitekey: string;
      action: string;
      appearance: 'interaction-only';
      callback: (token: string) => void;
      'error-callback': () => void;
      'timeout-callback': () => void;
    },
  ): string;
  remove(widgetId: string): void;
}

interface Recaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

export type WidgetWindow = Window & { turnstile?: Turnstile; grecaptcha?: Recaptcha };

export class HumanCheckError extends Error {
  override readonly name = 'HumanCheckError';
}

function loadScript(document: Document, src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => reject(new HumanCheckError(`${src} did not load`)));
    document.head.append(script);
  });
}

/** Turnstile shows itself in `container` only if it must ask the person something. */
function turnstileToken(turnstile: Turnstile, siteKey: string, container: HTMLElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const settle = (settleWith: () => void) => {
      turnstile.remove(widgetId);
      settleWith();
    };
    const widgetId = turnstile.render(container, {
      sitekey: siteKey,
      action: HUMAN_CHECK_ACTION,
      appearance: 'interaction-only',
      callback: (token) => settle(() => resolve(token)),
      'error-callback': () => settle(() => reject(new HumanCheckError('turnstile failed'))),
      'timeout-callback': () => settle(() => reject(new HumanCheckError('turnstile timed out'))),
    });
  });
}

function recaptchaToken(grecaptcha: Recaptcha, siteKey: string): Promise<string> {
  return new Promise((resolve, reject) =>
    grecaptcha.ready(() => grecaptcha.execute(siteKey, { action: HUMAN_CHECK_ACTION }).then(resolve, reject)),
  );
}

export interface HumanCheckWidget {
  /** A fresh single-use token; each code request needs its own. */
  token(container: HTMLElement): Promise<string>;
}

/** Starts loading the provider's script at once, so a token is quick to get when the person asks for a code. */
export function loadHumanCheckWidget(
  { provider, siteKey }: HumanCheckConfig,
  browser: WidgetWindow = window,
): HumanCheckWidget {
  const loaded = loadScript(browser.document, WIDGET_SCRIPT[provider](siteKey));
  loaded.catch(() => undefined); // reported to whoever asks for a token
  return {
    async token(container) {
      await loaded;
      const { turnstile, grecaptcha } = browser;
      if (provider === 'turnstile' && turnstile) return turnstileToken(turnstile, siteKey, container);
      if (provider === 'recaptcha' && grecaptcha) return recaptchaToken(grecaptcha, siteKey);
      throw new HumanCheckError(`${provider} script loaded without its API`);
    },
  };
}
