import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { resolverAreas } from '../../lambdas/src/api/resolver-map';
import { actionsOf, buildWayfare, findFunction, stackOutput, statementsOf } from './support/wayfare-app';

const fieldsByArea = Object.entries(resolverAreas).flatMap(([area, fields]) =>
  fields.map((field) => {
    const [typeName, fieldName] = field.split('.');
    return { area, typeName, fieldName };
  }),
);

describe('ApiStack', () => {
  const template = Template.fromStack(buildWayfare().api);

  it('serves schema.graphql with user-pool auth by default and an API key for public reads', () => {
    template.hasResourceProperties('AWS::AppSync::GraphQLApi', {
      AuthenticationType: 'AMAZON_COGNITO_USER_POOLS',
      UserPoolConfig: Match.objectLike({ DefaultAction: 'ALLOW' }),
      AdditionalAuthenticationProviders: [{ AuthenticationType: 'API_KEY' }],
      XrayEnabled: true,
    });
    template.resourceCountIs('AWS::AppSync::ApiKey', 1);
    template.hasResourceProperties('AWS::AppSync::GraphQLSchema', {
      Definition: readFileSync(path.resolve(__dirname, '../../infra/graphql/schema.graphql'), 'utf8'),
    });
  });

  describe.each(Object.keys(resolverAreas))('area %s', (area) => {
    it('runs its router on Node 22, ARM64, traced, with the table name', () => {
      const { resource } = findFunction(template, new RegExp(` ${area} resolvers$`));
      expect(resource.Properties).toMatchObject({
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        TracingConfig: { Mode: 'Active' },
        Environment: { Variables: expect.objectContaining({ TABLE_NAME: expect.anything() }) },
      });
    });

    it('is a Lambda data source', () => {
      const { logicalId } = findFunction(template, new RegExp(` ${area} resolvers$`));
      template.hasResourceProperties('AWS::AppSync::DataSource', {
        Type: 'AWS_LAMBDA',
        LambdaConfig: { LambdaFunctionArn: { 'Fn::GetAtt': [logicalId, 'Arn'] } },
      });
    });
  });

  it.each(fieldsByArea)(
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
  });
});
