import type { FlashbarProps } from '@cloudscape-design/components/flashbar';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type NotificationType = 'success' | 'error' | 'info';

interface Notification {
  id: number;
  type: NotificationType;
  messageKey: string;
}

/** A page's Flashbar messages: `notify` adds a translated, dismissible message. */
export function useNotifications() {
  const { t } = useTranslation();
  const [notifications, setNotifications] = useState<Notification[]>([]);
  const nextId = useRef(0);

  const notify = useCallback((type: NotificationType, messageKey: string) => {
    const id = nextId.current++;
    setNotifications((list) => [...list, { id, type, messageKey }]);
  }, []);

  const items = useMemo<FlashbarProps.MessageDefinition[]>(
    () =>
      notifications.map(({ id, type, messageKey }) => ({
        id: String(id),
        type,
        content: t(messageKey),
        dismissible: true,
        dismissLabel: t('notifications.dismiss'),
        onDismiss: () => setNotifications((list) => list.filter((n) => n.id !== id)),
      })),
    [notifications, t],
  );
  return { items, notify };
}
