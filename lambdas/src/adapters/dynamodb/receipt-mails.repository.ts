import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { ReceiptMails } from '../../ports/receipt-mails';
import { isConditionFailure } from './conditional-check';
import { receiptMailEntity } from './receipt-mail.entity';

/** The receipt e-mails' once-only marks in the single table (docs/data-model.md). */
export class DynamoReceiptMails implements ReceiptMails {
  private readonly entity;

  constructor(client: DynamoDBDocumentClient, table: string) {
    this.entity = receiptMailEntity(client, table);
  }

  async claim(bookingId: string, at: Date): Promise<boolean> {
    try {
      await this.entity.create({ bookingId, sentAt: at.toISOString() }).go({ response: 'none' });
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  async release(bookingId: string): Promise<void> {
    await this.entity.delete({ bookingId }).go({ response: 'none' });
  }
}
