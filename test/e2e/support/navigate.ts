/** Moving within the single-page app as its own links do, without loading the page again. */
import type { Page } from 'playwright-core';

/**
 * Opens a path of the app by its router (React Router follows the browser's history): the app,
 * its session and what it has loaded stay as they are, as after a click on one of its links.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
