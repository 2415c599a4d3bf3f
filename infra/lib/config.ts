import * as path from 'node:path';
import { RemovalPolicy } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Node } from 'constructs';
import { paths, repoRoot } from './paths';

const socialProviderNames = ['google', 'facebook', 'apple'] as const;
export type SocialProviderName = (typeof socialProviderNames)[number];

/**
 * Client ids are public; a value `ssm:/some/name` is read from that SSM parameter at deploy time.
 * Secrets never pass through context: they are read from the Secrets Manager secret `secretName`
 * (JSON field `clientSecret` for Google and Facebook, `privateKey` for Apple).
 */
interface SocialProviderBase {
  clientId: string;
  secretName: string;
}

export type SocialProviderConfig =
  | (SocialProviderBase & { name: 'google' | 'facebook' })
  | (SocialProviderBase & { name: 'apple'; teamId: string; keyId: string });

const humanCheckProviders = ['turnstile', 'recaptcha'] as const;

/**
 * The invisible human check on mobile code requests (product.md §2): the widget's public site key goes to
 * the web app's config; the provider's secret key stays in the Secrets Manager secret `secretName`
 * (a plain string), read by the PreAuthentication trigger at cold start.
 */
export interface HumanCheckConfig {
  provider: (typeof humanCheckProviders)[number];
  siteKey: string;
  secretName: string;
}

/** Everything the stacks may vary on, read once from CDK context (`-c key=value` or cdk.json). */
export interface AppConfig {
  stage: string;
  logLevel: string;
  logRetention: RetentionDays;
  removalPolicy: RemovalPolicy;
  /** Sender of OTP e-mails; without it e-mail codes cannot be sent. */
  mailFrom?: string;
  /** SES identity to verify: the mailFrom address (default) or its domain. */
  sesIdentity?: string;
  /** SNS platform application (FCM/APNs) for mobile push; without it trips send in-app updates only. */
  pushPlatformArn?: string;
  /** Month-to-date SMS spend that raises the operator alarm. */
  smsMonthlyBudgetUsd: number;
  /** Optional e-mail subscribed to operator alerts. */
  alertEmail?: string;
  socialProviders: SocialProviderConfig[];
  /** Cognito hosted-UI domain prefix (only created with social sign-in). */
  authDomainPrefix?: string;
  /** Absent: no human check (`-c humanCheck=turnstile|recaptcha` switches it on). */
  humanCheck?: HumanCheckConfig;
  /** Built web app; absent at synth time means the site files are not deployed. */
  webDist: string;
  /**
   * Card providers offered (`-c paymentProviders=stripe`), in order; docs/money.md. `test` is for
   * stages without real money: its page is served by the twin, not by the cloud.
   */
  paymentProviders: ('stripe' | 'test')[];
}

const STAGE_PATTERN = /^[a-z][a-z0-9-]{0,19}$/;

function optionalString(node: Node, key: string): string | undefined {
  const value: unknown = node.tryGetContext(key);
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw new Error(`Context "${key}" must be a string`);
  return value;
}

function positiveNumber(node: Node, key: string): number | undefined {
  const value: unknown = node.tryGetContext(key);
  if (value === undefined || value === null || value === '') return undefined;
  const number = Number(value);
  if (!(number > 0)) throw new Error(`Context "${key}" must be a positive number, got "${String(value)}"`);
  return number;
}

/** Accepts `a,b` from the command line or `["a","b"]` from cdk.json. */
function stringList(node: Node, key: string): string[] {
  const value: unknown = node.tryGetContext(key);
  if (value === undefined || value === null) return [];
  const items = Array.isArray(value) ? value : String(value).split(',');
  return items.map((item) => String(item).trim()).filter(Boolean);
}

function requiredFor(node: Node, provider: SocialProviderName, key: string): string {
  const value = optionalString(node, key);
  if (!value) throw new Error(`Social provider "${provider}" is enabled but context "${key}" is missing`);
  return value;
}

