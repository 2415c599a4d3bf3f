/**
 * Runs the upgrades of `lambdas/src/upgrades/upgrade-map.ts` once, as the API stack's triggers do
 * after a deploy: for a twin started on a kept table, which may hold data from an older version.
 */
import { upgrades } from '@wayfare/lambdas/src/upgrades/upgrade-map';
import { loadHandler } from './handler-registry';

export async function runUpgrades(log: (line: string) => void): Promise<void> {
  for (const [name, entry] of Object.entries(upgrades)) {
    const handler = await loadHandler(entry);
    log(`[upgrade] ${name}: ${JSON.stringify(await handler({}))}`);
  }
}
