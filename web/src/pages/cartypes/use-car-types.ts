import { useCallback } from 'react';
import { listCarTypes } from '../../api/catalogue';
import { usePagedRecords } from '../../back-office/records/use-paged-records';

/** The car types: the API answers the whole (short) list, shown as one page. */
export function useCarTypes() {
  const readPage = useCallback(async () => ({ items: await listCarTypes(), nextToken: null }), []);
  return usePagedRecords(readPage, 0);
}
