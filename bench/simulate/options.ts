/** The city's size and pace from a benchmark's command line (`--drivers N --riders M --minutes T --speedup X --seed S`). */
import { parseArgs } from 'node:util';
import { defaultOptions, type SimulationOptions } from '../../tools/simulate/simulation';

type Sizes = Pick<SimulationOptions, 'drivers' | 'riders' | 'minutes' | 'speedup' | 'seed'>;

export function simulationOptionsFromArgs(defaults: Sizes): SimulationOptions {
  const option = (name: keyof Sizes) => ({ type: 'string', default: String(defaults[name]) }) as const;
  const { values } = parseArgs({
    options: {
      drivers: option('drivers'),
      riders: option('riders'),
      minutes: option('minutes'),
      speedup: option('speedup'),
      seed: option('seed'),
    },
  });
  return {
    ...defaultOptions,
    drivers: Number(values.drivers),
    riders: Number(values.riders),
    minutes: Number(values.minutes),
    speedup: Number(values.speedup),
    seed: Number(values.seed),
    log: (line) => console.error(line),
  };
}
