/**
 * Saves a domain BookingChange and carries out its effects: the tracking entry and a rating of the
 * driver in the same transaction, then the driver's queue (and so its place in the dispatch index),
 * pushes and the live updates.
 */
import {
  type AuditEntry,
  type Booking,
  type BookingChange,
  type BookingEffect,
  type NotifyEffect,
  type TrackingEntry,
} from '@wayfare/shared';
import type { VersionedBooking } from '../ports/booking-repository';
import type { WalletPostingOrder } from '../ports/wallet-ledger';
import { pushToUsers, type PushToUsersDeps } from '../notifications/push-to-users';
import type { TripsDeps } from './trips-deps';

/** What announcing a saved change uses: its notices (push and inbox) and its live update. */
export type AnnounceDeps = Pick<TripsDeps, keyof PushToUsersDeps | 'events'>;

/** What saving a booking's change and carrying out its effects uses (commitChange). */
export type BookingChangeDeps = Pick<TripsDeps, keyof AnnounceDeps | 'bookings' | 'dispatch'>;

/** Dispatch progress only means something while the booking is NEW. */
function withoutStaleDispatch(booking: Booking): Booking {
  if (booking.status === 'NEW' || booking.dispatch === undefined) return booking;
  const { dispatch: _done, ...rest } = booking;
  return rest;
}

const trackOf = (effects: readonly BookingEffect[]): TrackingEntry | undefined =>
  effects.flatMap((effect) => (effect.type === 'track' ? [effect.entry] : []))[0];

const driverRatedOf = (effects: readonly BookingEffect[]) =>
  effects.flatMap((effect) =>
    effect.type === 'rateDriver' ? [{ driverUid: effect.driverUid, rate: effect.rate }] : [],
  )[0];

/** A driver going on or off a trip leaves or re-enters the dispatch index with it. */
export async function setDriverQueue(
  deps: Pick<TripsDeps, 'users' | 'dispatch' | 'now'>,
  driverUid: string,
  queue: boolean,
): Promise<void> {
  const driver = await deps.users.getById(driverUid);
  if (!driver) return;
  const updated = await deps.users.update(driverUid, { queue });
  await deps.dispatch.update(updated, new Date(deps.now()));
}

/** Live updates never fail a saved change; a lost one is logged. */
export async function publishSafely(
  deps: Pick<TripsDeps, 'warn'>,
  publish: () => Promise<void>,
  what: string,
): Promise<void> {
  await publish().catch((error: unknown) => deps.warn('Live update not published', { what, error }));
}

async function applyEffects(
  deps: Pick<TripsDeps, keyof AnnounceDeps | 'dispatch'>,
  saved: Booking,
  effects: readonly BookingEffect[],
) {
  for (const effect of effects) {
    if (effect.type === 'setDriverQueue') await setDriverQueue(deps, effect.driverUid, effect.queue);
  }
  const tracked = trackOf(effects);
  await Promise.all([
    announceChange(
      deps,
      saved,
      effects.filter((effect): effect is NotifyEffect => effect.type === 'notify'),
    ),
    ...(tracked ? [publishSafely(deps, () => deps.events.tracked(saved, tracked), 'tracked')] : []),
  ]);
}

/** What follows every saved change of a booking: its notices (push and inbox) and its live update. */
export async function announceChange(
  deps: AnnounceDeps,
  saved: Booking,
  notices: readonly NotifyEffect[],
): Promise<void> {
  await Promise.all([
    pushToUsers(deps, notices),
    publishSafely(deps, () => deps.events.bookingChanged(saved), 'bookingChanged'),
  ]);
}

/**
 * One conditional write of the change (an accept conditions on the offer too) with its wallet
 * postings (settlement), an operator's audit entry and a rating of the driver, then its effects.
 */
export async function commitChange(
  deps: BookingChangeDeps,
  before: VersionedBooking,
  change: BookingChange & { postings?: readonly WalletPostingOrder[]; audit?: AuditEntry },
  options: { acceptedBy?: string } = {},
): Promise<VersionedBooking> {
  const request = {
    before,
    after: withoutStaleDispatch(change.booking),
    tracking: trackOf(change.effects),
    driverRated: driverRatedOf(change.effects),
    ...(change.postings?.length ? { postings: change.postings } : {}),
    ...(change.audit ? { audit: change.audit } : {}),
  };
  const saved = options.acceptedBy
    ? await deps.bookings.accept({ ...request, driver: options.acceptedBy })
    : await deps.bookings.save(request);
  await applyEffects(deps, saved.booking, change.effects);
  return saved;
}
