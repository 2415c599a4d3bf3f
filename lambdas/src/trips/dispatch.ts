/**
 * Offers NEW bookings to the nearest dispatchable drivers, round by round (shared
 * dispatch-plan.ts). Runs right after createBooking for a ride now and after an order is paid up
 * front, and from the scheduled sweep for rides booked later and for rounds whose offer timeout
 * has passed.
 */
import {
  afterRound,
  DISPATCH_BATCH_SIZE,
  isDispatchDue,
  nextRoundRadiusKm,
  type Booking,
  type NotifyEffect,
  type Settings,
} from '@wayfare/shared';
import { MAX_REQUESTED_DRIVERS } from '../adapters/dynamodb/booking.repository';
import type { VersionedBooking } from '../ports/booking-repository';
import { publishSafely } from './commit-change';
import { pushToUsers } from '../notifications/push-to-users';
import type { DispatchDeps } from './trips-deps';

const offerPush = (booking: Booking, driverUid: string, settings: Settings): NotifyEffect => ({
  type: 'notify',
  recipient: 'driver',
  uid: driverUid,
  title: 'notification_title',
  body: 'new_booking_request',
  screen: 'DriverTrips',
  params: { bookingId: booking.id },
  channelId: settings.CarHornRepeat ? 'bookings-repeat' : 'bookings',
});

const noDriverPush = (booking: Booking): NotifyEffect => ({
  type: 'notify',
  recipient: 'customer',
  uid: booking.customer,
  title: 'notification_title',
  body: 'no_driver_found',
  screen: 'BookedCab',
  params: { bookingId: booking.id },
});

/** One round: the nearest drivers within this round's radius who were not offered the trip yet. */
async function offerNextRound(
  deps: DispatchDeps,
  current: VersionedBooking,
  settings: Settings,
): Promise<{ saved: VersionedBooking; offeredTo: string[] }> {
  const { booking } = current;
  const progress = booking.dispatch!;
  const radiusKm = nextRoundRadiusKm(progress, settings.driverRadius)!;
  const requested = Object.keys(booking.requestedDrivers ?? {});
  const room = Math.max(0, MAX_REQUESTED_DRIVERS - requested.length);
  const nearby = await deps.dispatch.findNearby({
    carType: booking.carType,
    pickup: booking.pickup,
    radiusKm,
    limit: progress.offered.length + DISPATCH_BATCH_SIZE,
  });
  const offeredTo = nearby
    .map((driver) => driver.uid)
    .filter((uid) => !progress.offered.includes(uid) && uid !== booking.customer)
    .slice(0, Math.min(DISPATCH_BATCH_SIZE, room));
  const now = deps.now();
  const after: Booking = {
    ...booking,
    requestedDrivers: {
      ...booking.requestedDrivers,
      ...Object.fromEntries(offeredTo.map((uid) => [uid, true as const])),
    },
    dispatch: afterRound(progress, offeredTo, now),
  };
  return { saved: await deps.bookings.save({ before: current, after }), offeredTo };
}

/**
 * Runs every round that is due now. A round that finds nobody moves straight on to the next,
 * wider one; when the last round has offered the trip to nobody at all, the booking stays NEW
 * and the rider is told. Returns the booking as it ends up.
 */
export async function dispatchDue(deps: DispatchDeps, start: VersionedBooking): Promise<VersionedBooking> {
  const settings = await deps.settings.get();
  if (!settings) return start;
  let current = start;
  const offers: string[] = [];
  while (current.booking.status === 'NEW' && isDispatchDue(current.booking.dispatch, deps.now())) {
    const { saved, offeredTo } = await offerNextRound(deps, current, settings);
    current = saved;
    offers.push(...offeredTo);
  }
  if (current === start) return current;
  const { booking } = current;
  const nobodyAtAll = booking.dispatch !== undefined && booking.dispatch.offered.length === 0;
  const finished = nextRoundRadiusKm(booking.dispatch!, settings.driverRadius) === undefined;
  await Promise.all([
    ...offers.map((uid) => publishSafely(deps, () => deps.events.taskOffered(uid, booking), 'taskOffered')),
    pushToUsers(deps, [
      ...offers.map((uid) => offerPush(booking, uid, settings)),
      ...(nobodyAtAll && finished ? [noDriverPush(booking)] : []),
    ]),
    publishSafely(deps, () => deps.events.bookingChanged(booking), 'bookingChanged'),
  ]);
  return current;
}

/** How many NEW bookings one sweep looks at, page by page. */
const SWEEP_PAGE = 100;
const SWEEP_MAX_PAGES = 20;

/**
 * The scheduled sweep (EventBridge in the cloud, a timer on the twin): every NEW booking whose
 * next round is due. A booking changed meanwhile (accepted, cancelled) is skipped, not retried.
 */
export async function sweepDueDispatch(deps: DispatchDeps): Promise<{ dispatched: number }> {
  let nextToken: string | null = null;
  let dispatched = 0;
  for (let page = 0; page < SWEEP_MAX_PAGES; page += 1) {
    const result = await deps.bookings.listByStatus('NEW', { limit: SWEEP_PAGE, nextToken });
    for (const listed of result.items) {
      if (!isDispatchDue(listed.dispatch, deps.now())) continue;
      const current = await deps.bookings.getById(listed.id);
      if (!current) continue;
      try {
        await dispatchDue(deps, current);
        dispatched += 1;
      } catch (error) {
        deps.warn('Dispatch round skipped', { bookingId: listed.id, error });
      }
    }
    nextToken = result.nextToken;
    if (!nextToken) break;
  }
  return { dispatched };
}
