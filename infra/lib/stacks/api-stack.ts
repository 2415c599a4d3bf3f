import { readFileSync } from 'node:fs';
import { CfnOutput, Duration, Expiration, Stack, type StackProps } from 'aws-cdk-lib';
import {
  AppsyncFunction,
  AuthorizationType,
  CfnApiKey,
  Definition,
  FieldLogLevel,
  GraphqlApi,
  IntrospectionConfig,
  Resolver,
  type CfnGraphQLApi,
  type LambdaDataSource,
} from 'aws-cdk-lib/aws-appsync';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { FunctionUrlAuthType } from 'aws-cdk-lib/aws-lambda';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { schedules } from '@wayfare/lambdas/src/schedules/schedule-map';
import { upgrades } from '@wayfare/lambdas/src/upgrades/upgrade-map';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Trigger } from 'aws-cdk-lib/triggers';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct, IConstruct } from 'constructs';
import { endpoints } from '@wayfare/lambdas/src/api/endpoint-map';
import { resolverAreas, routerEntry, type ResolverArea } from '@wayfare/lambdas/src/api/resolver-map';
import type { AppConfig } from '../config';
import { AppFunction, type Capability } from '../constructs/app-function';
import { acknowledge, acknowledgeCdkHandler, acknowledgeWildcardResources } from '../nag';
import { pascalCase } from '../naming';
import { paths } from '../paths';
import { QUERY_LIMITS } from '../query-limits';
import { schemaFieldNames } from '../schema-fields';
import { subscriptionCode } from '../subscription-resolvers';
import { CfnWebACL, CfnWebACLAssociation } from 'aws-cdk-lib/aws-wafv2';
import { API_ADDRESS_LIMIT, API_CALLER_LIMIT, type RateLimit } from '../rate-limits';

/** What a resolver area can be given. Every area reads and writes the table. */
export interface ApiCapabilities {
  table: Capability;
  userAdmin: Capability;
  images: Capability;
  routing: Capability;
  email: Capability;
  sms: Capability;
  payments: Capability;
}

type ExtraCapability = Exclude<keyof ApiCapabilities, 'table'> | 'publish' | 'push';

/** Least privilege per area: anything beyond the table is listed here; unlisted areas get the table only. */
const areaAccess: { readonly [A in ResolverArea]?: readonly ExtraCapability[] } = {
  // Profiles live in Cognito too (contacts, groups, disabling users) and carry a profile image.
  accounts: ['userAdmin', 'images'],
  // Car type and product images: checked after upload, shown through read URLs.
  catalogue: ['images'],
  // Trip photos, live updates through the publish mutations, mobile push (routes: fieldAccess).
  trips: ['images', 'publish', 'push'],
};

/**
 * Fields that need more than their area's access, wherever resolver-map.ts puts them: the
 * function resolving any of them gets the capability too.
 */
export const fieldAccess: Readonly<Record<string, readonly ExtraCapability[]>> = {
  // Amazon Location: place autocomplete, reverse geocoding, and the route a quote is priced on.
  'Query.searchPlaces': ['routing'],
  'Query.placeAddress': ['routing'],
  'Query.estimateFare': ['routing'],
  // The providers on offer, and pay now's checkout with the provider's keys (docs/money.md).
  'Query.paymentProviders': ['payments'],
  'Mutation.payNow': ['payments'],
  'Mutation.topUpByCard': ['payments'],
  // An order paid from the wallet is offered to drivers at once (live offers and their push).
  'Mutation.payFromWallet': ['publish', 'push'],
  // The user hears of an admin top-up by push (docs/money.md).
  'Mutation.addToWallet': ['push'],
  // The back office's push notifications go to every matching user's device (docs/catalogue.md).
  'Mutation.sendNotification': ['push'],
  // A contact added to a profile gets its code as sign-in codes do (docs/security.md).
  'Mutation.requestContactCode': ['email', 'sms'],
};

/** What the function of one area is given beyond the table: its area's access and its fields'. */
export function accessOf(area: string, fields: readonly string[]): ExtraCapability[] {
  const wanted = [
    ...(areaAccess[area as ResolverArea] ?? []),
    ...fields.flatMap((field) => fieldAccess[field] ?? []),
  ];
  return [...new Set(wanted)];
}

/**
 * Mobile push through one SNS platform application: register devices with it, publish to its
 * endpoints. Without one there is nothing to grant (in-app updates only).
 */
