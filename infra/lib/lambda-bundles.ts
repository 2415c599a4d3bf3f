/**
 * Every Lambda of the product and how it is bundled: one definition for `cdk synth`
 * (AppFunction), the bundle test and the bundle-size benchmark.
 */
import { join } from 'node:path';
import { build } from 'esbuild';
import { endpoints } from '@wayfare/lambdas/src/api/endpoint-map';
import { resolverAreas, routerEntry, type ResolverArea } from '@wayfare/lambdas/src/api/resolver-map';
import { cognitoTriggers } from '@wayfare/lambdas/src/auth/trigger-map';
import { schedules } from '@wayfare/lambdas/src/schedules/schedule-map';
import { streamConsumers } from '@wayfare/lambdas/src/streams/stream-map';
import { upgrades } from '@wayfare/lambdas/src/upgrades/upgrade-map';
import { paths } from './paths';

/** Node 24, minified, CommonJS; the runtime ships AWS SDK v3, so bundles leave it out. */
export const lambdaBundling = { target: 'node24', minify: true, external: ['@aws-sdk/*'] } as const;

/** Label → handler module relative to `lambdas/src`, for every function the stacks create. */
export function lambdaEntries(): Record<string, string> {
  return {
    ...Object.fromEntries(
      (Object.keys(resolverAreas) as ResolverArea[]).map((area) => [`api ${area}`, routerEntry(area)]),
    ),
    ...Object.fromEntries(Object.entries(cognitoTriggers).map(([name, entry]) => [`trigger ${name}`, entry])),
    ...Object.fromEntries(Object.entries(streamConsumers).map(([name, entry]) => [`stream ${name}`, entry])),
    ...Object.fromEntries(Object.entries(schedules).map(([name, { entry }]) => [`schedule ${name}`, entry])),
    ...Object.fromEntries(Object.entries(endpoints).map(([name, entry]) => [`endpoint ${name}`, entry])),
    ...Object.fromEntries(Object.entries(upgrades).map(([name, entry]) => [`upgrade ${name}`, entry])),
  };
}

/** Bundles one handler as the stacks do; returns the code (and writes it when `outfile` is given). */
export async function bundleLambda(entry: string, outfile?: string): Promise<Uint8Array> {
  const result = await build({
    entryPoints: [join(paths.lambdasSrc, entry)],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: lambdaBundling.target,
    minify: lambdaBundling.minify,
    external: [...lambdaBundling.external],
    outfile,
    write: Boolean(outfile),
    logLevel: 'silent',
  });
  return outfile ? new Uint8Array() : result.outputFiles![0]!.contents;
}
