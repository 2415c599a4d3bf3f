import { CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { FunctionUrlAuthType } from 'aws-cdk-lib/aws-lambda';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import type { AppConfig } from '../config';
import { AppFunction, type Capability } from '../constructs/app-function';
import { acknowledge } from '../nag';

export interface PaymentsStackProps extends StackProps {
  config: AppConfig;
  tableAccess: Capability;
  /** Where a provider sends the rider back after paying. */
  webUrl: string;
}

/** The Lambda behind the callback URL (lambdas/src/api/payment-callback.handler.ts). */
export const PAYMENT_CALLBACK_ENTRY = 'api/payment-callback.handler.ts';

/**
 * Card payments (docs/money.md): the secret holding the providers' keys, the capability that lets
 * a function read it, and the callback endpoint — a Lambda function URL the providers call. The
 * URL is public (providers cannot sign AWS requests); the handler trusts only the provider's
 * signature, so the function gets the table and the secret, nothing else.
 */
export class PaymentsStack extends Stack {
  readonly secret: Secret;
  /** What the payments resolvers and the callback need: the secret and which providers are on. */
  readonly payments: Capability;
  readonly callbackUrl: string;

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
    const callback = new AppFunction(this, 'PaymentCallback', {
      entry: PAYMENT_CALLBACK_ENTRY,
      description: `Wayfare ${config.stage} payment provider callback`,
      config,
      capabilities: [props.tableAccess, this.payments],
      timeout: Duration.seconds(15),
    });
    const url = callback.addFunctionUrl({ authType: FunctionUrlAuthType.NONE });
    this.callbackUrl = url.url;
    new CfnOutput(this, 'PaymentCallbackUrl', {
      value: url.url,
      description: 'Give <url>stripe to Stripe as the webhook endpoint (checkout.session.* events)',
    });
  }
}
