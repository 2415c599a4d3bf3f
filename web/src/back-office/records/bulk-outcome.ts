import type { TFunction } from 'i18next';
import type { BulkResult } from '../../api/bulk-actions';
import type { NotificationType } from '../use-notifications';

export interface BulkOutcome {
  type: NotificationType;
  messageKey: string;
  params: Record<string, unknown>;
}

/**
 * What a bulk action's result says to the operator: how many succeeded and, for each refused row,
 * its name and the server's reason (translated), e.g. "2 done. Not done: WELCOME10 (demo mode)".
 */
export function bulkOutcome<T>(
  result: BulkResult,
  rows: readonly T[],
  {
    trackBy,
    nameOf,
    t,
    doneKey,
  }: { trackBy: (row: T) => string; nameOf: (row: T) => string; t: TFunction; doneKey: string },
): BulkOutcome {
  const names = new Map(rows.map((row) => [trackBy(row), nameOf(row)]));
  const count = result.succeeded.length;
  if (result.failed.length === 0) return { type: 'success', messageKey: doneKey, params: { count } };
  const failures = result.failed
    .map((failure) => `${names.get(failure.id) ?? failure.id} (${t(failure.message)})`)
    .join('; ');
  return {
    type: count === 0 ? 'error' : 'info',
    messageKey: 'bulk.partial',
    params: { count, failed: result.failed.length, failures },
  };
}
