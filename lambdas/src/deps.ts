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
import { env } from './config/env';
import { DynamoSettingsRepository } from './adapters/dynamodb/settings.repository';
import { DynamoUserRepository } from './adapters/dynamodb/user.repository';

/** Twin endpoints accept any credentials; the cloud uses the function's role. */
const localCredentials = { accessKeyId: 'local', secretAccessKey: 'local' };
const clientOptions = (endpoint: string | undefined) =>
  endpoint ? { region: env.region, endpoint, credentials: localCredentials } : { region: env.region };

function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

export const documentClient = once(() =>
  DynamoDBDocumentClient.from(new DynamoDBClient(clientOptions(env.endpoints.dynamodb)), {
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

export const snsClient = once(() => new SNSClient(clientOptions(env.endpoints.sns)));

export const sesClient = once(() => new SESv2Client(clientOptions(env.endpoints.ses)));

export const clock = (): Date => new Date();

export const settingsRepository = once(() => new DynamoSettingsRepository(documentClient(), env.tableName));

export const userRepository = once(() => new DynamoUserRepository(documentClient(), env.tableName));
