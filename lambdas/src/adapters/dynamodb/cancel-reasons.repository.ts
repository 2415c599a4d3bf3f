import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { CancellationReason } from '@wayfare/shared';
import type { CancelReasonRepository } from '../../ports/cancel-reason-repository';
import { cancelReasonsEntity } from './cancel-reasons.entity';

const toReasons = (labels: readonly string[]): CancellationReason[] =>
  labels.map((label, value) => ({ label, value }));

/** The list as one item: GetItem to read, PutItem to replace. */
export class DynamoCancelReasonRepository implements CancelReasonRepository {
  private readonly entity: ReturnType<typeof cancelReasonsEntity>;

  constructor(client: DynamoDBDocumentClient, table: string) {
    this.entity = cancelReasonsEntity(client, table);
  }

  async list(): Promise<CancellationReason[]> {
    const { data } = await this.entity.get({}).go();
    return toReasons(data?.labels ?? []);
  }

  async replace(labels: readonly string[], updatedAt: Date): Promise<CancellationReason[]> {
    await this.entity.put({ labels: [...labels], updatedAt: updatedAt.toISOString() }).go();
    return toReasons(labels);
  }
}
