import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { TrackingEntry } from '@wayfare/shared';
import type { TrackingRepository } from '../../ports/tracking-repository';
import { pageOptions, type Page, type PageRequest } from './page';
import { expiresAt } from './retention';
import { trackingEntryEntity } from './tracking-entry.entity';

type Entity = ReturnType<typeof trackingEntryEntity>;

const toEntry = ({ at, status, lat, lng, heading, eta, routedAt }: TrackingEntry): TrackingEntry => ({
  at,
  status,
  lat,
  lng,
  ...(heading == null ? {} : { heading }),
  ...(eta == null ? {} : { eta, routedAt }),
});

/**
 * Tracking entries in the booking's partition, sorted by time. Two reports of the same
 * millisecond are one position: the later write replaces the earlier (a put, not a create).
 */
export class DynamoTrackingRepository implements TrackingRepository {
  private readonly entity: Entity;

  constructor(
    client: DynamoDBDocumentClient,
    table: string,
    private readonly options: { retentionDays: number },
  ) {
    this.entity = trackingEntryEntity(client, table);
  }

  async add(bookingId: string, entry: TrackingEntry): Promise<TrackingEntry> {
    await this.entity
      .put({ bookingId, ...toEntry(entry), ttl: expiresAt(entry.at, this.options.retentionDays) })
      .go({ response: 'none' });
    return toEntry(entry);
  }

  async listByBooking(bookingId: string, request: PageRequest): Promise<Page<TrackingEntry>> {
    const { data, cursor } = await this.entity.query
      .byBooking({ bookingId })
      .go({ ...pageOptions(request), order: 'asc' });
    return { items: data.map(toEntry), nextToken: cursor };
  }

  async last(bookingId: string): Promise<TrackingEntry | null> {
    const { data } = await this.entity.query.byBooking({ bookingId }).go({ limit: 1, order: 'desc' });
    return data[0] ? toEntry(data[0]) : null;
  }
}
