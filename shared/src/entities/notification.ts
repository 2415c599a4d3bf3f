/** product.md §3 Notification: a push message an admin sends to a group of users. */
export const DEVICE_TYPES = ['All', 'ANDROID', 'IOS'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

export const NOTIFICATION_USER_TYPES = ['rider', 'driver'] as const;
export type NotificationUserType = (typeof NOTIFICATION_USER_TYPES)[number];

export interface Notification {
  id: string;
  devicetype: DeviceType;
  usertype: NotificationUserType;
  title: string;
  body: string;
}

/** App screens a push message may open (product.md §2), with their parameters. */
export type PushScreen = 'Wallet' | 'BookedCab' | 'onlineChat' | 'DriverTrips';
