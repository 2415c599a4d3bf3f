import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiError } from '../../api/api-error';
import { readAllPages } from './read-all-pages';
import type { RecordRows } from './records-table';
import type { ReadPage } from './use-paged-records';

/**
 * Every row of a server-paged list as one page, read only while `enabled` (a grouped view needs
 * all rows for its totals).
 */
export function useAllRecords<T>(readPage: ReadPage<T>, enabled: boolean): RecordRows<T> {
  const [items, setItems] = useState<T[]>([]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const generation = useRef(0);

  const reload = useCallback(async () => {
    const current = ++generation.current;
    if (!enabled) return;
    setLoading(true);
    setError(null);
    try {
      const rows = await readAllPages(readPage);
      if (current === generation.current) setItems(rows);
    } catch (failure) {
      if (current === generation.current) setError(failure as ApiError);
    } finally {
      if (current === generation.current) setLoading(false);
    }
  }, [readPage, enabled]);
  useEffect(() => {
    void reload();
  }, [reload]);

  return { items, loading, error, pageIndex: 0, pagesCount: 1, nextToken: null, openPage: () => {}, reload };
}
