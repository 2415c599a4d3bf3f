/**
 * `npm start`: runs the whole product on this machine and keeps its data under `.local/`, serving
 * the production build of the web app (rebuilt first when its sources changed).
 * `npm run dev`: the same with Vite's dev server (hot reload) instead of the build.
 * `-- --reset` starts from a clean, freshly seeded state. Ctrl-C stops everything.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startTwin } from './twin';
import { defaultPorts } from './twin-config';
import { ensureWebBuild } from './web/web-build';
import { webRoot } from './web/web-server';

const root = join(__dirname, '..', '..');
const dataDir = join(root, '.local');

async function main(): Promise<void> {
  if (process.argv.includes('--reset')) rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const web = process.argv.includes('--dev') ? 'dev' : 'static';
  if (web === 'static') {
    await ensureWebBuild({ dist: join(webRoot, 'dist'), log: (line) => console.log(line) });
  }
  console.log('Starting Wayfare locally…');
  const twin = await startTwin({
    dataDir,
    ports: defaultPorts,
    web,
    demoTrips: true,
    log: (line) => console.log(line),
  });
  const { outputs } = twin;
  writeFileSync(join(dataDir, 'outputs.json'), JSON.stringify(outputs, null, 2));

  const accounts = Object.entries(outputs.demoAccounts)
    .map(([type, contact]) => `  ${type.padEnd(11)} ${contact}`)
    .join('\n');
  console.log(`
Wayfare is running at ${outputs.webUrl}

Demo sign-ins (passwordless: enter the contact, then the code):
${accounts}

Sign-in codes arrive in the outbox: ${outputs.webUrl}/dev/inbox (JSON: ${outputs.outboxUrl}), and are printed here.
GraphQL: ${outputs.graphqlUrl}   Endpoints: .local/outputs.json
Press Ctrl-C to stop.`);

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping…');
    await twin.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
