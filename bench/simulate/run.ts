/**
 * City simulation benchmark (docs/performance.md): a twin of its own on free ports (so it never
 * collides with `npm start`), a larger simulated city than `npm test`'s, and the figures the
 * simulation prints, as one JSON line. Run: npm run bench:simulate [-- --drivers N --riders M --minutes T]
 */
import { startTwin } from '@wayfare/infra/local/twin';
import { runSimulation } from '../../tools/simulate/simulation';
import { simulationOptionsFromArgs } from './options';

const options = simulationOptionsFromArgs({ drivers: 30, riders: 60, minutes: 5, speedup: 10, seed: 18 });

async function main(): Promise<void> {
  // The twin's sweep every 5 s, as a busier cloud schedule would; rides later keep the product's lead.
  const twin = await startTwin({ web: 'none', scheduleIntervalMs: 5_000 });
  try {
    const { summary, problems } = await runSimulation(twin.outputs, options);
    for (const problem of problems) console.error(problem);
    console.log(JSON.stringify(summary));
  } finally {
    await twin.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
