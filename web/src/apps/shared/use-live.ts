import { useEffect, useRef } from 'react';
import type { ApiError } from '../../api/api-error';

/** How long to wait before reopening a dropped subscription: doubling from 1 s up to 30 s. */
export const reopenDelay = (attempt: number): number => Math.min(30_000, 1000 * 2 ** attempt);

type Open = (handlers: { onData: () => void; onError: (error: ApiError) => void }) => () => void;

/**
 * Keeps a screen live: opens the subscription, calls `catchUp` on every signal, and when the
 * subscription drops or the device comes back online or to the foreground, reopens it and calls
 * `catchUp`, so whatever happened meanwhile is read from the server rather than missed.
 */
export function useLive(open: Open | null, catchUp: () => void): void {
  const catchUpRef = useRef(catchUp);
  catchUpRef.current = catchUp;
  useEffect(() => {
    if (!open) return;
    let close = () => {};
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const connect = () => {
      close = open({
        onData: () => {
          attempt = 0;
          catchUpRef.current();
        },
        onError: () => {
          close();
          if (stopped) return;
          timer = setTimeout(() => {
            connect();
            catchUpRef.current();
          }, reopenDelay(attempt++));
        },
      });
    };
    const resume = () => {
      if (document.visibilityState === 'hidden') return;
      clearTimeout(timer);
      close();
      connect();
      catchUpRef.current();
    };
    connect();
    window.addEventListener('online', resume);
    document.addEventListener('visibilitychange', resume);
    return () => {
      stopped = true;
      clearTimeout(timer);
      close();
      window.removeEventListener('online', resume);
      document.removeEventListener('visibilitychange', resume);
    };
  }, [open]);
}
