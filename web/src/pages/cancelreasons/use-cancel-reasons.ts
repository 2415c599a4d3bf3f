import { useCallback, useEffect, useState } from 'react';
import type { ApiError } from '../../api/api-error';
import { listCancelReasons, type CancelReason } from '../../api/catalogue';
import type { RecordRows } from '../../back-office/records/records-table';

/** product.md §9: the cancellation reasons table shows 10 per page. */
export const CANCEL_REASONS_PAGE_SIZE = 10;

/**
 * The reasons are one stored list (one read on the server), so its pages of 10 are cut here; edits
 * send the whole list back.
 */
export function useCancelReasons(): RecordRows<CancelReason> & { all: CancelReason[] } {
  const [all, setAll] = useState<CancelReason[]>([]);
  const [pageIndex, setPageIndex] = useState(0);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<ApiError | null>(null);

  const reload = useCallback(async () => {
    setLoading(true);
    setError(null);
    try {
      setAll(await listCancelReasons());
    } catch (failure) {
      setError(failure as ApiError);
    } finally {
      setLoading(false);
    }
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);

  const pagesCount = Math.max(Math.ceil(all.length / CANCEL_REASONS_PAGE_SIZE), 1);
  const shown = Math.min(pageIndex, pagesCount - 1);
  return {
    all,
    items: all.slice(shown * CANCEL_REASONS_PAGE_SIZE, (shown + 1) * CANCEL_REASONS_PAGE_SIZE),
    loading,
    error,
    pageIndex: shown,
    pagesCount,
    nextToken: null,
    openPage: setPageIndex,
    reload,
  };
}
