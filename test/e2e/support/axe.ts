/** axe in the browser tests: 0 serious or critical violations is the bar on every page. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** Serious and critical axe violations on the page, described (0 expected). */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Only violations are read: axe then skips listing every passing and undecided node, a third or
  // more of its time on the larger back-office pages.
  const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/** How long a page may keep fetching before it is checked as it stands. */
const SETTLE_MS = 5_000;

/**
 * Lets the page finish what it is fetching before it is checked, within SETTLE_MS: a page that
 * keeps the network busy for longer (the service worker precaching, map tiles on a loaded machine)
 * is checked as it stands, since every caller has already waited for the content it checks.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: SETTLE_MS }).catch(() => undefined);
}
