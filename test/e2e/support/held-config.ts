import type { Page } from 'playwright-core';

/**
 * Opens `url` with the app's configuration held back, and resolves once the page has asked for a
 * script matching each of `chunks`: proof that they start loading beside the configuration, not after
 * it. `whileHeld` looks at the page before the configuration is let through.
 */
export async function requestsWhileConfigHeld(
  page: Page,
  url: string,
  chunks: readonly RegExp[],
  whileHeld?: () => Promise<void>,
): Promise<void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/amplify-config.json', async (route) => {
    await held;
    await route.continue();
  });
  try {
    const requested = chunks.map((chunk) => page.waitForRequest(chunk));
    await page.goto(url, { waitUntil: 'commit' });
    await Promise.all(requested);
    await whileHeld?.();
  } finally {
    release();
  }
}