function pushCapability(platformArn: string | undefined): Capability {
  if (!platformArn) return { environment: {}, grant: () => {} };
  // arn:…:app/GCM/wayfare → arn:…:endpoint/GCM/wayfare/<endpoint id>
  const endpoints = `${platformArn.replace(':app/', ':endpoint/')}/*`;
  return {
    environment: { PUSH_PLATFORM_ARN: platformArn },
    grant: (grantee) => {
      const principal = grantee.grantPrincipal;
      principal.addToPrincipalPolicy(
        new PolicyStatement({ actions: ['sns:CreatePlatformEndpoint'], resources: [platformArn] }),
      );
      principal.addToPrincipalPolicy(
        new PolicyStatement({ actions: ['sns:Publish'], resources: [endpoints] }),
      );
      acknowledge(
        principal as unknown as IConstruct,
        `IAM5[Resource::${endpoints}]`,
        "A device's endpoint is created when it registers; only this application's endpoints",
      );
    },
  };
}

/** The IAM-only mutations through which the backend triggers subscriptions (docs/trips.md). */
const PUBLISH_MUTATIONS = [
  'publishBookingChanged',
  'publishTaskOffered',
  'publishTracking',
  'publishChatMessage',
  'publishWalletChanged',
  'publishNotificationReceived',
  'publishSharedTrip',
];

export interface ApiStackProps extends StackProps {
  config: AppConfig;
  userPool: IUserPool;
  capabilities: ApiCapabilities;
  /** The fields each area resolves; resolver-map.ts unless a test builds another map. */
  areas?: Readonly<Record<string, readonly string[]>>;
}

/** AppSync GraphQL API: one Lambda per resolver area, a direct Lambda resolver per field. */
export class ApiStack extends Stack {
  readonly api: GraphqlApi;
  readonly realtimeUrl: string;
  /** Public key for the API_KEY reads (settings, app info, languages); it ships in the web app. */
  readonly apiKey: string;
  /** Live updates through the IAM-only publish mutations, for functions outside this stack too. */
  readonly publish: Capability;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { config } = props;

    // AppSync's own log role otherwise takes the AWS managed policy, which writes to every group.
    const logsRole = new Role(this, 'ApiLogsRole', {
      assumedBy: new ServicePrincipal('appsync.amazonaws.com'),
    });
    this.api = new GraphqlApi(this, 'Api', {
      name: `wayfare-${config.stage}`,
      definition: Definition.fromFile(paths.schema),
      authorizationConfig: {
        defaultAuthorization: {
          authorizationType: AuthorizationType.USER_POOL,
          userPoolConfig: { userPool: props.userPool },
        },
        additionalAuthorizationModes: [
          // The backend's own calls: the publish mutations behind the trip subscriptions.
          { authorizationType: AuthorizationType.IAM },
          {
            authorizationType: AuthorizationType.API_KEY,
            // 365 days is AppSync's maximum; every deploy and the daily renewal push it out again.
            apiKeyConfig: { name: 'public-reads', expires: Expiration.after(Duration.days(365)) },
          },
        ],
      },
      // The schema, admin fields included, is nobody's business but ours: clients are built from
      // schema.graphql, never from the live API (docs/security.md).
      introspectionConfig: IntrospectionConfig.DISABLED,
      queryDepthLimit: QUERY_LIMITS.depth,
      resolverCountLimit: QUERY_LIMITS.resolverCount,
      xrayEnabled: true,
      logConfig: { fieldLogLevel: FieldLogLevel.ERROR, excludeVerboseContent: true, role: logsRole },
    });
    acknowledge(
      this.api,
      'ASC3',
      'Verbose request logs would write headers and arguments (contacts, addresses, chat) to the logs; ' +
        'field errors are logged and X-Ray traces every request',
    );
    // AppSync writes to this fixed name; owning the group sets its retention and removal.
    const apiLogs = new LogGroup(this, 'ApiLogs', {
      logGroupName: `/aws/appsync/apis/${this.api.apiId}`,
      retention: config.logRetention,
      removalPolicy: config.removalPolicy,
    });
    apiLogs.grantWrite(logsRole);
    // CDK's log-retention handler, which GraphqlApi adds for every API with logs.
    acknowledgeCdkHandler(
      this.node.children.find((child) => child.node.id.startsWith('LogRetention'))!,
      "CDK's log-retention handler: it sets retention on log groups it cannot know in advance",
    );
    this.shareFairly();
    this.realtimeUrl = (this.api.node.defaultChild as CfnGraphQLApi).attrRealtimeUrl;
    this.apiKey = this.api.apiKey!;

    // Paging cursors are sealed with this (lambdas/src/api/sealed-cursors.ts). CloudFormation
    // resolves the reference at deploy time: the template never holds the value.
    const cursorSecret = new Secret(this, 'CursorKey', {
      description: 'Wayfare paging cursor key',
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
      removalPolicy: config.removalPolicy,
    });
    acknowledge(
      cursorSecret,
      'SMG4',
      'Replacing the cursor key ends every open paging cursor; it is replaced by hand (docs/security.md)',
    );
    const cursorKey: Capability = {
      environment: { CURSOR_KEY: cursorSecret.secretValue.unsafeUnwrap() },
      grant: () => {},
    };

