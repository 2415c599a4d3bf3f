import { assignmentState } from '@wayfare/shared';
import type { TFunction } from 'i18next';
import type { HistoryBooking } from '../../api/bookings';
import { formatDateTime } from '../../i18n/format-date';

/** The admin's assign-driver offer in words: the state the server's fields give, at `now`. */
function stateOf(booking: HistoryBooking, now: number) {
  const offered = new Set(booking.requestedDrivers ?? []);
  return assignmentState(
    {
      status: booking.status,
      driver: booking.driver,
      assignment: booking.assignment ? { ...booking.assignment, by: '' } : null,
      isOffered: (uid) => offered.has(uid),
    },
    now,
  );
}

/** Short, for the table's driver column while no driver has the trip: "Offered to Dana (waiting)". */
export function offeredDriverText(booking: HistoryBooking, t: TFunction, now: number): string | undefined {
  const state = stateOf(booking, now);
  if (!booking.assignment || !state || state === 'accepted') return undefined;
  return t('bookings.offeredTo', {
    name: booking.assignment.driverName,
    state: t(`bookings.assignment.${state}`),
  });
}

/**
 * In full, for the details: to whom, when, its state (until when it waits) and how the push went,
 * so an operator sees whether the driver was actually reached.
 */
export function assignmentDetails(booking: HistoryBooking, t: TFunction, locale: string, now: number) {
  const { assignment } = booking;
  const state = stateOf(booking, now);
  if (!assignment || !state) return undefined;
  return [
    t('bookings.assignedAt', {
      name: assignment.driverName,
      at: formatDateTime(assignment.at, locale),
    }),
    state === 'waiting'
      ? t('bookings.assignment.waitingUntil', { at: formatDateTime(assignment.expiresAt, locale) })
      : t(`bookings.assignment.${state}`),
    t(`bookings.notice.${assignment.notice}`),
  ].join(' · ');
}
