/**
 * Dispatch benchmark (bench/README.md): online, approved, idle drivers in the geo-cell dispatch
 * index on DynamoDB Local, at 1k, 10k and 100k drivers, in two layouts:
 *   - spread: cities of 1,000 drivers (50 × 50 km each), so the fleet grows by adding cities;
 *   - one city: every driver in the same 50 × 50 km city, so the fleet grows in density.
 * For each size it prints the items DynamoDB read and the median time of one candidate lookup
 * (the 10 nearest of a car type within 2, 5 and 10 km, as dispatch's expanding batches ask),
 * next to reading every driver and filtering; then the time of each phase and the whole run
 * against its budget (issue 22: ≤ 5 min at 100k drivers, seeding included). Figures are printed,
 * never asserted.
 *
 * Each layout runs in a process of its own with a DynamoDB Local of its own, both at once: one
 * DynamoDB Local writes and reads on about one core whatever the concurrency, and the machine has two.
 *
 *   npm run bench:dispatch                          1k, 10k and 100k drivers
 *   npm run bench:dispatch -- --max-drivers 10000   1k and 10k only
 *   npm run bench:dispatch -- --layout city         one layout alone (spread or city)
 */
import { fork } from 'node:child_process';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import {
  LAYOUTS,
  measureLayout,
  printLayout,
  seconds,
  type LayoutKey,
  type LayoutResult,
  type Phase,
} from './layout';

const { values } = parseArgs({
  options: {
    'max-drivers': { type: 'string', default: '100000' },
    layout: { type: 'string' },
  },
});
const SIZES = [1_000, 10_000, 100_000].filter((size) => size <= Number(values['max-drivers']));
/** Issue 22's budget: the whole run at 100k drivers, seeding included. */
const BUDGET = { drivers: 100_000, ms: 5 * 60_000 };

const isLayoutKey = (key: string): key is LayoutKey => key in LAYOUTS;

/** Measures one layout in a child process running this script with `--layout`. */
function inChildProcess(key: LayoutKey): Promise<LayoutResult> {
  return new Promise((resolve, reject) => {
    const child = fork(process.argv[1], ['--max-drivers', String(values['max-drivers']), '--layout', key]);
    let result: LayoutResult | undefined;
    child.once('message', (message) => (result = message as LayoutResult));
    child.once('error', reject);
    child.once('exit', (code) =>
      result ? resolve(result) : reject(new Error(`The ${key} layout failed (exit code ${code})`)),
    );
  });
}

function printTimes(phases: Phase[], totalMs: number): void {
  console.log('\n| phase | time |\n|---|---:|');
  for (const { what, ms } of phases) console.log(`| ${what} | ${seconds(ms)} |`);
  const largest = SIZES.at(-1)!;
  const judged =
    largest === BUDGET.drivers
      ? totalMs <= BUDGET.ms
        ? 'within'
        : 'OVER'
      : `not judged: this run stopped at ${largest.toLocaleString('en')} drivers`;
  console.log(
    `\ntotal: ${seconds(totalMs)} (budget at ${BUDGET.drivers.toLocaleString('en')} drivers, seeding included: ` +
      `≤ ${BUDGET.ms / 60_000} min: ${judged})`,
  );
}

async function main(): Promise<void> {
  if (!SIZES.length) throw new Error('--max-drivers must be at least 1000');
  const only = values.layout;
  if (only !== undefined && !isLayoutKey(only))
    throw new Error(`--layout must be one of ${Object.keys(LAYOUTS).join(', ')}`);
  const started = performance.now();
  if (only && process.send) {
    const result = await measureLayout(LAYOUTS[only], SIZES);
    await new Promise((sent) => process.send!(result, undefined, {}, sent));
    process.disconnect();
    return;
  }
  const keys = only ? [only] : (Object.keys(LAYOUTS) as LayoutKey[]);
  const results = await Promise.all(
    keys.map((key) => (only ? measureLayout(LAYOUTS[key], SIZES) : inChildProcess(key))),
  );
  keys.forEach((key, i) => printLayout(LAYOUTS[key], results[i].rows));
  printTimes(
    results.flatMap((result) => result.phases),
    performance.now() - started,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
