import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { TripShare, TripShares } from '../../ports/trip-shares';
import { isConditionFailure } from './conditional-check';
import { expiresAt } from './retention';
import { tripShareEntity } from './trip-share.entity';

type Entity = ReturnType<typeof tripShareEntity>;

/** More than a booking ever holds (at most 5 live links, docs/trips.md): one Query page reads them all. */
const LIST_LIMIT = 100;

const toShare = ({ bookingId, secret, customer, createdAt, revokedAt }: TripShare): TripShare => ({
  bookingId,
  secret,
  customer,
  createdAt,
  ...(revokedAt === undefined ? {} : { revokedAt }),
});

export class DynamoTripShares implements TripShares {
  private readonly entity: Entity;

  constructor(
    client: DynamoDBDocumentClient,
    table: string,
    private readonly retention: { retentionDays: number },
  ) {
    this.entity = tripShareEntity(client, table);
  }

  async create(share: TripShare): Promise<void> {
    await this.entity
      .create({ ...toShare(share), ttl: expiresAt(share.createdAt, this.retention.retentionDays) })
      .go({ response: 'none' });
  }

  async get(bookingId: string, secret: string): Promise<TripShare | null> {
    const { data } = await this.entity.get({ bookingId, secret }).go();
    return data ? toShare(data) : null;
  }

  async list(bookingId: string): Promise<TripShare[]> {
    const { data } = await this.entity.query.byBooking({ bookingId }).go({ limit: LIST_LIMIT });
    return data.map(toShare);
  }

  async revoke({ bookingId, secret }: TripShare, at: number): Promise<void> {
    await this.entity
      .patch({ bookingId, secret })
      .set({ revokedAt: at })
      .where(({ revokedAt }, { notExists }) => notExists(revokedAt))
      .go({ response: 'none' })
      .catch((error: unknown) => {
        // Already revoked by a concurrent Stop sharing: the outcome is the same.
        if (!isConditionFailure(error)) throw error;
      });
  }
}
