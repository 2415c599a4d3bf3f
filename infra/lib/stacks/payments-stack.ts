import { Stack, type StackProps } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import type { AppConfig } from '../config';
import type { Capability } from '../constructs/app-function';
import { acknowledge } from '../nag';

export interface PaymentsStackProps extends StackProps {
  config: AppConfig;
  /** Where a provider sends the rider back after paying. */
  webUrl: string;
}

/**
 * Card payments (docs/money.md): the secret holding the providers' keys and the capability that
 * lets a function read it (the payments resolvers, and the callback endpoint in the API stack).
 */
export class PaymentsStack extends Stack {
  readonly secret: Secret;
  /** What the payments resolvers and the callback need: the secret and which providers are on. */
  readonly payments: Capability;

  constructor(scope: Construct, id: string, props: PaymentsStackProps) {
    super(scope, id, props);
    const { config } = props;
    this.secret = new Secret(this, 'PaymentKeys', {
      secretName: `wayfare/${config.stage}/payments`,
      description:
        'Card payment keys: stripeSecretKey and stripeWebhookSecret (set by the operator), testSigningKey',
      generateSecretString: {
        secretStringTemplate: JSON.stringify({ stripeSecretKey: '', stripeWebhookSecret: '' }),
        generateStringKey: 'testSigningKey',
        excludePunctuation: true,
        passwordLength: 48,
      },
      removalPolicy: config.removalPolicy,
    });
    acknowledge(
      this.secret,
      'SMG4',
      "The provider's keys are rotated at the provider and set here by the operator (docs/money.md)",
    );
    const secret = this.secret;
    this.payments = {
      environment: {
        PAYMENT_PROVIDERS: config.paymentProviders.join(','),
        PAYMENT_SECRET_NAME: secret.secretName,
        PAYMENT_RETURN_URL: props.webUrl,
      },
      grant: (grantee) => {
        secret.grantRead(grantee);
      },
    };
  }
}
