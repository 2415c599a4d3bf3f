/**
 * One caller of the fair-share benchmark, in its own process: `flood` sends the admin's list
 * reads at once and reports how long they took; `reader` sends the public settings read one after
 * another until told to stop.
 */
const USERS = '{ users(usertype: rider, limit: 100) { items { uid } nextToken } }';
const BOOKINGS = '{ bookings(limit: 100) { items { id } nextToken } }';
const SETTINGS = '{ settings { appName } }';

export type CallerTask =
  | { kind: 'flood'; graphqlUrl: string; accessToken: string; count: number }
  | { kind: 'reader'; graphqlUrl: string; apiKey: string };

export type CallerReport = { kind: 'flood'; ms: number } | { kind: 'reader'; samples: number[] };

async function post(graphqlUrl: string, headers: Record<string, string>, query: string) {
  const response = await fetch(graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query }),
  });
  const answer = (await response.json()) as { errors?: { message: string }[] };
  if (answer.errors) throw new Error(answer.errors[0]?.message);
}

async function flood(task: Extract<CallerTask, { kind: 'flood' }>): Promise<CallerReport> {
  const started = performance.now();
  await Promise.all(
    Array.from({ length: task.count }, (_, i) =>
      post(task.graphqlUrl, { authorization: task.accessToken }, i % 2 ? BOOKINGS : USERS),
    ),
  );
  return { kind: 'flood', ms: performance.now() - started };
}

async function reader(task: Extract<CallerTask, { kind: 'reader' }>): Promise<CallerReport> {
  let reading = true;
  process.once('message', () => (reading = false));
  const samples: number[] = [];
  while (reading) {
    const started = performance.now();
    await post(task.graphqlUrl, { 'x-api-key': task.apiKey }, SETTINGS);
    samples.push(performance.now() - started);
  }
  return { kind: 'reader', samples };
}

process.once('message', (task: CallerTask) => {
  (task.kind === 'flood' ? flood(task) : reader(task)).then(
    (report) => process.send!(report, () => process.exit(0)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
