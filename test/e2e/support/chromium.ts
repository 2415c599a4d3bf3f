/** Where the system Chromium is and how browser tests start it (./browser.ts, ./e2e.setup.ts). */
import { existsSync } from 'node:fs';
import type { LaunchOptions } from 'playwright-core';

/**
 * Debian's old headless shell when installed (.ci/run installs it): the same engine without the
 * full browser's windowing, it took about a fifth less time over the browser tests (every-route
 * 228 s → 143 s in one run). The full browser otherwise.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
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
