/**
 * City simulation benchmark (docs/performance.md): a twin of its own on free ports (so it never
 * collides with `npm start`), a larger simulated city than `npm test`'s, and the figures the
 * simulation prints, as one JSON line. Run: npm run bench:simulate [-- --drivers N --riders M --minutes T]
 */
import { parseArgs } from 'node:util';
import { startTwin } from '@wayfare/infra/local/twin';
import { defaultOptions, runSimulation } from '../../tools/simulate/simulation';

const { values } = parseArgs({
  options: {
    drivers: { type: 'string', default: '30' },
    riders: { type: 'string', default: '60' },
    minutes: { type: 'string', default: '5' },
    speedup: { type: 'string', default: '10' },
    seed: { type: 'string', default: '18' },
  },
});

async function main(): Promise<void> {
  // The twin's sweep every 5 s, as a busier cloud schedule would; rides later keep the product's lead.
  const twin = await startTwin({ web: 'none', scheduleIntervalMs: 5_000 });
  try {
    const { summary, problems } = await runSimulation(twin.outputs, {
      ...defaultOptions,
      drivers: Number(values.drivers),
      riders: Number(values.riders),
      minutes: Number(values.minutes),
      speedup: Number(values.speedup),
      seed: Number(values.seed),
      log: (line) => console.error(line),
    });
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
