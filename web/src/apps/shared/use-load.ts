import { useCallback, useEffect, useRef, useState } from 'react';
import { toApiError, type ApiError } from '../../api/api-error';

export interface Loaded<T> {
  data: T | undefined;
  loading: boolean;
  error: ApiError | null;
  reload: () => Promise<void>;
}

/** One server read with loading and error states; `reload` reads again (after a change or a reconnect). */
export function useLoad<T>(read: () => Promise<T>, deps: readonly unknown[]): Loaded<T> {
  const [state, setState] = useState<Omit<Loaded<T>, 'reload'>>({
    data: undefined,
    loading: true,
    error: null,
  });
  const mounted = useRef(true);
  const stableRead = useCallback(read, deps);
  const reload = useCallback(async () => {
    try {
      const data = await stableRead();
      if (mounted.current) setState({ data, loading: false, error: null });
    } catch (error) {
      if (mounted.current) setState((s) => ({ ...s, loading: false, error: toApiError(error) }));
    }
  }, [stableRead]);
  useEffect(() => {
    mounted.current = true;
    setState((s) => ({ ...s, loading: true }));
    void reload();
    return () => {
      mounted.current = false;
    };
  }, [reload]);
  return { ...state, reload };
}
