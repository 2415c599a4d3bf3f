/**
 * Lighthouse (12.2.3, pinned) on the first screens with headless Chromium against a twin on free
 * ports, each with an empty HTTP cache and no service worker: the landing page and the sign-in page
 * as a visitor, the rider and driver apps signed in (phone, Lighthouse's mobile defaults), and the
 * first back-office route signed in as the admin (Lighthouse's desktop settings). The pages come
 * over HTTP/2, as CloudFront serves them (`http2-front.ts`).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import type { Result } from 'lighthouse';
import { chromium, type Page } from 'playwright-core';
import { startTwin } from '@wayfare/infra/local/twin';
import type { TwinOutputs } from '@wayfare/infra/local/twin-config';
import { waitForCode } from '../../test/e2e/support/outbox';
import { LoginPage } from '../../test/e2e/back-office/support/login-page';
import { startHttp2Front, type Http2Front } from './http2-front';

export interface LighthouseScore {
  path: string;
  performance: number;
  accessibility: number;
}

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless=new',
  // The HTTP/2 front's certificate is self-signed, made for the run.
  '--ignore-certificate-errors',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Who is signed in for each measured screen (none: a visitor), and on what device. */
const SCREENS = [
  { path: '/', account: undefined, desktop: false },
  { path: '/login', account: undefined, desktop: false },
  { path: '/ride', account: 'rider', desktop: false },
  { path: '/drive', account: 'driver', desktop: false },
  { path: '/bookings', account: 'admin', desktop: true },
] as const;

/** `LIGHTHOUSE_PATHS=/,/ride` measures only those; `LIGHTHOUSE_REPORTS=dir` keeps each full report. */
const ONLY = process.env.LIGHTHOUSE_PATHS?.split(',');
const REPORTS = process.env.LIGHTHOUSE_REPORTS;

/** `LIGHTHOUSE_RUNS` runs per screen (3 unless set); the median's figures are printed. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

interface Run {
  score: LighthouseScore;
  /** The paint and blocking-time figures; the failed accessibility checks: what to look at when a score drops. */
  metrics: string;
  failed: string[];
  lhr: Result;
}

function runOf(path: string, lhr: Result): Run {
  const { categories, audits } = lhr;
  const failed = (categories.accessibility?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && audits[ref.id]?.score === 0)
    .map((ref) => {
      const items = (audits[ref.id]?.details as { items?: { node?: { snippet?: string } }[] })?.items;
      return `${ref.id} ${items?.[0]?.node?.snippet ?? ''}`.trim();
    });
  const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time']
    .map((id) => `${id} ${audits[id]?.displayValue ?? '?'}`)
    .join(', ');
  return {
    score: {
      path,
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    },
    metrics,
    failed,
    lhr,
  };
}

export async function measureLighthouse(): Promise<LighthouseScore[]> {
  const { default: lighthouse } = await import('lighthouse');
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
  const twin = await startTwin({ web: 'static' });
  let front: Http2Front | undefined;
  let chrome: LaunchedChrome | undefined;
  try {
    front = await startHttp2Front(twin.outputs.webUrl);
    const outputs: TwinOutputs = { ...twin.outputs, webUrl: front.url };
    chrome = await launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const page = browser.contexts()[0]!.pages()[0] ?? (await browser.contexts()[0]!.newPage());
    const scores: LighthouseScore[] = [];
    for (const screen of SCREENS.filter(({ path }) => !ONLY || ONLY.includes(path))) {
      await signOut(page, outputs);
      if (screen.account) await signIn(page, outputs, outputs.demoAccounts[screen.account], screen.path);
      const runs: Run[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        await forgetCachedFiles(page, outputs.webUrl);
        // The session stays (storage is not reset); the cache and the service worker were emptied above.
        const result = await lighthouse(
          `${outputs.webUrl}${screen.path}`,
          {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility'],
            disableStorageReset: true,
          },
          screen.desktop ? desktopConfig : undefined,
        );
        if (!result) throw new Error(`Lighthouse gave no result for ${screen.path}`);
        runs.push(runOf(screen.path, result.lhr));
      }
      // Lighthouse's own advice on its variance: the median of several runs.
      const median = runs.sort((a, b) => a.score.performance - b.score.performance)[Math.floor(RUNS / 2)]!;
      if (REPORTS) {
        mkdirSync(REPORTS, { recursive: true });
        writeFileSync(join(REPORTS, `${screen.path.slice(1) || 'landing'}.json`), JSON.stringify(median.lhr));
      }
      console.log(
        `  ${screen.path}: performance ${median.score.performance} (median of ${runs.map((r) => r.score.performance).join(', ')}; ${median.metrics}), accessibility ${median.score.accessibility}` +
          (median.failed.length ? ` (failed: ${median.failed.join(', ')})` : ''),
      );
      scores.push(median.score);
    }
    await browser.close();
    return scores;
  } finally {
    chrome?.kill();
    await front?.close();
    await twin.close();
  }
}

/** Empties the HTTP cache, the service worker and its caches: a first visit, as a new phone makes it. */
async function forgetCachedFiles(page: Page, webUrl: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', {
    origin: new URL(webUrl).origin,
    storageTypes: 'service_workers,cache_storage',
  });
  await cdp.detach();
}

/** Drops any session (Amplify keeps it in local storage). */
async function signOut(page: Page, outputs: TwinOutputs): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', {
    origin: new URL(outputs.webUrl).origin,
    storageTypes: 'local_storage,cookies,indexeddb',
  });
  await cdp.detach();
}

/** Signs in through the login page that opening `next` signed out leads to. */
async function signIn(page: Page, outputs: TwinOutputs, contact: string, next: string): Promise<void> {
  await page.goto(`${outputs.webUrl}${next}`);
  await page.waitForURL(/\/login/);
  const login = new LoginPage(page, outputs);
  const requestedAt = await login.requestCode(contact);
  await login.enterCode(await waitForCode(outputs.outboxUrl, contact, requestedAt));
  // Signed in: the login page sends the user on (an admin to the dashboard, whatever `next` was).
  await page.waitForURL((url) => url.pathname !== '/login');
}
