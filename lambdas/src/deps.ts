/**
 * The only place that builds SDK clients and picks adapters. Clients are created once per cold
 * start and reused across invocations. In the cloud no endpoint is set; the local twin sets
 * endpoints (DESIGN.md §3) and nothing else changes.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { S3Client } from '@aws-sdk/client-s3';
import { SNSClient } from '@aws-sdk/client-sns';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { LocationClient } from '@aws-sdk/client-location';
import { env, type PlacesSource } from './config/env';
import { DynamoSettingsRepository } from './adapters/dynamodb/settings.repository';
import { DynamoUserRepository } from './adapters/dynamodb/user.repository';
import { DynamoBookingRepository } from './adapters/dynamodb/booking.repository';
import { dynamoStreamImages } from './adapters/dynamodb/stream-images';
import { DynamoTrackingRepository } from './adapters/dynamodb/tracking.repository';
import { DynamoInbox } from './adapters/dynamodb/inbox.repository';
import { DynamoSavedPlaces } from './adapters/dynamodb/saved-places.repository';
import { DynamoChatRepository } from './adapters/dynamodb/chat.repository';
import { DynamoDispatchIndex } from './adapters/dynamodb/dispatch-index.repository';
import { DynamoEarningsRepository } from './adapters/dynamodb/earnings.repository';
import { DynamoWalletLedger } from './adapters/dynamodb/wallet-ledger.repository';
import { DynamoAuditLog } from './adapters/dynamodb/audit-log.repository';
import { DynamoWithdrawRequestRepository } from './adapters/dynamodb/withdraw-request.repository';
import { DynamoCardTopUpRepository } from './adapters/dynamodb/card-top-up.repository';
import { DynamoPromoRepository } from './adapters/dynamodb/promo.repository';
import { DynamoNotificationRepository } from './adapters/dynamodb/notification.repository';
import { DynamoCancelReasonRepository } from './adapters/dynamodb/cancel-reasons.repository';
import { DynamoCarTypeRepository } from './adapters/dynamodb/car-type.repository';
import { DynamoCategoryRepository } from './adapters/dynamodb/category.repository';
import { DynamoProductRepository } from './adapters/dynamodb/product.repository';
import { DynamoOtpRateCounter } from './adapters/dynamodb/otp-rate.repository';
import { DynamoSignInAttempts } from './adapters/dynamodb/sign-in-attempt.repository';
import { DynamoSignUpProofs } from './adapters/dynamodb/sign-up-proof.repository';
import { DynamoContactProofs } from './adapters/dynamodb/contact-proof.repository';
import { DynamoReceiptMails } from './adapters/dynamodb/receipt-mails.repository';
import { secretStringOnce } from './adapters/human-check/secret-string';
import { createSiteverifyHumanCheck } from './adapters/human-check/siteverify.human-check';
import { createCognitoIdentityAdmin } from './adapters/cognito/cognito-identity-admin';
import { createS3ImageStore } from './adapters/s3/s3-image-store';
import { DynamoLanguageRepository } from './adapters/dynamodb/language.repository';
import { DynamoAppInfoRepository } from './adapters/dynamodb/app-info.repository';
import { createSnsPushSender } from './adapters/notify/push.sender';
import { createContactCodeSender } from './adapters/notify/contact-code-sender';
import { createSesEmailSender } from './adapters/notify/email.sender';
import { createOtpSender } from './adapters/notify/otp-sender';
import { createSnsSmsSender } from './adapters/notify/sms.sender';
import { createAmazonLocationPlaces } from './adapters/location/amazon-location.places';
import { createOfflinePlaces } from './adapters/offline-places/offline.places';
import { countedPlaces } from './adapters/offline-places/counted-places';
import { NYC_GAZETTEER } from './adapters/offline-places/nyc-gazetteer';
import { DynamoFareQuoteStore } from './adapters/dynamodb/fare-quote.repository';
import { createAppSyncInboxEvents } from './adapters/appsync/appsync-inbox-events';
import { createAppSyncTripEvents } from './adapters/appsync/appsync-trip-events';
import { DynamoSafetyEvents } from './adapters/dynamodb/safety-events.repository';
import { DynamoTripShares } from './adapters/dynamodb/trip-shares.repository';
import { createAppSyncWalletEvents } from './adapters/appsync/appsync-wallet-events';
import { defaultProvider } from '@aws-sdk/credential-provider-node';
import type { Places } from './ports/places';
import { withoutSdkLogging } from './adapters/dynamodb/without-sdk-logging';
import { createStripeGateway } from './adapters/payments/stripe.gateway';
import { createTestGateway } from './adapters/payments/test.gateway';
import type { PaymentGateway } from './ports/payment-gateway';

interface PaymentSecrets {
  testSigningKey?: string;
  stripeSecretKey?: string;
  stripeWebhookSecret?: string;
}

/**
 * The twin's endpoints take the key pair it generated for its data folder (DynamoDB Local and the
 * outbox take any); the cloud uses the function's role.
 */
