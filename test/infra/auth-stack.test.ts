import { Match, Template } from 'aws-cdk-lib/assertions';
import { cognitoTriggers } from '../../lambdas/src/auth/trigger-map';
import { SIGN_IN_CODE_LIMIT } from '../../infra/lib/rate-limits';
import { actionsOf, buildWayfare, findFunction, statementsOf } from './support/wayfare-app';
import { wayfareTemplates } from './support/template-cache';

const upperFirst = (name: string) => name[0].toUpperCase() + name.slice(1);

describe('AuthStack', () => {
  const template = wayfareTemplates({ mailFrom: 'no-reply@wayfare.test' }).auth;

  describe('user pool', () => {
    it.each(Object.keys(cognitoTriggers))('wires the %s trigger to its own function', (trigger) => {
      const { logicalId } = findFunction(template, new RegExp(`Cognito ${trigger} trigger$`));
      template.hasResourceProperties('AWS::Cognito::UserPool', {
        LambdaConfig: Match.objectLike({ [upperFirst(trigger)]: { 'Fn::GetAtt': [logicalId, 'Arn'] } }),
      });
      template.hasResourceProperties('AWS::Lambda::Permission', {
        Action: 'lambda:InvokeFunction',
        Principal: 'cognito-idp.amazonaws.com',
        FunctionName: { 'Fn::GetAtt': [logicalId, 'Arn'] },
      });
    });

    it('is passwordless sign-up with e-mail and phone as aliases of opaque usernames', () => {
      template.hasResourceProperties('AWS::Cognito::UserPool', {
        AliasAttributes: ['email', 'phone_number'],
        UsernameAttributes: Match.absent(),
        AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
        MfaConfiguration: 'OFF',
      });
    });

    it.each(['rider', 'driver', 'fleetadmin', 'admin'])('has the %s group', (groupName) => {
      template.hasResourceProperties('AWS::Cognito::UserPoolGroup', { GroupName: groupName });
    });
  });

  describe('sign-in codes per network address', () => {
    it('blocks an address past the code limit with a rate-based rule on InitiateAuth', () => {
      template.resourceCountIs('AWS::WAFv2::WebACL', 1);
      template.hasResourceProperties('AWS::WAFv2::WebACL', {
        Scope: 'REGIONAL',
        DefaultAction: { Allow: {} },
        Rules: [
          Match.objectLike({
            Action: { Block: {} },
            Statement: {
              RateBasedStatement: {
                AggregateKeyType: 'IP',
                Limit: SIGN_IN_CODE_LIMIT.requests,
                EvaluationWindowSec: SIGN_IN_CODE_LIMIT.windowSeconds,
                ScopeDownStatement: {
                  ByteMatchStatement: Match.objectLike({
                    FieldToMatch: { SingleHeader: { Name: 'x-amz-target' } },
                    PositionalConstraint: 'EXACTLY',
                    SearchString: 'AWSCognitoIdentityProviderService.InitiateAuth',
                  }),
                },
              },
            },
          }),
        ],
      });
    });

    it('is associated with the user pool', () => {
      const [poolId] = Object.keys(template.findResources('AWS::Cognito::UserPool'));
      const [aclId] = Object.keys(template.findResources('AWS::WAFv2::WebACL'));
      template.hasResourceProperties('AWS::WAFv2::WebACLAssociation', {
        ResourceArn: { 'Fn::GetAtt': [poolId, 'Arn'] },
        WebACLArn: { 'Fn::GetAtt': [aclId, 'Arn'] },
      });
    });
  });

  describe('web client', () => {
    it('allows only custom auth and refresh, without a secret, and never reports unknown users', () => {
      template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
        ExplicitAuthFlows: ['ALLOW_CUSTOM_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
        GenerateSecret: false,
        PreventUserExistenceErrors: 'ENABLED',
        AccessTokenValidity: 60,
        IdTokenValidity: 60,
        RefreshTokenValidity: 43200,
        TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'minutes' },
      });
    });
  });

  describe('trigger permissions', () => {
    it('lets create-auth-challenge send SMS and e-mail', () => {
      const actions = actionsOf(template, /createAuthChallenge/);
      expect(actions).toEqual(expect.arrayContaining(['sns:Publish', 'ses:SendEmail']));
    });

    it('lets post-confirmation add users to groups, and nothing else in Cognito', () => {
      const actions = actionsOf(template, /postConfirmation/);
      expect(actions.filter((action) => action.startsWith('cognito-idp:'))).toEqual([
        'cognito-idp:AdminAddUserToGroup',
      ]);
      expect(actions).toEqual(expect.arrayContaining(['dynamodb:PutItem']));
    });

    it('lets preAuthentication write down the channel a sign-in asks for', () => {
      expect(actionsOf(template, /preAuthentication trigger/)).toEqual(
        expect.arrayContaining(['dynamodb:PutItem']),
      );
    });

    it('lets preAuthentication read profiles but not administer users', () => {
      const actions = actionsOf(template, /preAuthentication trigger/);
      expect(actions).toEqual(expect.arrayContaining(['dynamodb:GetItem']));
      expect(actions.filter((action) => action.startsWith('cognito-idp:'))).toEqual([]);
    });

    it("lets verifyAuthChallengeResponse make a new contact's account, and nothing else in Cognito", () => {
      const actions = actionsOf(template, /verifyAuthChallengeResponse trigger/);
      expect(actions.filter((action) => action.startsWith('cognito-idp:')).sort()).toEqual([
        'cognito-idp:AdminAddUserToGroup',
        'cognito-idp:AdminCreateUser',
        'cognito-idp:AdminDeleteUser',
      ]);
      expect(actions).toEqual(expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:Query']));
    });

    it.each(['preSignUp', 'defineAuthChallenge'])(
      'gives %s no permissions beyond tracing and its own logs',
      (trigger) => {
        const actions = actionsOf(template, new RegExp(`${trigger} trigger`));
        expect(actions.filter((action) => !action.startsWith('xray:'))).toEqual([
          'logs:CreateLogStream',
          'logs:PutLogEvents',
        ]);
      },
    );
  });

  describe('human check', () => {
    const preAuthentication = (stack: Template) =>
      findFunction(stack, /preAuthentication trigger$/).resource.Properties as {
        Environment: { Variables: Record<string, unknown> };
      };

    it('is off by default: no provider in the environment, no secret to read', () => {
      expect(preAuthentication(template).Environment.Variables).not.toHaveProperty('HUMAN_CHECK_PROVIDER');
      expect(actionsOf(template, /preAuthentication trigger/)).not.toContain('secretsmanager:GetSecretValue');
    });

    it('gives the pre-authentication trigger the provider, the secret name and the right to read only that secret', () => {
      const checked = Template.fromStack(
        buildWayfare({
          context: {
            humanCheck: 'turnstile',
            humanCheckSiteKey: '0x4AAAAAAA-site',
            humanCheckSecretName: 'wayfare/dev/turnstile',
          },
        }).auth,
      );
      expect(preAuthentication(checked).Environment.Variables).toMatchObject({
        HUMAN_CHECK_PROVIDER: 'turnstile',
        HUMAN_CHECK_SECRET_NAME: 'wayfare/dev/turnstile',
      });
      const reads = statementsOf(checked, /preAuthentication trigger/).filter((statement) =>
        ([] as string[]).concat(statement.Action).includes('secretsmanager:GetSecretValue'),
      );
      expect(reads).toHaveLength(1);
      expect(JSON.stringify(reads[0].Resource)).toContain(':secret:wayfare/dev/turnstile-??????');
      for (const trigger of ['createAuthChallenge', 'preSignUp', 'postConfirmation']) {
        expect(actionsOf(checked, new RegExp(`${trigger} trigger`))).not.toContain(
          'secretsmanager:GetSecretValue',
        );
      }
    });

    it.each([
      [{ humanCheck: 'hcaptcha', humanCheckSiteKey: 'k' }, /turnstile, recaptcha/],
      [{ humanCheck: 'recaptcha' }, /humanCheckSiteKey/],
    ])('refuses %j', (context, message) => {
      expect(() => buildWayfare({ context })).toThrow(message);
    });
  });

  describe('social sign-in', () => {
    it('is off by default: no identity providers, hosted UI or OAuth', () => {
      template.resourceCountIs('AWS::Cognito::UserPoolIdentityProvider', 0);
      template.resourceCountIs('AWS::Cognito::UserPoolDomain', 0);
      template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
        SupportedIdentityProviders: ['COGNITO'],
        AllowedOAuthFlowsUserPoolClient: false,
      });
    });

    it('creates the enabled providers, a hosted-UI domain and the code flow back to the web app', () => {
      const social = Template.fromStack(
        buildWayfare({
          context: {
            socialProviders: 'google,facebook',
            googleClientId: 'google-client',
            facebookClientId: 'ssm:/wayfare/facebook-app-id',
          },
        }).auth,
      );
      social.resourceCountIs('AWS::Cognito::UserPoolIdentityProvider', 2);
      social.hasResourceProperties('AWS::Cognito::UserPoolIdentityProvider', {
        ProviderName: 'Google',
        ProviderDetails: Match.objectLike({
          client_id: 'google-client',
          client_secret: Match.stringLikeRegexp(
            'resolve:secretsmanager:wayfare/dev/google:SecretString:clientSecret',
          ),
        }),
      });
      social.hasResourceProperties('AWS::Cognito::UserPoolIdentityProvider', {
        ProviderName: 'Facebook',
        ProviderDetails: Match.objectLike({ client_id: { Ref: Match.stringLikeRegexp('Parameter') } }),
      });
      social.resourceCountIs('AWS::Cognito::UserPoolDomain', 1);
      social.hasResourceProperties('AWS::Cognito::UserPoolClient', {
        SupportedIdentityProviders: ['COGNITO', 'Google', 'Facebook'],
        AllowedOAuthFlows: ['code'],
        AllowedOAuthScopes: ['openid', 'email', 'phone', 'profile', 'aws.cognito.signin.user.admin'],
        ExplicitAuthFlows: ['ALLOW_CUSTOM_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
        // The login page finishes a social sign-in; signing out returns to the landing page.
        CallbackURLs: [{ 'Fn::Join': ['', ['https://', Match.anyValue(), '/login']] }],
        LogoutURLs: [{ 'Fn::Join': ['', ['https://', Match.anyValue(), '/']] }],
      });
    });

    it('refuses an enabled provider without its client id', () => {
      expect(() => buildWayfare({ context: { socialProviders: 'apple' } })).toThrow(/appleClientId/);
    });
  });
});
