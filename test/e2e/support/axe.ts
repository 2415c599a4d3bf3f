/** axe in the browser tests: 0 serious or critical violations is the bar on every page. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** Serious and critical axe violations on the page, described (0 expected). */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}
