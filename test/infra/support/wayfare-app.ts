import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { readAppConfig } from '../../../infra/lib/config';
import { testOutdir } from './cdk-outdir';
import { createWayfareApp, type WayfareStacks } from '../../../infra/lib/wayfare-app';

const repoRoot = path.resolve(__dirname, '..', '..', '..');

/** The feature flags `cdk synth` uses, so the tests see the same templates. */
export const cdkJsonContext: Record<string, unknown> = JSON.parse(
  readFileSync(path.join(repoRoot, 'cdk.json'), 'utf8'),
).context;

export interface BuildOptions {
  context?: Record<string, unknown>;
  /** Run esbuild for every function; off by default to keep the tests fast. */
  bundle?: boolean;
  outdir?: string;
  /**
   * Run CDK's built-in CloudFormation validation at synth, as `cdk synth` does. It is a WebAssembly
   * validator that took about 4 s of CPU per synthesis, so only nag.test.ts, which synthesizes the
   * app as `cdk synth` does and reads the report, turns it on.
   */
  validate?: boolean;
}

/** Builds every stack as `cdk synth` does, with extra context (`-c key=value`). */
export function buildWayfare({
  context = {},
  bundle = false,
  outdir,
  validate = false,
}: BuildOptions = {}): WayfareStacks {
  const app = new App({
    outdir: outdir ?? testOutdir(),
    builtinCloudFormationValidation: validate,
    context: {
      ...cdkJsonContext,
      ...(bundle ? { 'aws:cdk:enable-asset-metadata': true } : { 'aws:cdk:bundling-stacks': [] }),
      ...context,
    },
  });
  return createWayfareApp(app, readAppConfig(app.node));
}

type Resource = { Type: string; Properties: Record<string, unknown>; Metadata?: Record<string, unknown> };

/** The one Lambda function whose description matches, e.g. /settings resolvers/. */
export function findFunction(
  template: Template,
  description: RegExp,
): { logicalId: string; resource: Resource } {
  const matches = Object.entries(
    template.findResources('AWS::Lambda::Function') as Record<string, Resource>,
  ).filter(([, resource]) => description.test(String(resource.Properties.Description)));
  if (matches.length !== 1)
    throw new Error(`Expected one function matching ${description}, found ${matches.length}`);
  const [logicalId, resource] = matches[0];
  return { logicalId, resource };
}

export interface Statement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
}

/** Every IAM statement attached to the function's execution role. */
export function statementsOf(template: Template, description: RegExp): Statement[] {
  const { resource } = findFunction(template, description);
  const roleId = (resource.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  const policies = Object.values(
    template.findResources('AWS::IAM::Policy') as Record<string, Resource>,
  ).filter((policy) => (policy.Properties.Roles as { Ref: string }[]).some((role) => role.Ref === roleId));
  return policies.flatMap(
    (policy) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement,
  );
}

/** Actions the function may perform, flattened. */
export function actionsOf(template: Template, description: RegExp): string[] {
  return statementsOf(template, description)
    .filter((statement) => statement.Effect === 'Allow')
    .flatMap((statement) => statement.Action);
}

/** A value read from another stack's outputs (cdk.json asks for weak references: Fn::GetStackOutput). */
export const stackOutput = (stackName: string, outputName: RegExp) => ({
  'Fn::GetStackOutput': expect.objectContaining({
    StackName: stackName,
    OutputName: expect.stringMatching(outputName),
  }),
});
