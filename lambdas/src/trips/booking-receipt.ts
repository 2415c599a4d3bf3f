/** The receipt of a paid booking (issue 23): its rider's and admins' only (docs/apps.md). */
import { receiptAmounts, receiptOf } from '@wayfare/shared';
import { requireActor } from '../access/actor';
import { notPermitted, type Caller } from '../access/caller';
import { requireSettings } from '../settings/require-settings';
import type { TripsDeps } from './trips-deps';

export type ReceiptDeps = Pick<TripsDeps, 'users' | 'bookings' | 'settings'>;

/**
 * FORBIDDEN for anyone but the booking's rider and admins (a missing booking answers the same, so
 * ids cannot be probed); CONFLICT 'receipt_not_ready' until the booking is paid.
 */
export async function bookingReceipt(deps: ReceiptDeps, caller: Caller | null, bookingId: string) {
  const viewer = await requireActor(deps.users, caller, ['rider', 'admin']);
  const found = await deps.bookings.getById(bookingId);
  const mayRead =
    viewer.usertype === 'admin' || (viewer.usertype === 'rider' && found?.booking.customer === viewer.uid);
  if (!found || !mayRead) throw notPermitted();
  const settings = await requireSettings(deps);
  return receiptAmounts(receiptOf(found.booking, { decimal: settings.decimal }));
}
