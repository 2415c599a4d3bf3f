import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import type { App } from 'aws-cdk-lib';
import { checkAwsSolutions } from '../../infra/lib/nag';
import { testOutdir } from './support/cdk-outdir';
import { buildWayfare } from './support/wayfare-app';

interface ValidationReport {
  pluginReports: {
    pluginName: string;
    violations: { ruleName: string; severity: string; violatingConstructs: { constructPath: string }[] }[];
  }[];
}

/** The validation report's plugins read here: cdk-nag's pack and CDK's own template validation. */
const CHECKS = ['AwsSolutions', 'CloudFormation Validate'];

/**
 * Synthesises every stack with cdk-nag's AwsSolutions pack and CDK's CloudFormation validation, as
 * `cdk synth` does (bin/app.ts), and lists what they report: errors and warnings alike must be
 * fixed or acknowledged with a reason. CDK turns the validation's errors into warnings, so only
 * this test stops a template that CloudFormation would refuse.
 */
function synthFindings(context: Record<string, unknown>): string[] {
  const outdir = testOutdir();
  const app = buildWayfare({ context, outdir, validate: true }).api.node.root as App;
  checkAwsSolutions(app);
  try {
    app.synth();
  } catch {
    // The report below says what failed.
  }
  const report = JSON.parse(
    readFileSync(path.join(outdir, 'validation-report.json'), 'utf8'),
  ) as ValidationReport;
  return report.pluginReports
    .filter(({ pluginName }) => CHECKS.includes(pluginName))
    .flatMap(({ pluginName, violations }) =>
      violations.flatMap(({ ruleName, severity, violatingConstructs }) =>
        violatingConstructs.map(
          ({ constructPath }) => `${pluginName}: ${severity} ${ruleName} at ${constructPath}`,
        ),
      ),
    );
}

describe('cdk-nag AwsSolutions and CloudFormation validation at synth', () => {
  // The synth prints the project's own deploy warnings (no sender address, no web build).
  beforeAll(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterAll(() => jest.restoreAllMocks());

  it('finds nothing unacknowledged in the default stage', () => {
    expect(synthFindings({})).toEqual([]);
  }, 60_000);

  it('finds nothing unacknowledged in production with every option on', () => {
    const everything = {
      stage: 'prod',
      mailFrom: 'no-reply@example.com',
      alertEmail: 'ops@example.com',
      pushPlatformArn: 'arn:aws:sns:eu-west-1:123456789012:app/GCM/wayfare',
      socialProviders: 'google',
      googleClientId: 'client-id',
      humanCheck: 'turnstile',
      humanCheckSiteKey: 'site-key',
      paymentProviders: 'stripe',
    };
    expect(synthFindings(everything)).toEqual([]);
  }, 60_000);
});
