/** Where the system Chromium is and how browser tests start it (./browser.ts, ./e2e.setup.ts). */
import { existsSync } from 'node:fs';
import type { LaunchOptions } from 'playwright-core';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const available = existsSync(chromiumPath);

/** The run's browser server (./e2e.setup.ts), shared by every e2e file. */
export const BROWSER_SERVER_VARIABLE = 'WAYFARE_TEST_BROWSER';

/** How Chromium is started, alone or as the run's server. */
export const launchOptions: LaunchOptions = {
  executablePath: chromiumPath,
  headless: true,
  // The machine has no outside network: keep Chromium from trying to reach Google services.
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
