/**
 * Bulk actions of the back office (docs/back-office.md, "Bulk actions"): one single-item operation
 * run for each id in turn, so each item is authorised and validated exactly as when done alone.
 * A refused item is reported with its message key and undoes none of the others.
 */
import { isDomainError } from '@wayfare/shared';
import { logger } from '../observability/logger';

export interface BulkResult {
  succeeded: string[];
  failed: { id: string; code: string; message: string }[];
}

/** Runs `operation` for each distinct id, one after another, collecting who succeeded and why others failed. */
export async function eachOf(
  ids: readonly string[],
  operation: (id: string) => Promise<unknown>,
): Promise<BulkResult> {
  const result: BulkResult = { succeeded: [], failed: [] };
  for (const item of new Set(ids)) {
    try {
      await operation(item);
      result.succeeded.push(item);
    } catch (error) {
      if (isDomainError(error)) {
        result.failed.push({ id: item, code: error.code, message: error.messageKey });
      } else {
        logger.error('Unexpected bulk item failure', { id: item, error: error as Error });
        result.failed.push({ id: item, code: 'INTERNAL', message: 'internal_error' });
      }
    }
  }
  return result;
}
