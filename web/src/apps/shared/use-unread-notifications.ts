import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { onNotificationReceived, unreadNotifications } from '../../api/received-notifications';
import { useLive } from './use-live';

const NOTIFICATIONS_PATH = /\/notifications$/;

/** A read of the server's count in flight, and the frames that arrived while it was. */
type Read = { missed: number };

/**
 * The unread count for the navigation's badge: read from the server on each screen change and
 * whenever the subscription reconnects, and raised by one for each notification the server tells
 * of meanwhile (onNotificationReceived), without asking it again: a broadcast reaches every rider at
 * once, and the count is then everyone's read. A frame is counted once by its id (a stream may
 * deliver one twice). On the notifications screen itself it is 0: that screen marks them seen
 * (notifications-page.tsx). `uid`: the reader, or null while it has no badge.
 */
export function useUnreadNotifications(uid: string | null): number {
  const { pathname } = useLocation();
  const onNotifications = NOTIFICATIONS_PATH.test(pathname);
  const shown = Boolean(uid) && !onNotifications;
  const shownRef = useRef(shown);
  shownRef.current = shown;
  const [count, setCount] = useState(0);
  const reading = useRef<Read | null>(null);
  const counted = useRef(new Set<string>());

  const read = useCallback(function readCount() {
    const current: Read = { missed: 0 };
    reading.current = current;
    unreadNotifications().then(
      (unread) => {
        if (reading.current !== current) return;
        // A notification that came while reading may be missing from the answer: ask once more.
        if (current.missed) return readCount();
        reading.current = null;
        setCount(unread);
      },
      () => {
        // A failed read leaves the badge as it was, with what came meanwhile.
        if (reading.current !== current) return;
        reading.current = null;
        setCount((previous) => previous + current.missed);
      },
    );
  }, []);

  useEffect(() => {
    if (!shown) {
      reading.current = null;
      return setCount(0);
    }
    read();
    return () => {
      reading.current = null;
    };
  }, [shown, pathname, read]);

  const open = useMemo(
    () =>
      uid
        ? (handlers: Parameters<typeof onNotificationReceived>[1]) => onNotificationReceived(uid, handlers)
        : null,
    [uid],
  );
  useLive(
    open,
    () => shownRef.current && read(),
    ({ id }) => {
      if (counted.current.has(id)) return;
      counted.current.add(id);
      if (!shownRef.current) return;
      if (reading.current) reading.current.missed += 1;
      else setCount((previous) => previous + 1);
    },
  );
  return count;
}
