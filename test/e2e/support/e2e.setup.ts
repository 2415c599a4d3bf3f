/**
 * Jest global setup of the e2e project: the twins' run (test/support/twin-run.setup.ts)
 * and one Chromium for the whole run, which each file connects to (./browser.ts) instead of
 * starting its own.
 */
import type { Config } from '@jest/types';
import { chromium, type BrowserServer } from 'playwright-core';
import startTwinRun, { stopTwinRun } from '../../support/twin-run.setup';
import { available, BROWSER_SERVER_VARIABLE, launchOptions } from './chromium';

// Jest loads the setup and the teardown apart; what they share lives on the global object.
const run = globalThis as { wayfareBrowserServer?: BrowserServer };

export default async function startE2eRun(globalConfig: Config.GlobalConfig): Promise<void> {
  await startTwinRun(globalConfig);
  if (!available || process.env[BROWSER_SERVER_VARIABLE]) return;
  run.wayfareBrowserServer = await chromium.launchServer(launchOptions);
  process.env[BROWSER_SERVER_VARIABLE] = run.wayfareBrowserServer.wsEndpoint();
}

/** The global teardown: stops the browser and the pool. */
export async function stopE2eRun(): Promise<void> {
  await run.wayfareBrowserServer?.close();
  run.wayfareBrowserServer = undefined;
  delete process.env[BROWSER_SERVER_VARIABLE];
  await stopTwinRun();
}
