import * as path from 'node:path';
import { Duration } from 'aws-cdk-lib';
import { Role, ServicePrincipal, type IGrantable } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import type { AppConfig } from '../config';
import { lambdaBundling } from '../lambda-bundles';
import { acknowledge } from '../nag';
import { paths, repoRoot } from '../paths';

/**
 * Something a function may use: the environment variables that name it (as read by
 * `lambdas/src/config/env.ts`) and the IAM grant to use it. Keeping both in one object means a
 * function never gets a name without the permission, or a permission it was not told about.
 */
export interface Capability {
  readonly environment: Readonly<Record<string, string>>;
  grant(grantee: IGrantable): void;
}

export interface AppFunctionProps {
  /** Handler module relative to `lambdas/src`, e.g. `api/settings.router.ts`. */
  entry: string;
  /** Shown in the console and used by the infra tests to find the function. */
  description: string;
  config: Pick<AppConfig, 'logLevel' | 'logRetention' | 'removalPolicy'>;
  capabilities?: readonly Capability[];
  /** Cognito waits 5 s for a trigger; AppSync 30 s for a resolver. */
  timeout?: Duration;
}

/**
 * A Wayfare Lambda: Node 24 on ARM64, bundled offline by the local esbuild, traced, with its own
 * log group and a role of its own that may write to that group only (no AWS managed policy, whose
 * log rights cover every group of the account).
 */
export class AppFunction extends NodejsFunction {
  constructor(scope: Construct, id: string, props: AppFunctionProps) {
    const { config } = props;
    const logGroup = new LogGroup(scope, `${id}Logs`, {
      retention: config.logRetention,
      removalPolicy: config.removalPolicy,
    });
    const role = new Role(scope, `${id}Role`, { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
    logGroup.grantWrite(role);
    acknowledge(
      role,
      'IAM5[Resource::*]',
      'X-Ray tracing (PutTraceSegments, PutTelemetryRecords) has no resource-level permissions',
    );
    super(scope, id, {
      entry: path.join(paths.lambdasSrc, props.entry),
      description: props.description,
      runtime: Runtime.NODEJS_24_X,
      role,
      architecture: Architecture.ARM_64,
      memorySize: 512,
      timeout: props.timeout ?? Duration.seconds(10),
      tracing: Tracing.ACTIVE,
      logGroup,
      projectRoot: repoRoot,
      depsLockFilePath: paths.lockFile,
      bundling: {
        forceDockerBundling: false,
        format: OutputFormat.CJS,
        target: lambdaBundling.target,
        minify: lambdaBundling.minify,
        sourceMap: true,
        sourcesContent: false,
        tsconfig: paths.lambdasTsconfig,
        externalModules: [...lambdaBundling.external],
      },
      environment: {
        POWERTOOLS_SERVICE_NAME: 'wayfare',
        POWERTOOLS_METRICS_NAMESPACE: 'Wayfare',
        POWERTOOLS_LOG_LEVEL: config.logLevel,
        LOG_LEVEL: config.logLevel,
        NODE_OPTIONS: '--enable-source-maps',
      },
    });
    this.use(...(props.capabilities ?? []));
  }

  /** Grant-and-wire: gives the function each capability's permissions and environment variables. */
  use(...capabilities: readonly Capability[]): this {
    for (const capability of capabilities) {
      for (const [name, value] of Object.entries(capability.environment)) this.addEnvironment(name, value);
      capability.grant(this);
    }
    return this;
  }
}
