/**
 * Fair-sharing benchmark (issue 19, item 12; docs/performance.md): on a twin, the admin sends 100
 * list reads at once (50 `users`, 50 `bookings`, limit 100 each) while the public settings read
 * (the API key, as the landing page) is sent one after another; prints the settings read's median
 * and p95 during the flood against the 500 ms budget, and how long the flood took.
 *
 * The twin runs in this process and each caller in its own child process (fair-share-caller.ts),
 * as on `npm start`: a caller in the twin's process would share its event loop, and its own
 * parsing of 100 large answers would be counted as the twin's delay.
 * Run: npm run bench:fair-share
 */
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { signInWithCode } from '../../test/support/cognito-sign-in';
import { startTwin } from '@wayfare/infra/local/twin';
import type { CallerReport, CallerTask } from './fair-share-caller';

const BUDGET_MS = 500;
const FLOOD = 100;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

const callerScript = fileURLToPath(new URL('./fair-share-caller.ts', import.meta.url));

function startCaller(task: CallerTask): { child: ChildProcess; report: Promise<CallerReport> } {
  const child = fork(callerScript, { execArgv: ['--import', 'tsx'] });
  const report = once(child, 'message').then(([message]) => message as CallerReport);
  child.send(task);
  return { child, report };
}

async function main(): Promise<void> {
  const twin = await startTwin({ web: 'none', demoTrips: true });
  try {
    const { outputs } = twin;
    const admin = await signInWithCode(outputs, outputs.demoAccounts.admin);
    const reader = startCaller({ kind: 'reader', graphqlUrl: outputs.graphqlUrl, apiKey: outputs.apiKey });
    const flood = startCaller({
      kind: 'flood',
      graphqlUrl: outputs.graphqlUrl,
      accessToken: admin.accessToken,
      count: FLOOD,
    });
    const floodReport = await flood.report;
    reader.child.send({ kind: 'stop' });
    const readerReport = await reader.report;
    if (floodReport.kind !== 'flood' || readerReport.kind !== 'reader') throw new Error('callers mixed up');

    const samples = [...readerReport.samples].sort((a, b) => a - b);
    const p95 = percentile(samples, 95);
    console.log(
      `${FLOOD} concurrent admin list reads (users, bookings; limit 100): ${floodReport.ms.toFixed(0)} ms`,
    );
    console.log(
      `public settings read during the flood: ${samples.length} reads, median ${percentile(samples, 50).toFixed(0)} ms, ` +
        `p95 ${p95.toFixed(0)} ms (budget ${BUDGET_MS} ms: ${p95 <= BUDGET_MS ? 'within' : 'OVER'})`,
    );
  } finally {
    await twin.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
