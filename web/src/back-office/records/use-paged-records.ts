import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiError } from '../../api/api-error';

export interface RecordPage<T> {
  items: T[];
  nextToken: string | null;
}

export type ReadPage<T> = (request: { limit: number; nextToken: string | null }) => Promise<RecordPage<T>>;

/**
 * A back-office list paged on the server: pages already read are kept, so going back is instant;
 * `reload` (after a change, or when `readPage` changes) starts again from the first page.
 */
export function usePagedRecords<T>(readPage: ReadPage<T>, pageSize: number) {
  const [pages, setPages] = useState<RecordPage<T[]>>({ items: [], nextToken: null });
  const [pageIndex, setPageIndex] = useState(0);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<ApiError | null>(null);
  // Answers to an outdated request are dropped.
  const generation = useRef(0);

  const read = useCallback(
    async (nextToken: string | null, keep: T[][]) => {
      const current = ++generation.current;
      setLoading(true);
      setError(null);
      try {
        const page = await readPage({ limit: pageSize, nextToken });
        if (current !== generation.current) return;
        setPages({ items: [...keep, page.items], nextToken: page.nextToken });
        setPageIndex(keep.length);
      } catch (failure) {
        if (current === generation.current) setError(failure as ApiError);
      } finally {
        if (current === generation.current) setLoading(false);
      }
    },
    [readPage, pageSize],
  );

  const reload = useCallback(() => read(null, []), [read]);
  useEffect(() => {
    void reload();
  }, [reload]);

  /** Opens a page by index: one read before, or the next one from the server. */
  const openPage = (index: number) => {
    if (index < pages.items.length) return setPageIndex(index);
    if (index === pages.items.length && pages.nextToken) void read(pages.nextToken, pages.items);
  };

  return {
    items: pages.items[pageIndex] ?? [],
    loading,
    error,
    nextToken: pages.nextToken,
    pageIndex,
    pagesCount: Math.max(pages.items.length, 1),
    openPage,
    reload,
  };
}

export type PagedRecords<T> = ReturnType<typeof usePagedRecords<T>>;
