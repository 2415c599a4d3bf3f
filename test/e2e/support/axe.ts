/** axe in the browser tests: 0 serious or critical violations is the bar on every page. */
import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import type { Page } from 'playwright-core';

/** The part of axe's registry read here: its typings leave the registry out. */
interface AxeRegistry {
  _audit: { rules: { id: string; impact?: axe.ImpactValue | null }[] };
}

/**
 * axe's rules that can report nothing above moderate: a rule with an impact of its own gives it
 * to every violation it finds (`finalizeRuleResult` in axe-core), so these cannot fail the bar and
 * are not run. On the back office's larger pages they were about a third of axe's time
 * (`region` walks the whole page).
 */
export const RULES_BELOW_SERIOUS: readonly string[] = (axe as unknown as AxeRegistry)._audit.rules
  .filter((rule) => rule.impact === 'minor' || rule.impact === 'moderate')
  .map((rule) => rule.id);

/** Serious and critical axe violations on the page, described (0 expected). */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Only violations are read: axe then skips listing every passing and undecided node, a third or
  // more of its time on the larger back-office pages.
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .disableRules([...RULES_BELOW_SERIOUS])
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/**
 * Waits until what the page shows is complete before it is checked: its web fonts loaded, its
 * images loaded and nothing marked busy (`aria-busy`, as loading tables and spinners are). Every
 * caller has already waited for the content it checks; a page that keeps fetching for other
 * reasons (the service worker precaching, map tiles) does not hold the check back.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(async () => {
    await document.fonts.ready;
    // An image loaded only when scrolled to is not part of what shows.
    const imagesDone = Array.from(document.images).every(
      (image) => image.complete || image.loading === 'lazy',
    );
    return imagesDone && document.querySelector('[aria-busy="true"]') === null;
  });
}
