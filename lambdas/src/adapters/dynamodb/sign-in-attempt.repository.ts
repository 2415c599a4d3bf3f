import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { SIGN_IN_ATTEMPT_TTL_MS, type SignInAttempts, type SignInStart } from '../../ports/sign-in-attempts';
import { signInAttemptEntity } from './sign-in-attempt.entity';

/** SignInAttempts in the single table: one PutItem per sign-in start, one GetItem per new code. */
export class DynamoSignInAttempts implements SignInAttempts {
  private readonly entity;

  constructor(client: DynamoDBDocumentClient, table: string) {
    this.entity = signInAttemptEntity(client, table);
  }

  async record(username: string, { channel, proven }: SignInStart, now: number): Promise<void> {
    const expiresAt = now + SIGN_IN_ATTEMPT_TTL_MS;
    await this.entity.put({ username, channel, proven, expiresAt, ttl: Math.ceil(expiresAt / 1000) }).go();
  }

  async startOf(username: string, now: number): Promise<SignInStart | undefined> {
    const { data } = await this.entity.get({ username }).go({ consistent: true });
    return data && now < data.expiresAt ? { channel: data.channel, proven: data.proven === true } : undefined;
  }
}
