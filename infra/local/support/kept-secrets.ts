/**
 * Secrets the twin makes for itself and keeps beside its data, so whatever was handed out with
 * them (paging cursors, the backend's signed calls) stays valid across restarts.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SigV4Credentials } from './sigv4';

/** The text kept in `<dataDir>/<file>`, or `make()` written there first; only made without a data folder. */
export function keptSecret(dataDir: string | undefined, file: string, make: () => string): string {
  const path = dataDir && join(dataDir, file);
  if (path && existsSync(path)) return readFileSync(path, 'utf8').trim();
  const secret = make();
  if (path) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(path, secret, { mode: 0o600 });
  }
  return secret;
}

/** An access key id as AWS spells one (20 upper-case letters and digits) and a 40-character secret. */
export function newCredentials(): SigV4Credentials {
  const id = randomBytes(16).toString('hex').toUpperCase().slice(0, 16);
  return { accessKeyId: `AKIA${id}`, secretAccessKey: randomBytes(30).toString('base64') };
}

/**
 * The twin's one key pair: its bucket, Cognito admin API and AppSync IAM mode accept it and no
 * other (never a well-known key such as s3rver's `S3RVER` or `local/local`).
 */
export function twinCredentials(dataDir: string | undefined): SigV4Credentials {
  return JSON.parse(
    keptSecret(dataDir, 'credentials.json', () => JSON.stringify(newCredentials())),
  ) as SigV4Credentials;
}
