/**
 * Headless Chromium for browser tests: the system Chromium driven by playwright-core.
 * Locally, without Chromium, browser suites are skipped with a notice; in CI (CI=true) they fail.
 */
import { chromium, type Browser, type ConsoleMessage, type Download, type Page } from 'playwright-core';
import { available, BROWSER_SERVER_VARIABLE, chromiumPath, launchOptions } from './chromium';

export { chromiumPath };
const requireBrowser = process.env.CI === 'true' || process.env.CI === '1';

if (!available && !requireBrowser) {
  console.warn(
    `Chromium not found at ${chromiumPath}: browser tests are skipped (install with: sudo apt-get install -y chromium chromium-headless-shell).`,
  );
}

/** `describe` for suites that need a browser. */
export const describeInBrowser: jest.Describe = available || requireBrowser ? describe : describe.skip;

/**
 * A browser for one test file. Under Jest it is a connection to the run's Chromium (started once
 * instead of per file): the file's contexts are its own, and `close()` drops them and disconnects.
 */
export function launchBrowser(): Promise<Browser> {
  if (!available)
    throw new Error(`Chromium is required for browser tests but was not found at ${chromiumPath}`);
  const server = process.env[BROWSER_SERVER_VARIABLE];
  return server ? chromium.connect(server) : chromium.launch(launchOptions);
}

/**
 * A download's text, read through the browser connection (`download.path()` is local-only),
 * without the byte-order mark CSV files start with: spreadsheets read it as the encoding, not text.
 */
export async function downloadedText(download: Download): Promise<string> {
  const chunks = (await (await download.createReadStream()).toArray()) as Buffer[];
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
}

/**
 * Collects page errors so a test can show them when it fails. The user pool answers a trigger's
 * refusal with a 400 that the sign-in page expects and shows ('require approval', a wrong referral
 * id, or 'account_created' at a new contact's first code, docs/security.md); the browser logs it
 * all the same, so 400s from the user pool's endpoint are not counted.
 */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  const userPoolEndpoints = new Set<string>();
  page.on('request', (request) => {
    if (request.headers()['x-amz-target']?.startsWith('AWSCognitoIdentityProviderService.'))
      userPoolEndpoints.add(request.url());
  });
  const expectedRefusal = (message: ConsoleMessage) =>
    message.text().includes('status of 400') && userPoolEndpoints.has(message.location().url);
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !expectedRefusal(message)) errors.push(`console: ${message.text()}`);
  });
  return errors;
}