const localCredentials = env.twinCredentials ?? { accessKeyId: 'local', secretAccessKey: 'local' };
const clientOptions = (endpoint: string | undefined) =>
  endpoint ? { region: env.region, endpoint, credentials: localCredentials } : { region: env.region };

/**
 * Builds a dependency on first use. Marked free of side effects so that esbuild drops the
 * dependencies (and their libraries, e.g. h3-js) that a function's handler never uses.
 */
/* @__NO_SIDE_EFFECTS__ */
function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

export const documentClient = once(() =>
  DynamoDBDocumentClient.from(withoutSdkLogging(new DynamoDBClient(clientOptions(env.endpoints.dynamodb))), {
    marshallOptions: { removeUndefinedValues: true },
  }),
);

export const cognitoClient = once(
  () => new CognitoIdentityProviderClient(clientOptions(env.endpoints.cognito)),
);

export const s3Client = once(
  () =>
    new S3Client({
      ...clientOptions(env.endpoints.s3),
      forcePathStyle: Boolean(env.endpoints.s3),
      // Without this, presigned uploads carry an empty-body checksum that real S3 rejects.
      requestChecksumCalculation: 'WHEN_REQUIRED',
    }),
);

export const locationClient = once(
  () =>
    new LocationClient({
      ...clientOptions(env.endpoints.location),
      // A non-AWS endpoint has no per-operation host prefixes ("routes.", "places.").
      ...(env.endpoints.location ? { disableHostPrefix: true } : {}),
    }),
);

export const snsClient = once(() => new SNSClient(clientOptions(env.endpoints.sns)));

export const sesClient = once(() => new SESv2Client(clientOptions(env.endpoints.ses)));

/** The one clock every area is given: epoch milliseconds. */
export const now = (): number => Date.now();

export const settingsRepository = once(() => new DynamoSettingsRepository(documentClient(), env.tableName));

export const userRepository = once(() => new DynamoUserRepository(documentClient(), env.tableName));

const retention = { retentionDays: env.dataRetentionDays };

export const bookingRepository = once(
  () => new DynamoBookingRepository(documentClient(), env.tableName, retention),
);

export const trackingRepository = once(
  () => new DynamoTrackingRepository(documentClient(), env.tableName, retention),
);

export const tripShares = once(() => new DynamoTripShares(documentClient(), env.tableName, retention));
export const safetyEvents = once(() => new DynamoSafetyEvents(documentClient(), env.tableName));

export const inbox = once(() => new DynamoInbox(documentClient(), env.tableName, retention));

export const savedPlaces = once(() => new DynamoSavedPlaces(documentClient(), env.tableName));

export const chatRepository = once(
  () => new DynamoChatRepository(documentClient(), env.tableName, retention),
);

export const dispatchIndex = once(() => new DynamoDispatchIndex(documentClient(), env.tableName));

export const earningsRepository = once(() => new DynamoEarningsRepository(documentClient(), env.tableName));

export const walletLedger = once(() => new DynamoWalletLedger(documentClient(), env.tableName));

export const auditLog = once(() => new DynamoAuditLog(documentClient(), env.tableName));

export const withdrawRequestRepository = once(
  () => new DynamoWithdrawRequestRepository(documentClient(), env.tableName),
);

export const cardTopUpRepository = once(() => new DynamoCardTopUpRepository(documentClient(), env.tableName));

export const promoRepository = once(() => new DynamoPromoRepository(documentClient(), env.tableName));

export const notificationRepository = once(
  () => new DynamoNotificationRepository(documentClient(), env.tableName),
);

export const cancelReasonRepository = once(
  () => new DynamoCancelReasonRepository(documentClient(), env.tableName),
);

export const carTypeRepository = once(() => new DynamoCarTypeRepository(documentClient(), env.tableName));

export const categoryRepository = once(() => new DynamoCategoryRepository(documentClient(), env.tableName));

export const productRepository = once(() => new DynamoProductRepository(documentClient(), env.tableName));

export const otpRateCounter = once(() => new DynamoOtpRateCounter(documentClient(), env.tableName));

export const signInAttempts = once(() => new DynamoSignInAttempts(documentClient(), env.tableName));

export const signUpProofs = once(() => new DynamoSignUpProofs(documentClient(), env.tableName));

export const contactProofs = once(() => new DynamoContactProofs(documentClient(), env.tableName));

/** The table stream's images as bookings and ledger entries (the records carry them: no client). */
export const streamImages = () => dynamoStreamImages;

export const receiptMails = once(() => new DynamoReceiptMails(documentClient(), env.tableName));

