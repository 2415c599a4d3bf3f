import type { PaymentProviderName } from '@wayfare/shared';
import { HUMAN_CHECK_PROVIDERS, type HumanCheckProvider } from '../ports/human-check';

/**
 * The only reader of process.env. Read and validated once, at cold start: a missing required
 * variable fails the function's first import, not a user's request.
 * In the cloud the stacks pass these in; the local twin sets them before it loads any handler.
 */
/** Amazon Location's resources by name in the cloud; the bundled gazetteer on the twin (docs/places.md). */
export type PlacesSource =
  { provider: 'amazon-location'; placeIndex: string; routeCalculator: string } | { provider: 'offline' };

export interface Env {
  region: string;
  tableName: string;
  userPoolId: string;
  imagesBucket: string;
  /** Sender address for e-mail (SES). */
  mailFrom: string;
  /** Where routes and place searches come from; absent in a function not given them. */
  places?: PlacesSource;
  /** Endpoint overrides: set only by the local twin, absent in the cloud. */
  endpoints: {
    dynamodb?: string;
    cognito?: string;
    s3?: string;
    sns?: string;
    ses?: string;
    location?: string;
  };
  /**
   * The key pair the twin generates per data folder (TWIN_ACCESS_KEY_ID, TWIN_SECRET_ACCESS_KEY):
   * its bucket, Cognito admin API and AppSync IAM mode accept no other. Absent in the cloud.
   */
  twinCredentials?: { accessKeyId: string; secretAccessKey: string };
  /** The API's GraphQL URL, where live trip updates are published (IAM-signed). */
  graphqlUrl?: string;
  /** How long before its tripdate a ride booked for later is offered to drivers (ms). */
  scheduledLeadMs: number;
  /** SNS platform application for mobile push; absent = no push (in-app updates only). */
  pushPlatformArn?: string;
  /** Log level for Powertools' logger. */
  logLevel: string;
  /** Days tracking points and chat messages are kept before TTL removes them. */
  dataRetentionDays: number;
  /** The human check on mobile code requests (product.md §2); absent = none (the twin, or not configured). */
  humanCheck?: { provider: HumanCheckProvider; secretName: string };
  /** The secret paging cursors are sealed with (api/sealed-cursors.ts); only the API's functions get it. */
  cursorSecret?: string;
  payments: PaymentsEnv;
}

/** Card payment providers (docs/money.md). */
export interface PaymentsEnv {
  /** The providers offered, in order (PAYMENT_PROVIDERS, comma-separated; empty = none). */
  providers: readonly PaymentProviderName[];
  /**
   * Where the keys are: a Secrets Manager secret (cloud) or the JSON itself (the twin only), with
   * `testSigningKey`, `stripeSecretKey`, `stripeWebhookSecret` as the providers need.
   */
  secret?: { name: string } | { json: string };
  /** The test provider's approve/decline page. */
  testPageUrl: string;
  /** Where a provider sends the rider back after paying. */
  returnUrl: string;
}

function required(name: string, source: NodeJS.ProcessEnv): string {
  const value = source[name];
  if (!value) throw new Error(`Missing required environment variable ${name}`);
  return value;
}

function positiveNumber(name: string, source: NodeJS.ProcessEnv, fallback: number): number {
  const value = source[name];
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!(parsed > 0)) throw new Error(`Environment variable ${name} must be a positive number`);
  return parsed;
}

function readHumanCheck(source: NodeJS.ProcessEnv): Env['humanCheck'] {
  const provider = source.HUMAN_CHECK_PROVIDER;
  if (!provider) return undefined;
  if (!(HUMAN_CHECK_PROVIDERS as readonly string[]).includes(provider)) {
    throw new Error(`HUMAN_CHECK_PROVIDER must be one of ${HUMAN_CHECK_PROVIDERS.join(', ')}`);
  }
  return {
    provider: provider as HumanCheckProvider,
    secretName: required('HUMAN_CHECK_SECRET_NAME', source),
  };
}

function readPlaces(source: NodeJS.ProcessEnv): PlacesSource | undefined {
  const provider = source.PLACES_PROVIDER ?? (source.PLACE_INDEX ? 'amazon-location' : undefined);
  if (provider === undefined) return undefined;
  if (provider === 'offline') return { provider };
  if (provider !== 'amazon-location') throw new Error('PLACES_PROVIDER must be amazon-location or offline');
  return {
    provider,
    placeIndex: required('PLACE_INDEX', source),
    routeCalculator: required('ROUTE_CALCULATOR', source),
  };
}

function readPayments(source: NodeJS.ProcessEnv): PaymentsEnv {
  const providers = (source.PAYMENT_PROVIDERS ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  for (const name of providers) {
    if (!(SUPPORTED_PAYMENT_PROVIDERS as readonly string[]).includes(name)) {
      throw new Error(`PAYMENT_PROVIDERS may name only ${SUPPORTED_PAYMENT_PROVIDERS.join(', ')}`);
    }
  }
  const secret = source.PAYMENT_SECRET_NAME
    ? { name: source.PAYMENT_SECRET_NAME }
    : source.PAYMENT_SECRET_JSON
      ? { json: source.PAYMENT_SECRET_JSON }
      : undefined;
  if (providers.length > 0 && !secret) {
    throw new Error('PAYMENT_PROVIDERS needs PAYMENT_SECRET_NAME (or PAYMENT_SECRET_JSON on the twin)');
  }
  return {
    providers: providers as PaymentProviderName[],
    secret,
    testPageUrl: source.PAYMENT_TEST_PAGE_URL ?? '',
    returnUrl: source.PAYMENT_RETURN_URL ?? '',
  };
}

/** The providers this code has adapters for. */
export const SUPPORTED_PAYMENT_PROVIDERS = [
  'stripe',
  'test',
] as const satisfies readonly PaymentProviderName[];

function readTwinCredentials(source: NodeJS.ProcessEnv): Env['twinCredentials'] {
  const accessKeyId = source.TWIN_ACCESS_KEY_ID;
  const secretAccessKey = source.TWIN_SECRET_ACCESS_KEY;
  return accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined;
}

export function readEnv(source: NodeJS.ProcessEnv): Env {
  return {
    region: source.AWS_REGION ?? 'us-east-1',
    tableName: required('TABLE_NAME', source),
    userPoolId: source.USER_POOL_ID ?? '',
    imagesBucket: source.IMAGES_BUCKET ?? '',
    mailFrom: source.MAIL_FROM ?? 'no-reply@wayfare.local',
    places: readPlaces(source),
    endpoints: {
      dynamodb: source.DYNAMODB_ENDPOINT || undefined,
      cognito: source.COGNITO_ENDPOINT || undefined,
      s3: source.S3_ENDPOINT || undefined,
      sns: source.SNS_ENDPOINT || undefined,
      ses: source.SES_ENDPOINT || undefined,
      location: source.LOCATION_ENDPOINT || undefined,
    },
    twinCredentials: readTwinCredentials(source),
    graphqlUrl: source.GRAPHQL_URL || undefined,
    pushPlatformArn: source.PUSH_PLATFORM_ARN || undefined,
    scheduledLeadMs: positiveNumber('DISPATCH_LEAD_MINUTES', source, 10) * 60_000,
    logLevel: source.LOG_LEVEL ?? 'INFO',
    dataRetentionDays: positiveNumber('DATA_RETENTION_DAYS', source, 90),
    humanCheck: readHumanCheck(source),
    cursorSecret: source.CURSOR_KEY || undefined,
    payments: readPayments(source),
  };
}

export const env: Env = readEnv(process.env);
