import { CfnResource, Stack, Validations, type App } from 'aws-cdk-lib';
import { AwsSolutionsChecks, rules } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference';

/**
 * cdk-nag's AwsSolutions pack over every stack of the app (bin/app.ts and test/infra/nag.test.ts):
 * synth fails on any finding that is neither fixed nor acknowledged with its reason
 * (docs/security.md, "Cloud checks").
 */
export function checkAwsSolutions(app: App): void {
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
}

/**
 * Acknowledges an AwsSolutions rule (`COG2`) or one finding of it (`IAM5[Action::xray:*]`) on
 * `scope` and everything under it, with the reason it is right for Wayfare.
 */
export function acknowledge(scope: IConstruct, rule: string, reason: string): void {
  Validations.of(scope).acknowledge({ id: `AwsSolutions-${rule}`, reason });
}

/**
 * Acknowledges a wildcard in IAM resources (IAM5) on `scope`'s policies. cdk-nag names the resource
 * as the template will hold it, and another stack's resource is written as its cross-stack
 * reference only once the app is prepared: the names are worked out in the validate phase, which
 * runs after prepare and before the checks.
 */
export function acknowledgeWildcardResources(scope: IConstruct, reason: string, ...arns: string[]): void {
  afterPrepare(
    scope,
    () => arns.map((arn) => `Resource::${flattenCfnReference(Stack.of(scope).resolve(arn))}`),
    reason,
  );
}

/**
 * Acknowledges every wildcard (IAM5) and every AWS managed policy (IAM4) under `scope`: for the
 * handlers CDK adds itself (site deployment, log retention), whose roles Wayfare does not write.
 */
export function acknowledgeCdkHandler(scope: IConstruct, reason: string): void {
  afterPrepare(scope, () => findings(scope, rules.iam.IAMNoWildcardPermissions), reason, 'IAM5');
  afterPrepare(scope, () => findings(scope, rules.iam.IAMNoManagedPolicies), reason, 'IAM4');
}

function afterPrepare(scope: IConstruct, names: () => string[], reason: string, rule = 'IAM5'): void {
  scope.node.addValidation({
    validate: () => {
      for (const name of new Set(names())) acknowledge(scope, `${rule}[${name}]`, reason);
      return [];
    },
  });
}

type NagRule = (node: CfnResource) => unknown;

/** What a cdk-nag rule finds on the resources under `scope`. */
function findings(scope: IConstruct, rule: NagRule): string[] {
  return scope.node
    .findAll()
    .filter(CfnResource.isCfnResource)
    .flatMap((node) => {
      const result = rule(node);
      return Array.isArray(result) ? (result as string[]) : [];
    });
}
