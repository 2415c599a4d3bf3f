/**
 * Web weight and Lighthouse against their budgets (docs/performance.md): prints every figure with
 * its budget and whether it is within; asserts nothing (DESIGN §5). Needs `npm run build -w web`.
 *
 *   npm run bench:web                      bundles, then Lighthouse on a twin on free ports
 *   npm run bench:web -- --bundles-only    bundles only (no twin, no browser)
 */
import { kB, measureBundles, printFiles, type FirstLoad } from './bundle-size';

interface Row {
  what: string;
  measured: string;
  budget: string;
  within: boolean;
}

const KB = 1024;
const jsRow = (what: string, load: FirstLoad, budget: number): Row => ({
  what: `${what} first-load JS (gzip)`,
  measured: kB(load.js),
  budget: `≤ ${budget} kB`,
  within: load.js <= budget * KB,
});

function printTable(rows: Row[]): void {
  const width = Math.max(...rows.map((row) => row.what.length));
  const measured = Math.max(...rows.map((row) => row.measured.length));
  console.log(`\n${'what'.padEnd(width)}  ${'measured'.padStart(measured)}  ${'budget'.padEnd(12)}  within`);
  for (const row of rows)
    console.log(
      `${row.what.padEnd(width)}  ${row.measured.padStart(measured)}  ${row.budget.padEnd(12)}  ${row.within ? 'yes' : 'NO'}`,
    );
}

async function main(): Promise<void> {
  const bundles = measureBundles();
  printFiles('Landing page /', bundles.landing);
  printFiles('Rider app /ride (booking screen)', bundles.rider);
  printFiles('Driver app /drive (offers screen)', bundles.driver);
  printFiles('Sign-in /login', bundles.signIn);
  printFiles('Back office /bookings', bundles.backOffice);
  const backOffice = bundles.backOffice.js + bundles.backOffice.css;
  const rows: Row[] = [
    jsRow('landing page /', bundles.landing, 60),
    jsRow('rider app /ride', bundles.rider, 150),
    jsRow('driver app /drive', bundles.driver, 150),
    // A new rider's or driver's first screen on a phone: the apps' budget.
    jsRow('sign-in /login', bundles.signIn, 150),
    {
      what: 'back office /bookings JS + CSS (gzip)',
      measured: kB(backOffice),
      budget: '≤ 300 kB',
      within: backOffice <= 300 * KB,
    },
    {
      what: 'MapLibre in the apps’ first load',
      measured: bundles.rider.files.concat(bundles.driver.files).some((file) => file.includes('maplibre'))
        ? 'yes'
        : `no (${kB(bundles.mapLibre)} after)`,
      budget: 'after paint',
      within: !bundles.rider.files.concat(bundles.driver.files).some((file) => file.includes('maplibre')),
    },
    {
      what: `service worker precache (${bundles.precache.files} files, gzip)`,
      measured: kB(bundles.precache.bytes),
      budget: '≤ 100 kB',
      within: bundles.precache.bytes <= 100 * KB,
    },
  ];
  if (!process.argv.includes('--bundles-only')) {
    console.log('\nLighthouse 12.2.3, headless Chromium, empty cache (a twin on free ports)…');
    // Loaded here so that `--bundles-only` needs neither Lighthouse nor the twin installed.
    const { measureLighthouse } = await import('./lighthouse');
    for (const score of await measureLighthouse()) {
      rows.push(
        {
          what: `Lighthouse performance ${score.path}`,
          measured: String(score.performance),
          budget: '≥ 90',
          within: score.performance >= 90,
        },
        {
          what: `Lighthouse accessibility ${score.path}`,
          measured: String(score.accessibility),
          budget: '100',
          within: score.accessibility === 100,
        },
      );
    }
  }
  printTable(rows);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
