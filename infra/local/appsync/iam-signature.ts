/**
 * AppSync's IAM auth mode on the twin: a SigV4-signed request (service appsync) is checked by the
 * twin's one verifier (support/sigv4.ts). The twin knows one key
 * pair, the local credentials every twin client uses; the backend's publisher signs with it.
 */
import type { AppSyncIdentityIAM } from 'aws-lambda';
import { isSigV4, verifySigV4 } from '../support/sigv4';
import type { HeaderBag } from './header-bag';

/** What a signature covers besides the headers. */
export interface SignedRequest {
  method: string;
  path: string;
  body: string;
}

export interface IamCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  accountId: string;
}

export { isSigV4 };

/** The IAM identity of a correctly signed request, or null. */
export async function verifyIamRequest(
  headers: HeaderBag,
  request: SignedRequest | undefined,
  credentials: IamCredentials,
  now: number = Date.now(),
): Promise<AppSyncIdentityIAM | null> {
  if (!request) return null;
  const outcome = await verifySigV4({ ...request, headers }, credentials, 'appsync', now);
  if (!outcome.ok) return null;
  const accessKeyId = outcome.accessKeyId;
  return {
    accountId: credentials.accountId,
    cognitoIdentityPoolId: '',
    cognitoIdentityId: '',
    sourceIp: ['127.0.0.1'],
    username: accessKeyId,
    userArn: `arn:aws:iam::${credentials.accountId}:user/${accessKeyId}`,
    cognitoIdentityAuthType: '',
    cognitoIdentityAuthProvider: '',
  };
}
