import { useEffect, useRef } from 'react';
import type { ApiError } from '../../api/api-error';

/** How long to wait before reopening a dropped subscription: doubling from 1 s up to 30 s. */
export const reopenDelay = (attempt: number): number => Math.min(30_000, 1000 * 2 ** attempt);

type Open<Frame> = (handlers: {
  onData: (frame: Frame) => void;
  onError: (error: ApiError) => void;
}) => () => void;

/**
 * Keeps a screen live: opens the subscription, calls `catchUp` on every signal (or `onFrame`, when
 * given, with the frame), and when the subscription drops or the device comes back online or to
 * the foreground, reopens it and calls `catchUp`, so whatever happened meanwhile is read from the
 * server rather than missed.
 */
export function useLive<Frame = void>(
  open: Open<Frame> | null,
  catchUp: () => void,
  onFrame?: (frame: Frame) => void,
): void {
  const catchUpRef = useRef(catchUp);
  catchUpRef.current = catchUp;
  const onFrameRef = useRef(onFrame);
  onFrameRef.current = onFrame;
  useEffect(() => {
    if (!open) return;
    let close = () => {};
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const connect = () => {
      close = open({
        onData: (frame) => {
          attempt = 0;
          if (onFrameRef.current) onFrameRef.current(frame);
          else catchUpRef.current();
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
