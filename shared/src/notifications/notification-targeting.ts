import {
  DEVICE_TYPES,
  NOTIFICATION_USER_TYPES,
  type DeviceType,
  type Notification,
  type NotificationUserType,
} from '../entities/notification';
import type { User } from '../entities/user';
import { DomainError } from '../errors/domain-error';
import { isBlank } from '../validation/fields';
import { invalid, valid, type FieldFailure, type ValidationResult } from '../validation/validation-result';

export type NotificationInput = Omit<Notification, 'id' | 'usertype' | 'devicetype'> & {
  usertype: string;
  devicetype: string;
};

const isOneOf = <T extends string>(options: readonly T[], value: string): value is T =>
  (options as readonly string[]).includes(value);

/** The notification form: usertype rider or driver, devicetype All, ANDROID or IOS, title and body. */
export function validateNotification(input: NotificationInput): ValidationResult<Omit<Notification, 'id'>> {
  const { usertype, devicetype, title, body } = input;
  const failures: FieldFailure[] = [];
  if (!isOneOf(NOTIFICATION_USER_TYPES, usertype))
    failures.push({ field: 'usertype', messageKey: 'required_field' });
  if (!isOneOf(DEVICE_TYPES, devicetype))
    failures.push({ field: 'devicetype', messageKey: 'required_field' });
  if (isBlank(title)) failures.push({ field: 'title', messageKey: 'required_field' });
  if (isBlank(body)) failures.push({ field: 'body', messageKey: 'required_field' });
  if (
    failures.length > 0 ||
    !isOneOf(NOTIFICATION_USER_TYPES, usertype) ||
    !isOneOf(DEVICE_TYPES, devicetype)
  ) {
    return invalid(failures);
  }
  return valid({ usertype, devicetype, title: title.trim(), body: body.trim() });
}

export type NotificationRecipient = Pick<User, 'uid' | 'usertype' | 'userPlatform'> & { pushToken: string };

type TargetFilter = { usertype: NotificationUserType; devicetype: DeviceType };
type Candidate = Pick<User, 'uid' | 'usertype' | 'userPlatform' | 'pushToken'>;

/** A user a notification goes to: the usertype, the device platform (All = any) and a push token. */
export const isNotificationRecipient = <U extends Candidate>(
  user: U,
  { usertype, devicetype }: TargetFilter,
): user is U & { pushToken: string } =>
  user.usertype === usertype &&
  (devicetype === 'All' || user.userPlatform === devicetype) &&
  typeof user.pushToken === 'string' &&
  user.pushToken !== '';

/** product.md §5: no user matches the filters, or none of them has a push token. */
export const noUserMatch = ({ usertype, devicetype }: TargetFilter) =>
  new DomainError({ code: 'NO_USER_MATCH', messageKey: 'no_user_match', params: { usertype, devicetype } });

/** Users a notification goes to; no match fails with no_user_match (product.md §5). */
export function selectNotificationRecipients(
  users: readonly Candidate[],
  filter: TargetFilter,
): NotificationRecipient[] {
  const recipients = users.filter((user): user is NotificationRecipient =>
    isNotificationRecipient(user, filter),
  );
  if (recipients.length === 0) throw noUserMatch(filter);
  return recipients;
}
