import { API_ADDRESS_LIMIT, API_CALLER_LIMIT } from '../../infra/lib/rate-limits';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { UserPool } from 'aws-cdk-lib/aws-cognito';
import { resolverAreas } from '../../lambdas/src/api/resolver-map';
import { readAppConfig } from '../../infra/lib/config';
import { QUERY_LIMITS } from '../../infra/lib/query-limits';
import type { Capability } from '../../infra/lib/constructs/app-function';
import { schemaFieldNames } from '../../infra/lib/schema-fields';
import { ApiStack, fieldAccess } from '../../infra/lib/stacks/api-stack';
import { GeoStack } from '../../infra/lib/stacks/geo-stack';
import { testOutdir } from './support/cdk-outdir';
import { actionsOf, cdkJsonContext, findFunction, stackOutput, statementsOf } from './support/wayfare-app';
import { wayfareTemplates } from './support/template-cache';

const fieldsByArea = Object.entries(resolverAreas).flatMap(([area, fields]) =>
  fields.map((field) => {
    const [typeName, fieldName] = field.split('.');
    return { area, typeName, fieldName };
  }),
);

describe('ApiStack', () => {
  const template = wayfareTemplates().api;

  it('serves schema.graphql with user-pool auth by default and an API key for public reads', () => {
    template.hasResourceProperties('AWS::AppSync::GraphQLApi', {
      AuthenticationType: 'AMAZON_COGNITO_USER_POOLS',
      UserPoolConfig: Match.objectLike({ DefaultAction: 'ALLOW' }),
      AdditionalAuthenticationProviders: [
        { AuthenticationType: 'AWS_IAM' },
        { AuthenticationType: 'API_KEY' },
      ],
      XrayEnabled: true,
    });
    template.resourceCountIs('AWS::AppSync::ApiKey', 1);
    template.hasResourceProperties('AWS::AppSync::GraphQLSchema', {
      Definition: readFileSync(path.resolve(__dirname, '../../infra/graphql/schema.graphql'), 'utf8'),
    });
  });

  it('renews the public API key daily, with the right to update that API only', () => {
    const { resource } = findFunction(template, /public API key renewal$/);
    const variables = (resource.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(variables).toMatchObject({
      GRAPHQL_API_ID: { 'Fn::GetAtt': [expect.stringMatching(/^Api/), 'ApiId'] },
      API_KEY_ID: { 'Fn::GetAtt': [expect.stringMatching(/ApiKey/), 'ApiKeyId'] },
    });
    expect(
      statementsOf(template, /public API key renewal$/).filter((s) => s.Action === 'appsync:UpdateApiKey'),
    ).toEqual([
      {
        Effect: 'Allow',
        Action: 'appsync:UpdateApiKey',
        Resource: { 'Fn::GetAtt': [expect.stringMatching(/^Api/), 'Arn'] },
      },
    ]);
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(1 day)',
      Targets: [
        Match.objectLike({ Arn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^ApiKeyRenewal'), 'Arn'] } }),
      ],
    });
  });

  it('limits query depth and the resolvers one request may invoke, and refuses introspection, as the twin does', () => {
    template.hasResourceProperties('AWS::AppSync::GraphQLApi', {
      QueryDepthLimit: QUERY_LIMITS.depth,
      ResolverCountLimit: QUERY_LIMITS.resolverCount,
      IntrospectionConfig: 'DISABLED',
    });
    expect(QUERY_LIMITS.depth).toBeLessThanOrEqual(75);
    expect(QUERY_LIMITS.resolverCount).toBeLessThanOrEqual(10_000);
  });

  describe.each(Object.keys(resolverAreas))('area %s', (area) => {
    it('runs its router on Node 22, ARM64, traced, with the table name', () => {
      const { resource } = findFunction(template, new RegExp(` ${area} resolvers$`));
      expect(resource.Properties).toMatchObject({
        Runtime: 'nodejs24.x',
        Architectures: ['arm64'],
        TracingConfig: { Mode: 'Active' },
        Environment: { Variables: expect.objectContaining({ TABLE_NAME: expect.anything() }) },
      });
    });

    it('gets the paging cursor key as a deploy-time secret reference, never its value', () => {
      const { resource } = findFunction(template, new RegExp(` ${area} resolvers$`));
      const variables = (resource.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
      expect(typeof variables.CURSOR_KEY).not.toBe('string');
      expect(JSON.stringify(variables.CURSOR_KEY)).toContain('{{resolve:secretsmanager:');
    });

    it('is a Lambda data source', () => {
      const { logicalId } = findFunction(template, new RegExp(` ${area} resolvers$`));
      template.hasResourceProperties('AWS::AppSync::DataSource', {
        Type: 'AWS_LAMBDA',
        LambdaConfig: { LambdaFunctionArn: { 'Fn::GetAtt': [logicalId, 'Arn'] } },
      });
    });
  });

  const sourceNameOf = (area: string) => {
    const { logicalId } = findFunction(template, new RegExp(` ${area} resolvers$`));
    const sources = template.findResources('AWS::AppSync::DataSource', {
      Properties: { LambdaConfig: { LambdaFunctionArn: { 'Fn::GetAtt': [logicalId, 'Arn'] } } },
    });
    return Object.values(sources).map((source) => source.Properties.Name)[0];
  };

  it.each(fieldsByArea.filter(({ typeName }) => typeName === 'Subscription'))(
    'resolves $typeName.$fieldName through the $area function and sets the filter of every frame it answers',
    ({ area, typeName, fieldName }) => {
      const pipeline = template.findResources('AWS::AppSync::Resolver', {
        Properties: { TypeName: typeName, FieldName: fieldName, Kind: 'PIPELINE' },
      });
      const [resolver] = Object.values(pipeline);
      expect(resolver?.Properties.Runtime).toEqual({ Name: 'APPSYNC_JS', RuntimeVersion: '1.0.0' });
      expect(resolver?.Properties.Code).toContain(
        'extensions.setSubscriptionFilter(util.transform.toSubscriptionFilter(ctx.prev.result))',
      );
      const [functionRef] = resolver?.Properties.PipelineConfig.Functions ?? [];
      const functionId = (functionRef as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
      const fn = template.toJSON().Resources[functionId];
      expect(fn.Properties.DataSourceName).toEqual(sourceNameOf(area));
      // The Lambda gets a direct resolver's event: the same router answers it.
      expect(fn.Properties.Code).toContain("operation: 'Invoke'");
      for (const key of ['arguments', 'identity', 'info', 'request'])
        expect(fn.Properties.Code).toContain(`${key}: ctx.${key}`);
    },
  );

  it.each(fieldsByArea.filter(({ typeName }) => typeName !== 'Subscription'))(
    'resolves $typeName.$fieldName directly with the $area function',
    ({ area, typeName, fieldName }) => {
      const { logicalId } = findFunction(template, new RegExp(` ${area} resolvers$`));
      const sources = template.findResources('AWS::AppSync::DataSource', {
        Properties: { LambdaConfig: { LambdaFunctionArn: { 'Fn::GetAtt': [logicalId, 'Arn'] } } },
      });
      const [sourceName] = Object.values(sources).map((source) => source.Properties.Name);
      template.hasResourceProperties('AWS::AppSync::Resolver', {
        TypeName: typeName,
        FieldName: fieldName,
        DataSourceName: sourceName,
        Kind: 'UNIT',
        RequestMappingTemplate: Match.absent(),
        ResponseMappingTemplate: Match.absent(),
      });
    },
  );

  it('attaches no resolver that resolver-map.ts does not list', () => {
    template.resourceCountIs('AWS::AppSync::Resolver', fieldsByArea.length);
  });

  describe('fair sharing', () => {
    it("blocks a caller's and an address's requests past their rate, with a web ACL on the API", () => {
      const [apiId] = Object.keys(template.findResources('AWS::AppSync::GraphQLApi'));
      const [aclId] = Object.keys(template.findResources('AWS::WAFv2::WebACL'));
      template.hasResourceProperties('AWS::WAFv2::WebACLAssociation', {
        ResourceArn: { 'Fn::GetAtt': [apiId, 'Arn'] },
        WebACLArn: { 'Fn::GetAtt': [aclId, 'Arn'] },
      });
      template.hasResourceProperties('AWS::WAFv2::WebACL', {
        Scope: 'REGIONAL',
        DefaultAction: { Allow: {} },
        Rules: [
          Match.objectLike({
            Action: { Block: {} },
            Statement: {
              RateBasedStatement: {
                AggregateKeyType: 'CUSTOM_KEYS',
                CustomKeys: [{ Header: { Name: 'authorization', TextTransformations: Match.anyValue() } }],
                Limit: API_CALLER_LIMIT.requests,
                EvaluationWindowSec: API_CALLER_LIMIT.windowSeconds,
              },
            },
          }),
          Match.objectLike({
            Action: { Block: {} },
            Statement: {
              RateBasedStatement: {
                AggregateKeyType: 'IP',
                Limit: API_ADDRESS_LIMIT.requests,
                EvaluationWindowSec: API_ADDRESS_LIMIT.windowSeconds,
              },
            },
          }),
        ],
      });
    });
  });

  describe('least privilege', () => {
    it('gives the settings function the table and no Cognito or S3 rights', () => {
      const actions = actionsOf(template, / settings resolvers$/);
      expect(actions).toEqual(expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:Query']));
      expect(actions.filter((action) => /^(cognito-idp|s3|sns|ses|geo):/.test(action))).toEqual([]);
      expect(actions).not.toContain('dynamodb:Scan');
    });

    it('gives the accounts function admin actions on this user pool only', () => {
      const cognito = statementsOf(template, / accounts resolvers$/).filter((statement) =>
        [statement.Action].flat().some((action) => action.startsWith('cognito-idp:')),
      );
      expect(cognito).toHaveLength(1);
      expect(cognito[0].Action).toEqual(
        expect.arrayContaining(['cognito-idp:AdminGetUser', 'cognito-idp:AdminUpdateUserAttributes']),
      );
      expect(cognito[0].Resource).toEqual(stackOutput('wayfare-dev-auth', /Users.*Arn/));
      const { resource } = findFunction(template, / accounts resolvers$/);
      expect(resource.Properties).toMatchObject({
        Environment: { Variables: expect.objectContaining({ USER_POOL_ID: expect.anything() }) },
      });
    });

    it("lets the accounts function send a profile contact's code by SMS, as sign-in codes go", () => {
      expect(actionsOf(template, / accounts resolvers$/)).toContain('sns:Publish');
      expect(actionsOf(template, / settings resolvers$/)).not.toContain('sns:Publish');
    });
  });

  describe('trips', () => {
    it('may call only the publish mutations, and is told the API URL', () => {
      const { resource } = findFunction(template, / trips resolvers$/);
      expect(resource.Properties.Environment).toMatchObject({
        Variables: expect.objectContaining({ GRAPHQL_URL: expect.anything() }),
      });
      expect(actionsOf(template, / trips resolvers$/)).toContain('appsync:GraphQL');
      const publish = statementsOf(template, / trips resolvers$/).filter((statement) =>
        [statement.Action].flat().includes('appsync:GraphQL'),
      );
      expect(JSON.stringify(publish)).toContain('types/Mutation/fields/publishBookingChanged');
      // Share my trip's frames, one per live link (docs/trips.md).
      expect(JSON.stringify(publish)).toContain('types/Mutation/fields/publishSharedTrip');
      expect(JSON.stringify(publish)).not.toContain('fields/createBooking');
    });

    it('runs the dispatch sweep every minute on an EventBridge rule', () => {
      findFunction(template, / dispatchSweep schedule$/);
      template.hasResourceProperties('AWS::Events::Rule', { ScheduleExpression: 'rate(1 minute)' });
    });

    it('lists the bookings under way under their parties after a deploy, with the table alone', () => {
      const { logicalId } = findFunction(template, / restoreActiveListings upgrade$/);
      const triggers = Object.values(template.findResources('Custom::Trigger'));
      expect(triggers).toHaveLength(1);
      // The trigger invokes the function's current version.
      const version = template.findResources('AWS::Lambda::Version')[triggers[0].Properties.HandlerArn.Ref];
      expect(version.Properties.FunctionName).toEqual({ Ref: logicalId });
      const actions = actionsOf(template, / restoreActiveListings upgrade$/);
      expect(actions).toEqual(expect.arrayContaining(['dynamodb:Query', 'dynamodb:PutItem']));
      expect(actions.filter((action) => !/^(dynamodb|xray|logs):/.test(action))).toEqual([]);
      expect(actions).not.toContain('dynamodb:Scan');
    });
  });
});

/** An API whose areas resolve the given fields, with real Amazon Location resources and nothing else. */
function buildApiResolving(areas: Record<string, readonly string[]>) {
  const app = new App({
    outdir: testOutdir(),
    context: { ...cdkJsonContext, 'aws:cdk:bundling-stacks': [] },
  });
  const config = readAppConfig(app.node);
  const geo = new GeoStack(app, 'Geo', { config, stackName: 'wayfare-test-geo' });
  const userPool = new UserPool(new Stack(app, 'Auth'), 'Users');
  const none: Capability = { environment: {}, grant: () => {} };
  const table: Capability = { environment: { TABLE_NAME: 'wayfare-test' }, grant: () => {} };
  const api = new ApiStack(app, 'Api', {
    config,
    userPool,
    areas,
    capabilities: {
      table,
      userAdmin: none,
      images: none,
      routing: geo.routing,
      email: none,
      sms: none,
      payments: none,
    },
  });
  return Template.fromStack(api);
}

const geoActions = (actions: string[]) => actions.filter((action) => action.startsWith('geo:'));

describe('ApiStack: places', () => {
  const routedFields = Object.keys(fieldAccess).filter((field) => fieldAccess[field].includes('routing'));

  it('grants Amazon Location only for fields the schema defines', () => {
    const defined = schemaFieldNames(
      readFileSync(path.resolve(__dirname, '../../infra/graphql/schema.graphql'), 'utf8'),
    );
    expect(routedFields.filter((field) => !defined.has(field))).toEqual([]);
    expect(routedFields).toEqual(
      expect.arrayContaining(['Query.searchPlaces', 'Query.placeAddress', 'Query.estimateFare']),
    );
  });

  describe('a function that resolves a places field', () => {
    const template = buildApiResolving({
      settings: ['Query.settings'],
      content: ['Query.appInfo', 'Query.searchPlaces', 'Query.estimateFare'],
    });

    it('is told the place index and route calculator of the stage', () => {
      const { resource } = findFunction(template, / content resolvers$/);
      expect(resource.Properties).toMatchObject({
        Environment: {
          Variables: expect.objectContaining({
            PLACE_INDEX: 'wayfare-dev-places',
            ROUTE_CALCULATOR: 'wayfare-dev-routes',
          }),
        },
      });
    });

    it('may calculate routes on the route calculator and search the place index, nothing more', () => {
      const geo = statementsOf(template, / content resolvers$/).filter((statement) =>
        [statement.Action].flat().some((action) => action.startsWith('geo:')),
      );
      expect(geo).toEqual([
        {
          Effect: 'Allow',
          Action: 'geo:CalculateRoute',
          Resource: stackOutput('wayfare-test-geo', /RoutesArn/),
        },
        {
          Effect: 'Allow',
          Action: ['geo:SearchPlaceIndexForPosition', 'geo:SearchPlaceIndexForText'],
          Resource: stackOutput('wayfare-test-geo', /PlacesArn/),
        },
      ]);
    });

    it('leaves a function that resolves no places field without Amazon Location', () => {
      expect(geoActions(actionsOf(template, / settings resolvers$/))).toEqual([]);
      const { resource } = findFunction(template, / settings resolvers$/);
      const variables = (resource.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
      expect(variables.PLACE_INDEX).toBeUndefined();
      expect(variables.ROUTE_CALCULATOR).toBeUndefined();
    });
  });

  it('gives Amazon Location to exactly the areas of resolver-map.ts that resolve places fields', () => {
    const template = wayfareTemplates().api;
    for (const [area, fields] of Object.entries(resolverAreas)) {
      const resolvesPlaces = (fields as readonly string[]).some((field) => routedFields.includes(field));
      const actions = geoActions(actionsOf(template, new RegExp(` ${area} resolvers$`)));
      expect({ area, geo: actions.length > 0 }).toEqual({ area, geo: resolvesPlaces });
    }
  });
});

describe('ApiStack: mobile push', () => {
  const pushFields = Object.keys(fieldAccess).filter((field) => fieldAccess[field].includes('push'));
  const pushActions = (actions: string[]) => actions.filter((action) => action.startsWith('sns:'));

  it('is granted to the trips function, which tells the parties of a trip, scoped to the platform', () => {
    const template = wayfareTemplates({
      pushPlatformArn: 'arn:aws:sns:us-east-1:123456789012:app/GCM/wayfare',
    }).api;
    expect(pushActions(actionsOf(template, / trips resolvers$/))).toEqual(
      expect.arrayContaining(['sns:CreatePlatformEndpoint', 'sns:Publish']),
    );
  });

  it('is not granted at all without a push platform (in-app updates only)', () => {
    expect(pushActions(actionsOf(wayfareTemplates().api, / trips resolvers$/))).toEqual([]);
  });

  it('is granted with the admin top-up and the push notifications, which reach devices', () => {
    expect(pushFields).toEqual(expect.arrayContaining(['Mutation.addToWallet', 'Mutation.sendNotification']));
  });

  it.each(['Mutation.addToWallet', 'Mutation.sendNotification'])(
    'goes with %s to the function of whichever area resolver-map.ts gives it, with the platform',
    (field) => {
      const template = wayfareTemplates({
        pushPlatformArn: 'arn:aws:sns:us-east-1:123456789012:app/GCM/wayfare',
      }).api;
      const [area] = Object.entries(resolverAreas).find(([, fields]) =>
        (fields as readonly string[]).includes(field),
      )!;
      expect(pushActions(actionsOf(template, new RegExp(` ${area} resolvers$`)))).toEqual(
        expect.arrayContaining(['sns:CreatePlatformEndpoint', 'sns:Publish']),
      );
      const { resource } = findFunction(template, new RegExp(` ${area} resolvers$`));
      expect(resource.Properties).toMatchObject({
        Environment: {
          Variables: expect.objectContaining({ PUSH_PLATFORM_ARN: expect.stringContaining(':app/') }),
        },
      });
      // Areas that neither send trip updates nor resolve a push field stay without SNS.
      expect(pushActions(actionsOf(template, / promos resolvers$/))).toEqual([]);
    },
  );
});