    const api = this.api;
    this.publish = {
      environment: { GRAPHQL_URL: api.graphqlUrl },
      grant: (grantee) => api.grantMutation(grantee, ...PUBLISH_MUTATIONS),
    };
    this.areaCapabilities = {
      ...props.capabilities,
      publish: this.publish,
      push: pushCapability(props.config.pushPlatformArn),
    };

    const definedFields = schemaFieldNames(readFileSync(paths.schema, 'utf8'));
    for (const [area, fields] of Object.entries(props.areas ?? resolverAreas)) {
      const source = this.addArea(area as ResolverArea, fields, props, cursorKey);
      for (const field of fields) this.addResolver(source, field, definedFields);
    }
    this.addSchedules(props, cursorKey);
    this.addUpgrades(config);
    this.addPaymentCallback(config);
    this.addApiKeyRenewal(config);

    new CfnOutput(this, 'GraphqlUrl', { value: this.api.graphqlUrl });
    new CfnOutput(this, 'RealtimeUrl', { value: this.realtimeUrl });
    new CfnOutput(this, 'ApiKey', { value: this.apiKey });
    new CfnOutput(this, 'Region', { value: this.region });
  }

  private readonly areaCapabilities: Record<keyof ApiCapabilities | ExtraCapability, Capability>;

  /** The scheduled handlers (schedule-map.ts), each on an EventBridge rule, with the trip area's access. */
  private addSchedules({ config }: ApiStackProps, cursorKey: Capability): void {
    for (const [name, { entry, everyMinutes }] of Object.entries(schedules)) {
      const id = pascalCase(name);
      const fn = new AppFunction(this, `${id}Schedule`, {
        entry,
        description: `Wayfare ${config.stage} ${name} schedule`,
        config,
        timeout: Duration.seconds(55),
        capabilities: [
          this.areaCapabilities.table,
          cursorKey,
          ...accessOf('trips', resolverAreas.trips).map((name) => this.areaCapabilities[name]),
        ],
      });
      new Rule(this, `${id}Rule`, {
        schedule: Schedule.rate(Duration.minutes(everyMinutes)),
        targets: [new LambdaFunction(fn)],
      });
    }
  }

  /**
   * The upgrades (upgrade-map.ts), each run by a trigger after a deploy that changes it, with the
   * table alone: a table holding data from before the code's listings loses none of it.
   */
  private addUpgrades(config: AppConfig): void {
    for (const [name, entry] of Object.entries(upgrades)) {
      const id = pascalCase(name);
      const fn = new AppFunction(this, `${id}Upgrade`, {
        entry,
        description: `Wayfare ${config.stage} ${name} upgrade`,
        config,
        timeout: Duration.minutes(5),
        capabilities: [this.areaCapabilities.table],
      });
      new Trigger(this, `${id}Trigger`, { handler: fn, timeout: Duration.minutes(5) });
    }
    // CDK's trigger provider (one per stack): its role and runtime are CDK's own.
    const provider = this.node.children.find((child) =>
      child.node.id.startsWith('AWSCDK.TriggerCustomResourceProvider'),
    )!;
    acknowledgeCdkHandler(provider, "CDK's trigger provider: it invokes each upgrade after a deploy");
  }

  /**
   * The card providers' callback (docs/money.md): a public function URL, since providers cannot
   * sign AWS requests; the handler trusts only the provider's signature. It lives beside the API
   * because a paid order's first offers go out from it (publish and push, as the dispatch sweep).
   */
  private addPaymentCallback(config: AppConfig): void {
    const fn = new AppFunction(this, 'PaymentCallback', {
      entry: endpoints.paymentCallback,
      description: `Wayfare ${config.stage} payment provider callback`,
      config,
      timeout: Duration.seconds(15),
      capabilities: (['table', 'payments', 'publish', 'push'] as const).map(
        (name) => this.areaCapabilities[name],
      ),
    });
    const url = fn.addFunctionUrl({ authType: FunctionUrlAuthType.NONE });
    new CfnOutput(this, 'PaymentCallbackUrl', {
      value: url.url,
      description: 'Give <url>stripe to Stripe as the webhook endpoint (checkout.session.* events)',
    });
  }

  /** A daily function that moves the public key's expiry 365 days ahead (api-key-renewal.handler.ts). */
  private addApiKeyRenewal(config: AppConfig): void {
    const key = this.api.node.children.find((child) => child instanceof CfnApiKey) as CfnApiKey;
    const api = this.api;
    const fn = new AppFunction(this, 'ApiKeyRenewal', {
      entry: 'api/api-key-renewal.handler.ts',
      description: `Wayfare ${config.stage} public API key renewal`,
      config,
      capabilities: [
        {
          environment: { GRAPHQL_API_ID: api.apiId, API_KEY_ID: key.attrApiKeyId },
          grant: (grantee) =>
            grantee.grantPrincipal.addToPrincipalPolicy(
              new PolicyStatement({ actions: ['appsync:UpdateApiKey'], resources: [api.arn] }),
            ),
        },
      ],
    });
    new Rule(this, 'ApiKeyRenewalRule', {
      schedule: Schedule.rate(Duration.days(1)),
      targets: [new LambdaFunction(fn)],
    });
  }

  /**
   * One caller's flood must not starve the others (infra/lib/rate-limits.ts, docs/security.md):
   * each resolver area is its own function, scaling per request, so a flood of list reads shares
   * no process with the public settings read; and the API's web ACL blocks a caller (its
   * `Authorization` header) or an address past its rate for the rest of the window.
   */
  private shareFairly(): void {
    const visibility = (metricName: string) => ({
      cloudWatchMetricsEnabled: true,
      metricName,
      sampledRequestsEnabled: true,
    });
    const rateRule = (
      name: string,
      priority: number,
      limit: RateLimit,
      key: Omit<CfnWebACL.RateBasedStatementProperty, 'limit'>,
    ): CfnWebACL.RuleProperty => ({
      name,
      priority,
      action: { block: {} },
      visibilityConfig: visibility(`wayfare-${name}`),
      statement: {
        rateBasedStatement: { ...key, limit: limit.requests, evaluationWindowSec: limit.windowSeconds },
      },
    });
    const acl = new CfnWebACL(this, 'FairShare', {
      scope: 'REGIONAL',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('wayfare-api-fair-share'),
      rules: [
        rateRule('requests-per-caller', 0, API_CALLER_LIMIT, {
          aggregateKeyType: 'CUSTOM_KEYS',
          customKeys: [
            { header: { name: 'authorization', textTransformations: [{ priority: 0, type: 'NONE' }] } },
          ],
        }),
        rateRule('requests-per-address', 1, API_ADDRESS_LIMIT, { aggregateKeyType: 'IP' }),
      ],
    });
    new CfnWebACLAssociation(this, 'FairShareOnApi', {
      resourceArn: this.api.arn,
      webAclArn: acl.attrArn,
    });
  }

  private addArea(
    area: ResolverArea,
    fields: readonly string[],
    { config }: ApiStackProps,
    cursorKey: Capability,
  ): LambdaDataSource {
    const id = pascalCase(area);
    const fn = new AppFunction(this, `${id}Resolvers`, {
      entry: routerEntry(area),
      description: `Wayfare ${config.stage} ${area} resolvers`,
      config,
      capabilities: [
        this.areaCapabilities.table,
        cursorKey,
        ...accessOf(area, fields).map((name) => this.areaCapabilities[name]),
      ],
    });
    const source = this.api.addLambdaDataSource(`${id}Source`, fn, { name: `${id}Lambda` });
    // CDK's invoke grant names the function and its versions (`<arn>:*`): still this function only.
    acknowledgeWildcardResources(
      source,
      "The resolver function's own versions and aliases",
      `${fn.functionArn}:*`,
    );
    return source;
  }

  /**
   * A direct Lambda resolver (no mapping templates): AppSync passes the whole event to the router.
   * A subscription field's is a pipeline that also sets its frames' filter.
   */
  private addResolver(source: LambdaDataSource, field: string, definedFields: ReadonlySet<string>): void {
    if (!definedFields.has(field)) {
      throw new Error(`resolver-map.ts routes ${field}, which infra/graphql/schema.graphql does not define`);
    }
    const [typeName, fieldName] = field.split('.') as [string, string];
    const id = `${typeName}${pascalCase(fieldName)}Resolver`;
    if (typeName !== 'Subscription') {
      source.createResolver(id, { typeName, fieldName });
      return;
    }
    // The Lambda's answer is the filter of every frame (subscription-resolvers.ts).
    const authorize = new AppsyncFunction(this, `${typeName}${pascalCase(fieldName)}Authorizer`, {
      api: this.api,
      dataSource: source,
      name: `${fieldName}Authorizer`,
      runtime: subscriptionCode.runtime,
      code: subscriptionCode.invoke,
    });
    new Resolver(this, id, {
      api: this.api,
      typeName,
      fieldName,
      runtime: subscriptionCode.runtime,
      code: subscriptionCode.setFilter,
      pipelineConfig: [authorize],
    });
  }
}
