import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  markNotificationsSeen,
  myNotifications,
  type ReceivedNotification,
} from '../../api/received-notifications';
import { formatDateTime } from '../../i18n/format-date';
import { usePageTitle } from '../../i18n/use-page-title';
import { PageButtons, usePageTokens } from './page-tokens';
import { Empty, ErrorMessage, Loading } from './states';
import { useLoad } from './use-load';
import { useLanguage } from '../../i18n/language-provider';

/**
 * The notifications the rider or driver received, newest first, a page at a time from the server:
 * a trip's (in the reader's language, linking to the trip in the reader's own app, `tripPath`/<id>)
 * and the operator's broadcasts (as sent).
 */
export default function NotificationsPage({ tripPath }: { tripPath: '/ride/trip' | '/drive/trip' }) {
  const { t } = useTranslation();
  usePageTitle('notices.title');
  const pages = usePageTokens();
  const page = useLoad(() => myNotifications(pages.token), [pages.token]);
  // Opening the screen is reading them: the navigation's badge clears (unread-badge.tsx).
  useEffect(() => {
    void markNotificationsSeen().catch(() => undefined);
  }, []);
  const { dateLocale } = useLanguage().current;
  const text = (notification: ReceivedNotification, which: 'title' | 'body') =>
    notification.messageKeys ? t(notification[which]) : notification[which];
  return (
    <section className="wf-card" aria-labelledby="notices-title">
      <h2 id="notices-title">{t('notices.title')}</h2>
      {page.loading && <Loading />}
      {page.error && <ErrorMessage error={page.error} onRetry={() => void page.reload()} />}
      {page.data?.items.length === 0 && <Empty messageKey="notices.empty" />}
      <ul className="wf-list" data-testid="notices">
        {page.data?.items.map((notification) => (
          <li key={`${notification.at}-${notification.id}`} data-testid="notice">
            <p style={{ margin: 0 }}>
              <strong>{text(notification, 'title')}</strong>
            </p>
            <p style={{ margin: 0 }}>{text(notification, 'body')}</p>
            <p className="wf-muted" style={{ margin: 0 }}>
              <time dateTime={new Date(notification.at).toISOString()}>
                {formatDateTime(notification.at, dateLocale)}
              </time>
              {notification.bookingId && (
                <>
                  {' · '}
                  <Link to={`${tripPath}/${notification.bookingId}`}>{t('notices.openTrip')}</Link>
                </>
              )}
            </p>
          </li>
        ))}
      </ul>
      <PageButtons pages={pages} nextToken={page.data?.nextToken} />
    </section>
  );
}
