import type { TableProps } from '@cloudscape-design/components/table';
import { DEVICE_TYPES, NOTIFICATION_USER_TYPES } from '@wayfare/shared';
import type { TFunction } from 'i18next';
import type { PushNotification } from '../../api/push-notifications';
import { textOf, type RecordField, type RecordValues } from '../../back-office/records/record-form';

export const NOTIFICATION_FIELDS: RecordField[] = [
  {
    key: 'usertype',
    kind: 'select',
    options: NOTIFICATION_USER_TYPES.map((value) => ({
      value,
      labelKey: `notificationsPage.usertype.${value}`,
    })),
  },
  {
    key: 'devicetype',
    kind: 'select',
    options: DEVICE_TYPES.map((value) => ({ value, labelKey: `notificationsPage.devicetype.${value}` })),
  },
  { key: 'title', kind: 'text', required: true },
  { key: 'body', kind: 'textarea', required: true },
];

export const toNotificationInput = (values: RecordValues): Omit<PushNotification, 'id'> => ({
  usertype: textOf(values, 'usertype') as PushNotification['usertype'],
  devicetype: textOf(values, 'devicetype') as PushNotification['devicetype'],
  title: textOf(values, 'title'),
  body: textOf(values, 'body'),
});

export const notificationColumns = (t: TFunction): TableProps.ColumnDefinition<PushNotification>[] => [
  {
    id: 'usertype',
    header: t('notificationsPage.usertype'),
    cell: (n) => t(`notificationsPage.usertype.${n.usertype}`),
  },
  {
    id: 'devicetype',
    header: t('notificationsPage.devicetype'),
    cell: (n) => t(`notificationsPage.devicetype.${n.devicetype}`),
  },
  { id: 'title', header: t('notificationsPage.title'), cell: (n) => n.title },
  { id: 'body', header: t('notificationsPage.body'), cell: (n) => n.body },
];
