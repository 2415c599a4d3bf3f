import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { unreadNotifications } from '../../api/received-notifications';

const NOTIFICATIONS_PATH = /\/notifications$/;

/**
 * The unread count for the navigation's badge, read from the server on each screen change. On the
 * notifications screen itself it is 0: that screen marks them seen (notifications-page.tsx).
 */
export function useUnreadNotifications(enabled: boolean): number {
  const { pathname } = useLocation();
  const [count, setCount] = useState(0);
  const onNotifications = NOTIFICATIONS_PATH.test(pathname);
  useEffect(() => {
    if (!enabled || onNotifications) return setCount(0);
    let active = true;
    // A failed read leaves the badge as it was; the next screen change reads again.
    unreadNotifications().then(
      (unread) => active && setCount(unread),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [enabled, onNotifications, pathname]);
  return count;
}

/** '3', or '99+' past what the server counts; read out as 'N unread'. */
export function UnreadBadge({ count }: { count: number }) {
  const { t } = useTranslation();
  if (count <= 0) return null;
  return (
    <span
      className="wf-badge wf-unread"
      aria-label={t('notices.unread', { count })}
      data-testid="unread-badge"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
