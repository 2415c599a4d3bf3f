import { useEffect, useState } from 'react';
import type { ApiError } from '../../api/api-error';
import { fetchOutbox, type OutboxMessage } from '../../api/outbox';

export const OUTBOX_REFRESH_MS = 2000;

export interface OutboxState {
  items: OutboxMessage[];
  loading: boolean;
  error: ApiError | null;
}

/** Polls the twin's outbox so a freshly sent sign-in code shows up without reloading; newest first. */
export function useOutbox(outboxUrl: string): OutboxState {
  const [state, setState] = useState<OutboxState>({ items: [], loading: true, error: null });
  useEffect(() => {
    let active = true;
    const refresh = () =>
      fetchOutbox(outboxUrl).then(
        (messages) => active && setState({ items: [...messages].reverse(), loading: false, error: null }),
        (error: ApiError) => active && setState((s) => ({ ...s, loading: false, error })),
      );
    void refresh();
    const timer = setInterval(refresh, OUTBOX_REFRESH_MS);
    return () => {
      active = false;
      clearInterval(timer);
    };
  }, [outboxUrl]);
  return state;
}
