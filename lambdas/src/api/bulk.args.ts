/** Arguments of the back office's bulk actions (bulk.ts runs them): the ids, a table page at most. */
import { z } from 'zod';
import { id } from './arg-rules';

/** Ids one bulk action takes at most: a page of the largest table page (100). */
export const MAX_BULK_ITEMS = 100;

export const bulkIds = z.array(id).min(1, 'invalid_input').max(MAX_BULK_ITEMS, 'invalid_input');
export const idsArgs = z.object({ ids: bulkIds });
