import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiError } from '../api/api-error';
import { getMe } from '../api/me';
import type { User } from '../api/types';

export interface MeState {
  me: User | null;
  loading: boolean;
  error: ApiError | null;
}

/** The signed-in user's profile; `reload` re-reads it (after a profile save, for example). */
export function useMe(): MeState & { reload: () => Promise<void> } {
  const [state, setState] = useState<MeState>({ me: null, loading: true, error: null });
  const mounted = useRef(true);
  const reload = useCallback(
    () =>
      getMe().then(
        (me) => void (mounted.current && setState({ me, loading: false, error: null })),
        (error: ApiError) => void (mounted.current && setState({ me: null, loading: false, error })),
      ),
    [],
  );
  useEffect(() => {
    mounted.current = true;
    void reload();
    return () => {
      mounted.current = false;
    };
  }, [reload]);
  return { ...state, reload };
}
