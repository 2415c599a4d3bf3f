import { isRefusedInDemo } from '@wayfare/shared';
import { useTranslation } from 'react-i18next';
import { deleteNotification, listNotifications, sendNotification } from '../../api/push-notifications';
import { useBackOffice } from '../../back-office/back-office-context';
import { RecordsTable } from '../../back-office/records/records-table';
import { usePagedRecords } from '../../back-office/records/use-paged-records';
import { NOTIFICATION_FIELDS, notificationColumns, toNotificationInput } from './notifications-table.config';

const PAGE_SIZE = 10;

/** Push notifications (product.md §2): add sends to every matching user; delete; sending is refused under the demo lock. */
export default function NotificationsPage() {
  const { t } = useTranslation();
  const { settings } = useBackOffice();
  const rows = usePagedRecords(listNotifications, PAGE_SIZE);
  return (
    <RecordsTable
      title={t('nav.notifications')}
      rows={rows}
      columns={notificationColumns(t)}
      trackBy={(notification) => notification.id}
      nameOf={(notification) => notification.title}
      emptyKey="No data available."
      form={{
        fields: NOTIFICATION_FIELDS,
        labelPrefix: 'notificationsPage',
        toValues: () => ({ usertype: 'rider', devicetype: 'All', title: '', body: '' }),
      }}
      onAdd={(values) => sendNotification(toNotificationInput(values))}
      onDelete={(notification) => deleteNotification(notification.id)}
      locked={{ add: isRefusedInDemo('notification.send', settings) }}
    />
  );
}
