/**
 * Fair-sharing benchmark (issue 19, item 12; docs/performance.md): on a twin, the admin sends 100
 * list reads at once (50 `users`, 50 `bookings`, limit 100 each) while the public settings read
 * (the API key, as the landing page) is sent one after another; prints the settings read's median
 * and p95 during the flood against the 500 ms budget, and how long the flood took.
 * Run: npm run bench:fair-share
 */
import { signInWithCode, graphql } from '../../test/support/cognito-sign-in';
import { startTwin } from '@wayfare/infra/local/twin';

const BUDGET_MS = 500;
const FLOOD = 100;
const USERS = '{ users(usertype: rider, limit: 100) { items { uid } nextToken } }';
const BOOKINGS = '{ bookings(limit: 100) { items { id } nextToken } }';
const SETTINGS = '{ settings { appName } }';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main(): Promise<void> {
  const twin = await startTwin({ web: 'none', demoTrips: true });
  try {
    const { outputs } = twin;
    const admin = await signInWithCode(outputs, outputs.demoAccounts.admin);
    const publicRead = async () => {
      const started = performance.now();
      const answer = await graphql(outputs, { apiKey: outputs.apiKey }, SETTINGS);
      if (answer.errors) throw new Error(`settings: ${answer.errors[0]?.message}`);
      return performance.now() - started;
    };
    await publicRead();

    let flooding = true;
    const floodStarted = performance.now();
    const flood = Promise.all(
      Array.from({ length: FLOOD }, async (_, i) => {
        const answer = await graphql(outputs, admin, i % 2 ? BOOKINGS : USERS);
        if (answer.errors) throw new Error(`admin list: ${answer.errors[0]?.message}`);
      }),
    ).finally(() => (flooding = false));
    const samples: number[] = [];
    while (flooding) samples.push(await publicRead());
    await flood;
    const floodMs = performance.now() - floodStarted;

    samples.sort((a, b) => a - b);
    const p95 = percentile(samples, 95);
    console.log(
      `${FLOOD} concurrent admin list reads (users, bookings; limit 100): ${floodMs.toFixed(0)} ms`,
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
