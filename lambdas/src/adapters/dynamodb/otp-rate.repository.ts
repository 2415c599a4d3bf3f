import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { isConditionFailure } from './conditional-check';
import { otpRateEntity } from './otp-rate.entity';

const HOUR_MS = 60 * 60_000;

/**
 * Counts sign-in codes per contact and clock hour with one conditional update: the count goes up
 * only while it is below the limit, so concurrent requests cannot overshoot it.
 */
export class DynamoOtpRateCounter {
  private readonly entity;

  constructor(client: DynamoDBDocumentClient, table: string) {
    this.entity = otpRateEntity(client, table);
  }

  /** True when one more code may go to `contact` at `now` (and counts it); false at the limit. */
  async tryCount(contact: string, now: number, limit: number): Promise<boolean> {
    const windowStart = Math.floor(now / HOUR_MS) * HOUR_MS;
    try {
      await this.entity
        .upsert({
          contact,
          window: new Date(windowStart).toISOString(),
          // Kept an hour past the window's end, then removed by the table's TTL.
          ttl: Math.floor((windowStart + 2 * HOUR_MS) / 1000),
        })
        .add({ sent: 1 })
        .where((attr, op) => `${op.notExists(attr.sent)} OR ${op.lt(attr.sent, limit)}`)
        .go();
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }
}
