import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import type { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { endpoints } from '../../lambdas/src/api/endpoint-map';
import { resolverAreas } from '../../lambdas/src/api/resolver-map';
import { cognitoTriggers } from '../../lambdas/src/auth/trigger-map';
import { schedules } from '../../lambdas/src/schedules/schedule-map';
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
        1, // the public API key's renewal
    );
    for (const dir of bundles.values()) {
      expect(existsSync(path.join(dir, 'index.js.map'))).toBe(true);
      // Minified: some hundred lines at most (libraries' template strings keep breaks of their
      // own), where an unminified bundle of the SDK and ElectroDB runs to tens of thousands.
      expect(readFileSync(path.join(dir, 'index.js'), 'utf8').split('\n').length).toBeLessThan(500);
    }
    const sender = readFileSync(
      path.join(bundles.get('Wayfare dev Cognito createAuthChallenge trigger')!, 'index.js'),
      'utf8',
    );
    expect(sender).toContain('require("@aws-sdk/client-sns")');
  }, 120_000);
});
