import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiError } from '../api/api-error';
import { earlyRead } from '../api/early-read';
import { getMe } from '../api/me';
import type { User } from '../api/types';

export interface MeState {
  me: User | null;
  loading: boolean;
  error: ApiError | null;
}

/** The profile read an app's first screen starts before its frame renders (preloadFirstScreen). */
export const firstMe = earlyRead(getMe);

/** The signed-in user's profile; `reload` re-reads it (after a profile save, for example). */
export function useMe(): MeState & { reload: () => Promise<void> } {
  const [state, setState] = useState<MeState>({ me: null, loading: true, error: null });
  const mounted = useRef(true);
  const show = useCallback(
    (read: Promise<User | null>) =>
      read.then(
        (me) => void (mounted.current && setState({ me, loading: false, error: null })),
        (error: ApiError) => void (mounted.current && setState({ me: null, loading: false, error })),
      ),
    [],
  );
  const reload = useCallback(() => show(getMe()), [show]);
  useEffect(() => {
    mounted.current = true;
    void show(firstMe.take());
    return () => {
      mounted.current = false;
    };
  }, [show]);
  return { ...state, reload };
}
