import { CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import {
  AccountRecovery,
  Mfa,
  OAuthScope,
  UserPool,
  UserPoolClient,
  UserPoolClientIdentityProvider,
  type OAuthSettings,
  type UserPoolTriggers,
} from 'aws-cdk-lib/aws-cognito';
import { Grant } from 'aws-cdk-lib/aws-iam';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { CfnWebACL, CfnWebACLAssociation } from 'aws-cdk-lib/aws-wafv2';
import type { Construct, IConstruct } from 'constructs';
import { cognitoTriggers, type CognitoTrigger } from '@wayfare/lambdas/src/auth/trigger-map';
import { isProductionStage, type AppConfig } from '../config';
import { AppFunction, type Capability } from '../constructs/app-function';
import { SocialProviders } from '../constructs/social-providers';
import { acknowledge, acknowledgeWildcardResources } from '../nag';
import { pascalCase } from '../naming';
import { CODE_REQUEST_TARGET, SIGN_IN_CODE_LIMIT } from '../rate-limits';

/** Cognito groups are the user types (docs/architecture.md). Lower precedence wins in tokens. */
const userGroups = ['admin', 'fleetadmin', 'driver', 'rider'] as const;

/** Admin calls the accounts resolvers make on behalf of admins and for sign-up bookkeeping. */
const USER_ADMIN_ACTIONS = [
  'cognito-idp:AdminGetUser',
  'cognito-idp:AdminCreateUser',
  'cognito-idp:AdminUpdateUserAttributes',
  'cognito-idp:AdminDeleteUser',
  'cognito-idp:AdminDisableUser',
  'cognito-idp:AdminEnableUser',
  'cognito-idp:AdminAddUserToGroup',
  'cognito-idp:AdminRemoveUserFromGroup',
  'cognito-idp:AdminListGroupsForUser',
  'cognito-idp:AdminUserGlobalSignOut',
  'cognito-idp:ListUsers',
];

interface TriggerCapabilities {
  table: Capability;
  sms: Capability;
  email: Capability;
}

/** Capabilities the auth stack makes itself, on top of those it is given. */
interface OwnCapabilities {
  groupMembership: Capability;
  accountCreation: Capability;
  humanCheck: Capability;
}

/** What each trigger may touch. Define and Verify decide from their event alone. */
const triggerAccess: Record<CognitoTrigger, readonly (keyof (TriggerCapabilities & OwnCapabilities))[]> = {
  // Refuses every self sign-up, from the event alone.
  preSignUp: [],
  // Creates a social rider's first profile and puts the new user in group rider.
  postConfirmation: ['table', 'groupMembership'],
  // Refuses unknown referral ids, unapproved drivers and unproven mobile requests; records the start.
  preAuthentication: ['table', 'humanCheck'],
  defineAuthChallenge: [],
  // Sends the code by SMS or e-mail; the per-contact send limit (DESIGN.md §2) is kept in the table.
  createAuthChallenge: ['table', 'sms', 'email'],
  // A new contact's right code makes its account: a Cognito user, its group and its profile.
  verifyAuthChallengeResponse: ['table', 'accountCreation'],
};

export interface AuthStackProps extends StackProps {
  config: AppConfig;
  capabilities: TriggerCapabilities;
  /** Where social sign-in returns to; used only when a social provider is enabled. */
  webUrl: string;
}

/** Passwordless sign-in: a Cognito user pool driven by the custom-auth OTP triggers. */
export class AuthStack extends Stack {
  readonly userPool: UserPool;
  readonly webClient: UserPoolClient;
  /** For resolvers that administer users (USER_POOL_ID + admin actions on this pool only). */
  readonly userAdmin: Capability;
  /** The hosted-UI domain (`<prefix>.auth.<region>.amazoncognito.com`) when social sign-in is on. */
  readonly hostedUiDomain?: string;

  constructor(scope: Construct, id: string, props: AuthStackProps) {
    super(scope, id, props);
    const { config } = props;

    this.userPool = new UserPool(this, 'Users', {
      userPoolName: `wayfare-${config.stage}`,
      selfSignUpEnabled: true,
      // Usernames are opaque ids; e-mail and phone are aliases to sign in with.
      signInAliases: { username: true, email: true, phone: true },
      signInCaseSensitive: false,
      // The pre-sign-up trigger marks contacts verified: receiving a sign-in code proves them.
      autoVerify: { email: false, phone: false },
      // Cognito itself never sends SMS: the create-auth-challenge trigger does, through SNS.
      enableSmsRole: false,
      standardAttributes: {
        email: { required: false, mutable: true },
        phoneNumber: { required: false, mutable: true },
        givenName: { required: false, mutable: true },
        familyName: { required: false, mutable: true },
      },
      accountRecovery: AccountRecovery.NONE,
      mfa: Mfa.OFF,
      lambdaTriggers: this.createTriggers(config, props.capabilities),
      deletionProtection: isProductionStage(config.stage),
      removalPolicy: config.removalPolicy,
    });

    acknowledge(this.userPool, 'COG1', 'Passwordless: users sign in with a one-time code, never a password');
    acknowledge(
      this.userPool,
      'COG2',
      'The one-time code sent to the contact is the proof of possession; a second factor would be the same phone or inbox',
    );
    acknowledge(
      this.userPool,
      'COG8',
      'Threat protection (Plus plan) does not apply to custom-auth sign-in; the per-contact code limit and the human check guard it',
    );

    this.limitCodeRequests();

    userGroups.forEach((groupName, precedence) =>
      this.userPool.addGroup(pascalCase(groupName), { groupName, precedence }),
    );

    const social = new SocialProviders(this, 'Social', {
      userPool: this.userPool,
      providers: config.socialProviders,
    });
    this.webClient = this.userPool.addClient('WebClient', {
      userPoolClientName: 'web',
      generateSecret: false,
      // Custom auth only (CUSTOM_WITHOUT_SRP in Amplify); CDK always adds refresh-token auth.
      authFlows: { custom: true },
      // A contact with no account gets a challenge like any other (the triggers see userNotFound),
      // never UserNotFoundException: sign-in does not tell who has an account (docs/security.md).
      preventUserExistenceErrors: true,
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
      // A sign-in session must outlive the 5-minute code it carries.
      authSessionValidity: Duration.minutes(6),
      enableTokenRevocation: true,
      supportedIdentityProviders: [UserPoolClientIdentityProvider.COGNITO, ...social.clientProviders],
      ...this.oAuthSettings(social, props.webUrl),
    });
    this.webClient.node.addDependency(...social.resources);

    if (social.resources.length > 0) {
      const domainPrefix = config.authDomainPrefix ?? `wayfare-${config.stage}-${this.account}`;
      const domain = this.userPool.addDomain('HostedUi', { cognitoDomain: { domainPrefix } });
      // What Amplify's oauth.domain takes: the host name, without the scheme baseUrl() adds.
      this.hostedUiDomain = `${domain.domainName}.auth.${this.region}.amazoncognito.com`;
      new CfnOutput(this, 'HostedUiDomain', { value: domain.baseUrl() });
    }

    this.userAdmin = {
      environment: { USER_POOL_ID: this.userPool.userPoolId },
      grant: (grantee) => this.userPool.grant(grantee, ...USER_ADMIN_ACTIONS),
    };

    new CfnOutput(this, 'UserPoolId', { value: this.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.webClient.userPoolClientId });
  }

  /**
   * Sign-in codes per network address (infra/lib/rate-limits.ts): a web ACL on the user pool whose
   * rate-based rule blocks an address's InitiateAuth calls past the limit for the rest of the
   * window; Cognito answers them `ForbiddenException`. Everything else passes.
   */
  private limitCodeRequests(): void {
    const visibility = (metricName: string) => ({
      cloudWatchMetricsEnabled: true,
      metricName,
      sampledRequestsEnabled: true,
    });
    const acl = new CfnWebACL(this, 'SignInLimits', {
      scope: 'REGIONAL',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('wayfare-sign-in-limits'),
      rules: [
        {
          name: 'code-requests-per-address',
          priority: 0,
          action: { block: {} },
          visibilityConfig: visibility('wayfare-code-requests-per-address'),
          statement: {
            rateBasedStatement: {
              aggregateKeyType: 'IP',
              limit: SIGN_IN_CODE_LIMIT.requests,
              evaluationWindowSec: SIGN_IN_CODE_LIMIT.windowSeconds,
              scopeDownStatement: {
                byteMatchStatement: {
                  fieldToMatch: { singleHeader: { Name: 'x-amz-target' } },
                  positionalConstraint: 'EXACTLY',
                  searchString: CODE_REQUEST_TARGET,
                  textTransformations: [{ priority: 0, type: 'NONE' }],
                },
              },
            },
          },
        },
      ],
    });
    new CfnWebACLAssociation(this, 'SignInLimitsOnUsers', {
      resourceArn: this.userPool.userPoolArn,
      webAclArn: acl.attrArn,
    });
  }
  private createTriggers(config: AppConfig, given: TriggerCapabilities): UserPoolTriggers {
    const capabilities = {
      ...given,
      groupMembership: this.poolAdmin(['cognito-idp:AdminAddUserToGroup']),
      accountCreation: this.poolAdmin([
        'cognito-idp:AdminCreateUser',
        'cognito-idp:AdminAddUserToGroup',
        'cognito-idp:AdminDeleteUser',
      ]),
      humanCheck: this.humanCheck(config),
    };
    const entries = Object.entries(cognitoTriggers) as [CognitoTrigger, string][];
    return Object.fromEntries(
      entries.map(([trigger, entry]) => [
        trigger,
        new AppFunction(this, `${pascalCase(trigger)}Trigger`, {
          entry,
          description: `Wayfare ${config.stage} Cognito ${trigger} trigger`,
          config,
          // Cognito gives up on a trigger after 5 seconds.
          timeout: Duration.seconds(5),
          capabilities: triggerAccess[trigger].map((name) => capabilities[name]),
        }),
      ]),
    );
  }

  /**
   * Admin actions on this account's pools. The pool's own ARN would make the pool and its trigger
   * depend on each other, so the grant names the account's pools and the trigger takes the pool id
   * from its event.
   */
  private poolAdmin(actions: string[]): Capability {
    const pools = Stack.of(this).formatArn({
      service: 'cognito-idp',
      resource: 'userpool',
      resourceName: '*',
    });
    return {
      environment: {},
      grant: (grantee) => {
        Grant.addToPrincipal({ grantee, actions, resourceArns: [pools] });
        acknowledgeWildcardResources(
          grantee.grantPrincipal as unknown as IConstruct,
          "Naming the pool itself would make the pool and its trigger depend on each other; this account's pools only",
          pools,
        );
      },
    };
  }

  /** The human-check provider and the right to read its secret key; nothing when it is off. */
  private humanCheck({ humanCheck }: AppConfig): Capability {
    if (!humanCheck) return { environment: {}, grant: () => {} };
    const secret = Secret.fromSecretNameV2(this, 'HumanCheckSecret', humanCheck.secretName);
    return {
      environment: {
        HUMAN_CHECK_PROVIDER: humanCheck.provider,
        HUMAN_CHECK_SECRET_NAME: humanCheck.secretName,
      },
      grant: (grantee) => secret.grantRead(grantee),
    };
  }

  /** OAuth (hosted UI) exists only for social sign-in; otherwise it is switched off entirely. */
  private oAuthSettings(
    social: SocialProviders,
    webUrl: string,
  ): { oAuth: OAuthSettings } | { disableOAuth: true } {
    if (social.resources.length === 0) return { disableOAuth: true };
    return {
      oAuth: {
        flows: { authorizationCodeGrant: true },
        // COGNITO_ADMIN lets Amplify read the signed-in user's attributes with an OAuth access token.
        scopes: [
          OAuthScope.OPENID,
          OAuthScope.EMAIL,
          OAuthScope.PHONE,
          OAuthScope.PROFILE,
          OAuthScope.COGNITO_ADMIN,
        ],
        // The login page finishes the sign-in; signing out lands on the landing page.
        callbackUrls: [`${webUrl}/login`],
        logoutUrls: [`${webUrl}/`],
      },
    };
  }
}
