import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import type { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { endpoints } from '../../lambdas/src/api/endpoint-map';
import { resolverAreas } from '../../lambdas/src/api/resolver-map';
import { cognitoTriggers } from '../../lambdas/src/auth/trigger-map';
import { schedules } from '../../lambdas/src/schedules/schedule-map';
import { upgrades } from '../../lambdas/src/upgrades/upgrade-map';
import { testOutdir } from './support/cdk-outdir';
import { buildWayfare } from './support/wayfare-app';

type FunctionResource = { Properties: { Description?: string }; Metadata?: Record<string, string> };

/**
 * The one test that bundles for real: every function is built by the local esbuild (no Docker,
 * no AWS credentials), minified, with a source map, and with the runtime's AWS SDK left out.
 */
describe('offline synth', () => {
  it('bundles every Wayfare function with esbuild', () => {
    const outdir = testOutdir();
    const stacks = buildWayfare({ bundle: true, outdir });
    (stacks.api.node.root as App).synth();

    const bundles = new Map(
      [stacks.auth, stacks.api].flatMap((stack) =>
        Object.values(
          Template.fromStack(stack).findResources('AWS::Lambda::Function') as Record<
            string,
            FunctionResource
          >,
        )
          .filter((fn) => fn.Properties.Description?.startsWith('Wayfare '))
          .map(
            (fn) => [fn.Properties.Description!, path.join(outdir, fn.Metadata!['aws:asset:path'])] as const,
          ),
      ),
    );
    expect(bundles.size).toBe(
      Object.keys(resolverAreas).length +
        Object.keys(cognitoTriggers).length +
        Object.keys(schedules).length +
        Object.keys(endpoints).length +
        Object.keys(upgrades).length +
        1, // the public API key's renewal
    );
    for (const dir of bundles.values()) {
      expect(existsSync(path.join(dir, 'index.js.map'))).toBe(true);
      // Minified: lines run to hundreds of characters (libraries' template strings keep breaks of
      // their own), where unminified code averages a few dozen. Measured per line, not by a line
      // count, so the check holds as the bundles grow.
      const code = readFileSync(path.join(dir, 'index.js'), 'utf8');
      expect(code.length / code.split('\n').length).toBeGreaterThan(200);
    }
    const sender = readFileSync(
      path.join(bundles.get('Wayfare dev Cognito createAuthChallenge trigger')!, 'index.js'),
      'utf8',
    );
    expect(sender).toContain('require("@aws-sdk/client-sns")');
  }, 120_000);
});
