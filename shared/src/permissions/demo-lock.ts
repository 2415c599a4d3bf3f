import type { Booking } from '../entities/booking';
import type { Settings } from '../entities/settings';
import type { User } from '../entities/user';
import { DomainError } from '../errors/domain-error';

/** Back-office actions the demo lock may refuse. */
export const BACK_OFFICE_ACTIONS = [
  'promo.add',
  'promo.update',
  'promo.delete',
  'user.add',
  'user.update',
  'user.delete',
  'users.export',
  'booking.cancel',
  'bookings.export',
  'earnings.export',
  'records.export',
  'settings.save',
  'language.edit',
  'notification.send',
  'category.add',
  'category.update',
  'category.delete',
  'product.add',
  'product.update',
  'product.delete',
  'cancelReason.edit',
  'wallet.credit',
  'withdraw.process',
] as const;
export type BackOfficeAction = (typeof BACK_OFFICE_ACTIONS)[number];

/**
 * What the demo lock refuses (product.md §2, §5, §6): promo edits and deletes, deleting users (riders
 * included), booking cancellation, settings, language edits, sending notifications, category and
 * product update and delete (add stays open), cancel reasons (read-only) and exports (users,
 * bookings, the earnings tables, and the promos, withdrawals and wallet history records).
 */
const LOCKED_IN_DEMO: ReadonlySet<BackOfficeAction> = new Set<BackOfficeAction>([
  'promo.update',
  'promo.delete',
  'user.delete',
  'users.export',
  'booking.cancel',
  'bookings.export',
  'earnings.export',
  'records.export',
  'settings.save',
  'language.edit',
  'notification.send',
  'category.update',
  'category.delete',
  'product.update',
  'product.delete',
  'cancelReason.edit',
]);

type DemoSetting = Pick<Settings, 'AllowCriticalEditsAdmin'>;

/** The demo lock is on while AllowCriticalEditsAdmin is off. */
export const isDemoLocked = (settings: DemoSetting): boolean => !settings.AllowCriticalEditsAdmin;

export const isRefusedInDemo = (action: BackOfficeAction, settings: DemoSetting): boolean =>
  isDemoLocked(settings) && LOCKED_IN_DEMO.has(action);

/** Throws DEMO_MODE / 'demo mode' when the demo lock refuses the action. */
export function assertAllowedInDemo(action: BackOfficeAction, settings: DemoSetting): void {
  if (isRefusedInDemo(action, settings)) {
    throw new DomainError({ code: 'DEMO_MODE', messageKey: 'demo mode', params: { action } });
  }
}

/** User tables show contacts as 'Hidden for Demo' under the demo lock. */
export const maskUserForDemo = <U extends Pick<User, 'email' | 'mobile'>>(
  user: U,
  settings: DemoSetting,
): U =>
  isDemoLocked(settings)
    ? {
        ...user,
        ...(user.email === undefined ? {} : { email: 'Hidden for Demo' }),
        ...(user.mobile === undefined ? {} : { mobile: 'Hidden for Demo' }),
      }
    : user;

/** Booking rows show the parties' contacts as 'Hidden' under the demo lock. */
export const maskBookingForDemo = <
  B extends Pick<Booking, 'customer_email' | 'customer_contact' | 'driver_contact'>,
>(
  booking: B,
  settings: DemoSetting,
): B =>
  isDemoLocked(settings)
    ? {
        ...booking,
        ...(booking.customer_email === undefined ? {} : { customer_email: 'Hidden' }),
        ...(booking.customer_contact === undefined ? {} : { customer_contact: 'Hidden' }),
        ...(booking.driver_contact === undefined ? {} : { driver_contact: 'Hidden' }),
      }
    : booking;
