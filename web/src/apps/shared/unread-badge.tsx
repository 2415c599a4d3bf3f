import { useTranslation } from 'react-i18next';

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
