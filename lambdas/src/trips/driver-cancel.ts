/**
 * The assigned driver gives up a trip it accepted: a cancel with a reason (ACCEPTED, ARRIVED) or a
 * no-show after the operator's wait at the pickup (docs/trips.md). Either ends the booking
 * CANCELLED in one conditional write that frees the driver, releases a wallet trip's held money
 * and refunds an order paid up front; the rider is told by push and live.
 */
import {
  cancelByDriver,
  DomainError,
  reportNoShow as noShowOf,
  toMoney,
  type Booking,
  type DriverCancelReason,
  WALLET_KEY_PREFIXES,
} from '@wayfare/shared';
import { requireActor } from '../access/actor';
import { notPermitted, type Caller } from '../access/caller';
import type { WalletPostingOrder } from '../ports/wallet-ledger';
import { refundPostings } from '../money/settlement';
import { bookingFor, type ApiBooking } from './booking-view';
import { commitChange, type BookingChangeDeps } from './commit-change';
import { requireSettings } from '../settings/require-settings';
import { requireBooking, type TripStepDeps } from './trip-steps';

/** Driver (assigned): cancels with a listed reason, or 'other' and its own words. */
export async function cancelTrip(
  deps: BookingChangeDeps,
  caller: Caller | null,
  {
    bookingId,
    reason,
    otherReason,
  }: { bookingId: string; reason: DriverCancelReason; otherReason?: string | null },
): Promise<ApiBooking> {
  const driver = await requireActor(deps.users, caller, ['driver']);
  const before = await requireBooking(deps, bookingId);
  if (before.booking.driver !== driver.uid) throw notPermitted();
  const change = cancelByDriver(before.booking, {
    driverUid: driver.uid,
    reason,
    ...(otherReason ? { otherReason } : {}),
  });
  const saved = await commitChange(deps, before, {
    ...change,
    postings: refundPostings(before.booking, deps.now()),
  });
  return bookingFor(saved.booking, driver);
}

/** The no-show fee: from the rider's wallet to the driver who waited, keyed by the booking (once). */
function noShowFeePostings(booking: Booking, fee: number, at: number): WalletPostingOrder[] {
  const amount = toMoney(fee);
  const when = new Date(at);
  return [
    {
      type: 'Withdraw',
      uid: booking.customer,
      amount,
      txRef: booking.id,
      idempotencyKey: `${WALLET_KEY_PREFIXES.NO_SHOW_FEE}#${booking.id}`,
      at: when,
    },
    {
      type: 'Credit',
      uid: booking.driver!,
      amount,
      txRef: booking.id,
      idempotencyKey: `${WALLET_KEY_PREFIXES.NO_SHOW_EARNING}#${booking.id}`,
      at: when,
    },
  ];
}

/**
 * Driver (assigned, ARRIVED for at least settings.noShowWaitMinutes): the rider did not come. With
 * a fee in settings the rider's wallet pays it to the driver in the same write; a wallet that
 * cannot cover it (after this trip's hold is freed) leaves the no-show without a fee (docs/money.md).
 */
export async function reportNoShow(
  deps: TripStepDeps,
  caller: Caller | null,
  bookingId: string,
): Promise<ApiBooking> {
  const driver = await requireActor(deps.users, caller, ['driver']);
  const [before, settings] = await Promise.all([requireBooking(deps, bookingId), requireSettings(deps)]);
  if (before.booking.driver !== driver.uid) throw notPermitted();
  const at = deps.now();
  const noShow = (fee: number) =>
    noShowOf(before.booking, { driverUid: driver.uid, at, waitMinutes: settings.noShowWaitMinutes, fee });
  const refund = refundPostings(before.booking, at);
  const withoutFee = () => commitChange(deps, before, { ...noShow(0), postings: refund });
  if (settings.noShowFee <= 0) return bookingFor((await withoutFee()).booking, driver);
  const charged = noShow(settings.noShowFee);
  try {
    const saved = await commitChange(deps, before, {
      ...charged,
      postings: [...refund, ...noShowFeePostings(before.booking, settings.noShowFee, at)],
    });
    return bookingFor(saved.booking, driver);
  } catch (error) {
    if (!(error instanceof DomainError && error.code === 'INSUFFICIENT_FUNDS')) throw error;
    return bookingFor((await withoutFee()).booking, driver);
  }
}
