import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { SignUpProof, SignUpProofs } from '../../ports/sign-up-proofs';
import { isConditionFailure } from './conditional-check';
import { signUpProofEntity } from './sign-up-proof.entity';

const toProof = ({ codeHash, expiresAt }: SignUpProof): SignUpProof => ({ codeHash, expiresAt });

/** SignUpProofs in the single table, keyed by the contact; taking one is a conditional delete. */
export class DynamoSignUpProofs implements SignUpProofs {
  private readonly entity;

  constructor(client: DynamoDBDocumentClient, table: string) {
    this.entity = signUpProofEntity(client, table);
  }

  async keep(contact: string, proof: SignUpProof): Promise<void> {
    await this.entity
      .put({ contact, ...proof, ttl: Math.ceil(proof.expiresAt / 1000) })
      .go({ response: 'none' });
  }

  async peek(contact: string, now: number): Promise<SignUpProof | undefined> {
    const { data } = await this.entity.get({ contact }).go({ consistent: true });
    return data && now < data.expiresAt ? toProof(data) : undefined;
  }

  async take(contact: string, now: number): Promise<SignUpProof | undefined> {
    try {
      const { data } = await this.entity
        .delete({ contact })
        .where((attr, op) => op.gt(attr.expiresAt, now))
        .go({ response: 'all_old' });
      return data ? toProof(data) : undefined;
    } catch (error) {
      if (isConditionFailure(error)) return undefined;
      throw error;
    }
  }
}
