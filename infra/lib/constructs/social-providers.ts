import { SecretValue } from 'aws-cdk-lib';
import {
  ProviderAttribute,
  UserPoolClientIdentityProvider,
  UserPoolIdentityProviderApple,
  UserPoolIdentityProviderFacebook,
  UserPoolIdentityProviderGoogle,
  type IUserPool,
  type IUserPoolIdentityProvider,
} from 'aws-cdk-lib/aws-cognito';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import { Construct } from 'constructs';
import type { SocialProviderConfig } from '../config';

export interface SocialProvidersProps {
  userPool: IUserPool;
  providers: readonly SocialProviderConfig[];
}

const SSM_PREFIX = 'ssm:';

/**
 * Federated sign-in with Google, Facebook and Apple, each only when switched on in context.
 * Client secrets and Apple's private key stay in Secrets Manager and reach CloudFormation only as
 * dynamic references, never as template text.
 */
export class SocialProviders extends Construct {
  /** What the web client must list in SupportedIdentityProviders. */
  readonly clientProviders: UserPoolClientIdentityProvider[] = [];
  /** The client must be created after its providers, or Cognito rejects the unknown names. */
  readonly resources: IUserPoolIdentityProvider[] = [];

  constructor(scope: Construct, id: string, props: SocialProvidersProps) {
    super(scope, id);
    for (const provider of props.providers) {
      this.resources.push(this.createProvider(props.userPool, provider));
    }
  }

  private createProvider(userPool: IUserPool, provider: SocialProviderConfig): IUserPoolIdentityProvider {
    const clientId = this.resolveClientId(provider.clientId);
    const secret = (field: string) => SecretValue.secretsManager(provider.secretName, { jsonField: field });
    switch (provider.name) {
      case 'google':
        this.clientProviders.push(UserPoolClientIdentityProvider.GOOGLE);
        return new UserPoolIdentityProviderGoogle(this, 'Google', {
          userPool,
          clientId,
          clientSecretValue: secret('clientSecret'),
          scopes: ['openid', 'email', 'profile'],
          attributeMapping: {
            email: ProviderAttribute.GOOGLE_EMAIL,
            givenName: ProviderAttribute.GOOGLE_GIVEN_NAME,
            familyName: ProviderAttribute.GOOGLE_FAMILY_NAME,
          },
        });
      case 'facebook':
        this.clientProviders.push(UserPoolClientIdentityProvider.FACEBOOK);
        return new UserPoolIdentityProviderFacebook(this, 'Facebook', {
          userPool,
          clientId,
          // This construct only takes a string; the dynamic reference is still resolved at deploy time.
          clientSecret: secret('clientSecret').unsafeUnwrap(),
          scopes: ['public_profile', 'email'],
          attributeMapping: {
            email: ProviderAttribute.FACEBOOK_EMAIL,
            givenName: ProviderAttribute.FACEBOOK_FIRST_NAME,
            familyName: ProviderAttribute.FACEBOOK_LAST_NAME,
          },
        });
      case 'apple':
        this.clientProviders.push(UserPoolClientIdentityProvider.APPLE);
        return new UserPoolIdentityProviderApple(this, 'Apple', {
          userPool,
          clientId,
          teamId: provider.teamId,
          keyId: provider.keyId,
          privateKeyValue: secret('privateKey'),
          scopes: ['email', 'name'],
          attributeMapping: {
            email: ProviderAttribute.APPLE_EMAIL,
            givenName: ProviderAttribute.APPLE_FIRST_NAME,
            familyName: ProviderAttribute.APPLE_LAST_NAME,
          },
        });
    }
  }

  private resolveClientId(clientId: string): string {
    return clientId.startsWith(SSM_PREFIX)
      ? StringParameter.valueForStringParameter(this, clientId.slice(SSM_PREFIX.length))
      : clientId;
  }
}
