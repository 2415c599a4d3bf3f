import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { ChatRepository, StoredChatMessage } from '../../ports/chat-repository';
import { chatMessageEntity } from './chat-message.entity';
import { isConditionFailure } from './conditional-check';
import { pageOptions, type Page, type PageRequest } from './page';
import { expiresAt } from './retention';

type Entity = ReturnType<typeof chatMessageEntity>;

const toMessage = ({ ttl: _expiry, ...message }: StoredChatMessage & { ttl: number }): StoredChatMessage =>
  message;

/** Chat messages in the booking's partition, sorted by send time. */
export class DynamoChatRepository implements ChatRepository {
  private readonly entity: Entity;

  constructor(
    client: DynamoDBDocumentClient,
    table: string,
    private readonly options: { retentionDays: number },
  ) {
    this.entity = chatMessageEntity(client, table);
  }

  async add(message: StoredChatMessage): Promise<StoredChatMessage> {
    try {
      await this.entity
        .create({ ...message, ttl: expiresAt(message.at, this.options.retentionDays) })
        .go({ response: 'none' });
    } catch (error) {
      // The same message id again is a retry of a send that already landed.
      if (!isConditionFailure(error)) throw error;
    }
    return message;
  }

  async listByBooking(bookingId: string, request: PageRequest): Promise<Page<StoredChatMessage>> {
    const { data, cursor } = await this.entity.query
      .byBooking({ bookingId })
      .go({ ...pageOptions(request), order: 'asc' });
    return { items: data.map(toMessage), nextToken: cursor };
  }
}
