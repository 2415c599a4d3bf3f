import { backOfficeCancellation, type UserType } from '@wayfare/shared';
import type { TFunction } from 'i18next';
import { listDriversForAssignment, type HistoryBooking } from '../../api/bookings';
import { listCancelReasons } from '../../api/catalogue';
import { listPaymentProviders } from '../../api/money';
import { cancelBooking } from '../../api/trips';
import type { Settings } from '../../api/types';
import type { Choice } from './choice-modal';

/** The booking table's row actions that open a choice (product.md §4). */
export type RowAction = 'cancel' | 'assign' | 'pay';

/**
 * What starting an action leads to: a change to confirm (no choice to make), an alert, or a dialog
 * to choose in.
 */
export type ActionStart =
  | { kind: 'confirm'; header: string; message: string; change: () => Promise<unknown>; successKey: string }
  | { kind: 'alert'; messageKey: string }
  | { kind: 'choose'; choices: Choice[] };

interface Context {
  role: UserType;
  settings: Settings;
  t: TFunction;
}

/**
 * Reads what the action's dialog offers: the cancel reasons (a PAYMENT_PENDING booking takes no
 * reason: it is cancelled as 'cancelled incomplete booking' once the operator confirms), the
 * assignable drivers nearest first (an alert when there are none), or the payment providers (the
 * first preselected).
 */
export async function loadChoices(
  action: RowAction,
  booking: HistoryBooking,
  { role, settings, t }: Context,
): Promise<ActionStart> {
  switch (action) {
    case 'cancel': {
      const how = backOfficeCancellation(booking.status, role);
      if (how?.kind === 'immediate') {
        return {
          kind: 'confirm',
          header: t('bookings.cancelTitle', { reference: booking.reference }),
          message: t('bookings.cancelIncompleteConfirm', { reference: booking.reference }),
          change: () => cancelBooking(booking.id, how.reason),
          successKey: 'bookings.cancelled',
        };
      }
      const reasons = await listCancelReasons();
      return { kind: 'choose', choices: reasons.map(({ label }) => ({ value: label, label })) };
    }
    case 'assign': {
      const drivers = await listDriversForAssignment(booking.id);
      if (drivers.length === 0) return { kind: 'alert', messageKey: 'bookings.noDrivers' };
      const unit = t(settings.convert_to_mile ? 'units.mile' : 'units.km');
      return {
        kind: 'choose',
        choices: drivers.map((driver) => ({
          value: driver.uid,
          label: driver.name,
          description: [
            driver.vehicleNumber,
            driver.distance == null ? null : t('bookings.distance', { distance: driver.distance, unit }),
          ]
            .filter(Boolean)
            .join(' · '),
        })),
      };
    }
    case 'pay': {
      const providers = await listPaymentProviders();
      return { kind: 'choose', choices: providers.map(({ name }) => ({ value: name, label: name })) };
    }
  }
}

/** Each dialog's texts. */
export const DIALOGS: Record<
  RowAction,
  (
    t: TFunction,
    booking: HistoryBooking,
  ) => {
    header: string;
    label: string;
    emptyKey: string;
    confirmLabel: string;
    /** Whether the first choice starts chosen (the nearest driver, product.md §4's first provider). */
    preselect: boolean;
  }
> = {
  cancel: (t, booking) => ({
    header: t('bookings.cancelTitle', { reference: booking.reference }),
    label: t('trip.reason'),
    emptyKey: 'no_cancel_reason',
    confirmLabel: t('bookings.cancel'),
    // The reason is the operator's to pick (product.md §4), never a default.
    preselect: false,
  }),
  assign: (t, booking) => ({
    header: t('bookings.assignTitle', { reference: booking.reference, carType: booking.carType }),
    label: t('bookings.driver'),
    emptyKey: 'bookings.noDrivers',
    confirmLabel: t('bookings.assign'),
    preselect: true,
  }),
  pay: (t) => ({
    header: t('pay.title'),
    label: t('pay.provider'),
    emptyKey: 'no_provider_found',
    confirmLabel: t('pay.now'),
    preselect: true,
  }),
};
