import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiError } from '../../api/api-error';
import type { User, UserType } from '../../api/types';
import { listUsers } from '../../api/users';

interface Pages {
  /** Pages read so far, in order; the server pages newest first. */
  pages: User[][];
  /** The token for the page after the last one read; null when that was the last page. */
  nextToken: string | null;
}

export interface UsersState {
  items: User[];
  loading: boolean;
  error: ApiError | null;
  nextToken: string | null;
  pageIndex: number;
  pagesCount: number;
}

/**
 * One user table's data, paged and searched on the server (product.md §2): pages already read are kept,
 * so going back is instant; a new search or `reload` starts again from the first page.
 */
export function useUsers({
  usertype,
  search,
  pageSize,
}: {
  usertype: UserType;
  search: string;
  pageSize: number;
}) {
  const [pages, setPages] = useState<Pages>({ pages: [], nextToken: null });
  const [pageIndex, setPageIndex] = useState(0);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<ApiError | null>(null);
  // Answers to an outdated query (the search changed meanwhile) are dropped.
  const generation = useRef(0);

  const readPage = useCallback(
    async (nextToken: string | null, keep: User[][]) => {
      const current = ++generation.current;
      setLoading(true);
      setError(null);
      try {
        const page = await listUsers({ usertype, search, limit: pageSize, nextToken });
        if (current !== generation.current) return;
        setPages({ pages: [...keep, page.items], nextToken: page.nextToken });
        setPageIndex(keep.length);
      } catch (failure) {
        if (current === generation.current) setError(failure as ApiError);
      } finally {
        if (current === generation.current) setLoading(false);
      }
    },
    [usertype, search, pageSize],
  );

  const reload = useCallback(() => readPage(null, []), [readPage]);
  useEffect(() => {
    void reload();
  }, [reload]);

  /** Opens a page by index: a page read before, or the next one from the server. */
  const openPage = (index: number) => {
    if (index < pages.pages.length) return setPageIndex(index);
    if (index === pages.pages.length && pages.nextToken) void readPage(pages.nextToken, pages.pages);
  };

  const state: UsersState = {
    items: pages.pages[pageIndex] ?? [],
    loading,
    error,
    nextToken: pages.nextToken,
    pageIndex,
    pagesCount: Math.max(pages.pages.length, 1),
  };
  return { ...state, openPage, reload };
}
