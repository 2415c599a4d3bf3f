/**
 * Counting settled bookings from the table's stream (product.md §9): every booking image that turned
 * PAID or COMPLETE is added to the earnings counters once (the repository's counted mark makes a
 * redelivered record or PAID → COMPLETE harmless). Partial batch responses: on a failed record
 * the batch stops there and the stream retries from it.
 */
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { isSettledBooking, type Booking } from '@wayfare/shared';
import type { EarningsRepository } from '../ports/earnings-repository';
import type { SettingsRepository } from '../ports/settings-repository';
import type { StreamImages } from '../ports/stream-images';

export interface EarningsStreamDeps {
  images: StreamImages;
  earnings: EarningsRepository;
  settings: SettingsRepository;
  now: () => number;
  onFailure: (record: DynamoDBRecord, error: unknown) => void;
}

/** The booking of this record when it is settled now, else null (other items, other statuses). */
function settledBookingOf(images: StreamImages, record: DynamoDBRecord): Booking | null {
  const booking = images.booking(record.dynamodb?.NewImage);
  return booking && isSettledBooking(booking) ? booking : null;
}

export function countEarnings({ images, earnings, settings, now, onFailure }: EarningsStreamDeps) {
  return async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
    let timeZone: string | undefined;
    for (const record of event.Records) {
      try {
        const booking = settledBookingOf(images, record);
        if (!booking) continue;
        timeZone ??= (await settings.get())?.timezone ?? 'UTC';
        await earnings.count(booking, timeZone, new Date(now()));
      } catch (error) {
        onFailure(record, error);
        return { batchItemFailures: [{ itemIdentifier: record.dynamodb?.SequenceNumber ?? '' }] };
      }
    }
    return { batchItemFailures: [] };
  };
}
