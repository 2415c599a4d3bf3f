/**
 * The table's stream consumer that keeps the earnings counters (count-earnings.ts). The cloud
 * wires it through an event source mapping (infra streams stack), the twin through its stream
 * poller (infra/local/streams); both call this handler.
 */
import { earningsRepository, now, settingsRepository, streamImages } from '../deps';
import { logger } from '../observability/logger';
import { countEarnings } from './count-earnings';

export const handler = countEarnings({
  images: streamImages(),
  earnings: earningsRepository(),
  settings: settingsRepository(),
  now,
  onFailure: (record, error) =>
    logger.error('Earnings stream record failed', { sequenceNumber: record.dynamodb?.SequenceNumber, error }),
});
