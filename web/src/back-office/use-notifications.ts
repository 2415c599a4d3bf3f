import type { FlashbarProps } from '@cloudscape-design/components/flashbar';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type NotificationType = 'success' | 'error' | 'info';

interface Notification {
  id: number;
  type: NotificationType;
  messageKey: string;
  params?: Record<string, unknown>;
}

/** A page's Flashbar message: `notify` shows a translated, dismissible outcome in place of the last. */
export function useNotifications() {
  const { t } = useTranslation();
  const [notifications, setNotifications] = useState<Notification[]>([]);
  const nextId = useRef(0);

  // The newest outcome replaces the ones before: a fixed error does not linger beside its success.
  const notify = useCallback(
    (type: NotificationType, messageKey: string, params?: Record<string, unknown>) => {
      const id = nextId.current++;
      setNotifications([{ id, type, messageKey, params }]);
    },
    [],
  );

  const items = useMemo<FlashbarProps.MessageDefinition[]>(
    () =>
      notifications.map(({ id, type, messageKey, params }) => ({
        id: String(id),
        type,
        content: t(messageKey, params),
        dismissible: true,
        dismissLabel: t('notifications.dismiss'),
        onDismiss: () => setNotifications((list) => list.filter((n) => n.id !== id)),
      })),
    [notifications, t],
  );
  return { items, notify };
}
