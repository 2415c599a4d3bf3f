import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Inbox, InboxEntry } from '../../ports/inbox';
import { inboxEntryEntity } from './inbox-entry.entity';
import { pageOptions, type Page, type PageRequest } from './page';
import { expiresAt } from './retention';

type Entity = ReturnType<typeof inboxEntryEntity>;

/** The entry's own attributes (an item's or an image's: not its keys or ttl). */
export function toInboxEntry(item: InboxEntry): InboxEntry {
  const { uid, id, at, title, body, messageKeys, bookingId } = item;
  return { uid, id, at, title, body, messageKeys, ...(bookingId ? { bookingId } : {}) };
}

/** Received notifications in the user's partition, newest first on read. */
export class DynamoInbox implements Inbox {
  private readonly entity: Entity;

  constructor(
    client: DynamoDBDocumentClient,
    table: string,
    private readonly options: { retentionDays: number },
  ) {
    this.entity = inboxEntryEntity(client, table);
  }

  async add(entry: InboxEntry): Promise<void> {
    await this.entity
      .put({ ...toInboxEntry(entry), ttl: expiresAt(entry.at, this.options.retentionDays) })
      .go({ response: 'none' });
  }

  async list(uid: string, request: PageRequest): Promise<Page<InboxEntry>> {
    const { data, cursor } = await this.entity.query
      .byUser({ uid })
      .go({ ...pageOptions(request), order: 'desc' });
    return { items: data.map(toInboxEntry), nextToken: cursor };
  }

  async countAfter(uid: string, after: number, max: number): Promise<number> {
    // One bounded Query of the newest keys: a badge needs no more than `max`.
    const { data } = await this.entity.query
      .byUser({ uid })
      .gte({ at: after + 1 })
      .go({ limit: max, order: 'desc', attributes: ['at'] });
    return data.length;
  }
}
