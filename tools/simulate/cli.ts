/**
 * `npm run simulate -- --drivers N --riders M --minutes T [--seed S] [--speedup X]`: a city
 * simulation against the running twin (`npm start`, endpoints from `.local/outputs.json`, or
 * `--outputs <file>`). Progress goes to stderr; stdout gets one JSON line with the figures.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Target } from './api';
import { defaultOptions, runSimulation } from './simulation';

const { values } = parseArgs({
  options: {
    drivers: { type: 'string', default: '10' },
    riders: { type: 'string', default: '20' },
    minutes: { type: 'string', default: '5' },
    seed: { type: 'string', default: String(defaultOptions.seed) },
    speedup: { type: 'string', default: String(defaultOptions.speedup) },
    'drain-seconds': { type: 'string', default: String(defaultOptions.drainSeconds) },
    'dispatch-lead-minutes': { type: 'string', default: String(defaultOptions.dispatchLeadMinutes) },
    outputs: { type: 'string', default: join(process.cwd(), '.local', 'outputs.json') },
  },
});

function positive(name: keyof typeof values): number {
  const value = Number(values[name]);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
}

async function main(): Promise<void> {
  const outputs = values.outputs!;
  if (!existsSync(outputs)) {
    throw new Error(`No running twin: ${outputs} is missing. Start one with npm start, or pass --outputs.`);
  }
  const target = JSON.parse(readFileSync(outputs, 'utf8')) as Target;
  const { summary, problems } = await runSimulation(target, {
    drivers: Math.round(positive('drivers')),
    riders: Math.round(positive('riders')),
    minutes: positive('minutes'),
    seed: Math.round(positive('seed')),
    speedup: positive('speedup'),
    drainSeconds: positive('drain-seconds'),
    dispatchLeadMinutes: positive('dispatch-lead-minutes'),
    log: (line) => console.error(line),
  });
  for (const problem of problems) console.error(problem);
  console.log(JSON.stringify(summary));
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