function readSocialProvider(node: Node, stage: string, name: string): SocialProviderConfig {
  if (!(socialProviderNames as readonly string[]).includes(name)) {
    throw new Error(`Unknown social provider "${name}"; expected one of ${socialProviderNames.join(', ')}`);
  }
  const provider = name as SocialProviderName;
  const base = {
    clientId: requiredFor(node, provider, `${provider}ClientId`),
    secretName: optionalString(node, `${provider}SecretName`) ?? `wayfare/${stage}/${provider}`,
  };
  if (provider !== 'apple') return { ...base, name: provider };
  return {
    ...base,
    name: provider,
    teamId: requiredFor(node, provider, 'appleTeamId'),
    keyId: requiredFor(node, provider, 'appleKeyId'),
  };
}

function readHumanCheck(node: Node, stage: string): HumanCheckConfig | undefined {
  const provider = optionalString(node, 'humanCheck');
  if (!provider) return undefined;
  if (!(humanCheckProviders as readonly string[]).includes(provider)) {
    throw new Error(
      `Context "humanCheck" must be one of ${humanCheckProviders.join(', ')}, got "${provider}"`,
    );
  }
  const siteKey = optionalString(node, 'humanCheckSiteKey');
  if (!siteKey)
    throw new Error(`Human check "${provider}" is enabled but context "humanCheckSiteKey" is missing`);
  return {
    provider: provider as HumanCheckConfig['provider'],
    siteKey,
    secretName: optionalString(node, 'humanCheckSecretName') ?? `wayfare/${stage}/human-check`,
  };
}

export function readAppConfig(node: Node): AppConfig {
  const stage = optionalString(node, 'stage') ?? 'dev';
  if (!STAGE_PATTERN.test(stage))
    throw new Error(`Context "stage" must match ${STAGE_PATTERN}, got "${stage}"`);
  const production = isProductionStage(stage);
  const webDist = optionalString(node, 'webDist');
  return {
    stage,
    logLevel: optionalString(node, 'logLevel') ?? 'INFO',
    logRetention: production ? RetentionDays.SIX_MONTHS : RetentionDays.ONE_MONTH,
    // Production data and users survive a stack deletion; other stages clean up after themselves.
    removalPolicy: production ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    mailFrom: optionalString(node, 'mailFrom'),
    sesIdentity: optionalString(node, 'sesIdentity'),
    pushPlatformArn: optionalString(node, 'pushPlatformArn'),
    smsMonthlyBudgetUsd: positiveNumber(node, 'smsMonthlyBudgetUsd') ?? 50,
    alertEmail: optionalString(node, 'alertEmail'),
    socialProviders: stringList(node, 'socialProviders').map((name) => readSocialProvider(node, stage, name)),
    authDomainPrefix: optionalString(node, 'authDomainPrefix'),
    humanCheck: readHumanCheck(node, stage),
    webDist: webDist ? path.resolve(repoRoot, webDist) : paths.webDist,
    paymentProviders: readPaymentProviders(node, { production }),
  };
}

/** `prod` and its variants (`prod-eu`, `production`): where real users and real money are. */
export const isProductionStage = (stage: string): boolean => /^prod(uction)?(-|$)/.test(stage);

/**
 * The test provider's approval page marks a booking paid without any money (anyone may open it),
 * so it can never be switched on where real money moves: in a production stage, or beside a real
 * provider in the same deployment.
 */
function readPaymentProviders(
  node: Node,
  { production }: { production: boolean },
): AppConfig['paymentProviders'] {
  const names = stringList(node, 'paymentProviders');
  for (const name of names) {
    if (name !== 'stripe' && name !== 'test') {
      throw new Error(`Context "paymentProviders" may list stripe and test, got "${name}"`);
    }
  }
  if (names.includes('test') && (production || names.includes('stripe'))) {
    throw new Error(
      'Context "paymentProviders": the test provider settles bookings without money and is refused ' +
        (production ? 'in a production stage' : 'beside a real provider (stripe)'),
    );
  }
  return names as AppConfig['paymentProviders'];
}
