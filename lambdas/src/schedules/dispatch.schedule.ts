/** The scheduled dispatch sweep (schedule-map.ts): due rides later and next offer rounds. */
import { logger } from '../observability/logger';
import { sweepDueDispatch } from '../trips/dispatch';
import { tripsDeps } from '../trips/trips-deps.factory';

export const handler = async (): Promise<{ dispatched: number }> => {
  const result = await sweepDueDispatch(tripsDeps());
  if (result.dispatched > 0) logger.info('Dispatch sweep', result);
  return result;
};
