import { useEffect, useState } from 'react';
import type { ApiError } from '../../api/api-error';
import { getMe } from '../../api/me';
import type { User } from '../../api/types';

export interface MeState {
  me: User | null;
  loading: boolean;
  error: ApiError | null;
}

export function useMe(): MeState {
  const [state, setState] = useState<MeState>({ me: null, loading: true, error: null });
  useEffect(() => {
    let active = true;
    getMe().then(
      (me) => active && setState({ me, loading: false, error: null }),
      (error: ApiError) => active && setState({ me: null, loading: false, error }),
    );
    return () => {
      active = false;
    };
  }, []);
  return state;
}
