import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { ContactProofs, PendingContact } from '../../ports/contact-proofs';
import type { ContactKind } from '../../ports/user-repository';
import { isConditionFailure } from './conditional-check';
import { contactProofEntity } from './contact-proof.entity';

/** Pending profile contacts in the single table; answering one is a conditional write on its hash. */
export class DynamoContactProofs implements ContactProofs {
  private readonly entity;

  constructor(client: DynamoDBDocumentClient, table: string) {
    this.entity = contactProofEntity(client, table);
  }

  async put(pending: PendingContact): Promise<void> {
    await this.entity.put({ ...pending, ttl: Math.ceil(pending.expiresAt / 1000) }).go({ response: 'none' });
  }

  async get(uid: string, kind: ContactKind): Promise<PendingContact | null> {
    const { data } = await this.entity.get({ uid, kind }).go({ consistent: true });
    if (!data) return null;
    const { ttl: _ttl, ...pending } = data;
    return pending;
  }

  async countWrongAnswer(uid: string, kind: ContactKind, codeHash: string): Promise<void> {
    try {
      await this.entity
        .patch({ uid, kind })
        .add({ wrongAnswers: 1 })
        .where((attr, op) => op.eq(attr.codeHash, codeHash))
        .go({ response: 'none' });
    } catch (error) {
      // Replaced by a new code or taken meanwhile: nothing left to count against.
      if (!isConditionFailure(error)) throw error;
    }
  }

  async take(uid: string, kind: ContactKind, codeHash: string): Promise<boolean> {
    try {
      await this.entity
        .delete({ uid, kind })
        .where((attr, op) => op.eq(attr.codeHash, codeHash))
        .go({ response: 'none' });
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }
}