/** E-mail through SES (the twin's outbox locally). */
export const emailSender = once(() => createSesEmailSender(sesClient(), env.mailFrom));

/** One-time codes by SMS (SNS) or e-mail (SES). */
export const otpSender = once(() =>
  createOtpSender({ sms: createSnsSmsSender(snsClient()), email: emailSender() }),
);

/** The per-contact count of codes sent, shared by sign-in codes and profile contact codes. */
export const otpCodeLimit = {
  count: (contact: string, now: number, limit: number) => otpRateCounter().tryCount(contact, now, limit),
  now,
};

/** Profile contact codes: the sign-in codes' senders and their per-contact limit. */
export const contactCodeSender = once(() => createContactCodeSender(otpSender(), otpCodeLimit));

/** The human check on mobile code requests, or undefined when none is configured (the twin). */
export const humanCheck = once(() => {
  const config = env.humanCheck;
  if (!config) return undefined;
  const secrets = new SecretsManagerClient({ region: env.region });
  return createSiteverifyHumanCheck({
    provider: config.provider,
    secret: secretStringOnce(secrets, config.secretName),
  });
});

/** Cognito admin calls on the pool named by USER_POOL_ID (resolvers); triggers pass their event's pool. */
export const identityAdmin = (userPoolId: string = env.userPoolId) =>
  createCognitoIdentityAdmin(cognitoClient(), userPoolId);

export const imageStore = once(() => createS3ImageStore(s3Client(), env.imagesBucket));

export const languageRepository = once(() => new DynamoLanguageRepository(documentClient(), env.tableName));

export const appInfoRepository = once(() => new DynamoAppInfoRepository(documentClient(), env.tableName));

/** Routes and place search: Amazon Location in the cloud, the demo city's gazetteer on the twin. */
export function placesFrom(source: PlacesSource | undefined, client: () => LocationClient): Places {
  if (!source)
    throw new Error('This function was given no places (PLACE_INDEX/ROUTE_CALCULATOR or PLACES_PROVIDER)');
  return source.provider === 'offline'
    ? countedPlaces(createOfflinePlaces(NYC_GAZETTEER))
    : createAmazonLocationPlaces(client(), source);
}

export const places = once(() => placesFrom(env.places, locationClient));

export const fareQuoteStore = once(() => new DynamoFareQuoteStore(documentClient(), env.tableName));

/** Where the IAM-only publish mutations go, signed by the function's role (the twin's keys locally). */
function publisherOptions(what: string) {
  if (!env.graphqlUrl) throw new Error(`GRAPHQL_URL is not set: ${what} have nowhere to go`);
  return {
    url: env.graphqlUrl,
    region: env.region,
    credentials: env.endpoints.dynamodb ? localCredentials : defaultProvider(),
  };
}

/** Live trip updates through the API's IAM-only publish mutations. */
export const tripEvents = once(() => createAppSyncTripEvents(publisherOptions('live trip updates')));

/** Live wallet changes through the API's IAM-only publish mutation (the stream consumer signs). */
export const walletEvents = once(() => createAppSyncWalletEvents(publisherOptions('live wallet changes')));

/** Live received notifications through the API's IAM-only publish mutation (the stream consumer signs). */
export const inboxEvents = once(() =>
  createAppSyncInboxEvents(publisherOptions('live received notifications')),
);

/** Mobile push, or undefined where no platform application is configured. */
export const pushSender = once(() =>
  env.pushPlatformArn ? createSnsPushSender(snsClient(), env.pushPlatformArn) : undefined,
);

/** The card payment keys (docs/money.md), fetched once per cold start. */
const paymentSecrets = once(() => {
  const secret = env.payments.secret;
  if (!secret) return async (): Promise<PaymentSecrets> => ({});
  const text =
    'json' in secret
      ? async () => secret.json
      : secretStringOnce(new SecretsManagerClient({ region: env.region }), secret.name);
  return async () => JSON.parse(await text()) as PaymentSecrets;
});

function required(secrets: PaymentSecrets, name: keyof PaymentSecrets): string {
  const value = secrets[name];
  if (!value) throw new Error(`The payment secret has no ${name}`);
  return value;
}

/** The providers this deployment offers, in the configured order. */
export const paymentGateways = once((): PaymentGateway[] =>
  env.payments.providers.map((name) =>
    name === 'stripe'
      ? createStripeGateway({
          secrets: async () => {
            const secrets = await paymentSecrets()();
            return {
              secretKey: required(secrets, 'stripeSecretKey'),
              webhookSecret: required(secrets, 'stripeWebhookSecret'),
            };
          },
          returnUrl: env.payments.returnUrl,
          now,
        })
      : createTestGateway({
          pageUrl: env.payments.testPageUrl,
          signingKey: async () => required(await paymentSecrets()(), 'testSigningKey'),
          now,
        }),
  ),
);
