/**
 * Run after a deploy (the API stack's trigger; the twin does the same on a kept table): lists every
 * booking under way under its parties (docs/data-model.md, `activeBooking`), so a table holding
 * bookings from before that listing loses none from riders' and drivers' trips under way. Idempotent.
 */
import { bookingRepository } from '../deps';
import { logger } from '../observability/logger';

export const handler = async (): Promise<{ listed: number }> => {
  const listed = await bookingRepository().restoreActiveListings();
  logger.info('Bookings under way listed under their parties', { listed });
  return { listed };
};
