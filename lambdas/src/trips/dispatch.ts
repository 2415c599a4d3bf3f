/**
 * Offers NEW bookings to the nearest dispatchable drivers, round by round (shared
 * dispatch-plan.ts). Runs right after createBooking for a ride now and after an order is paid up
 * front, and from the scheduled sweep for rides booked later and for rounds whose offer timeout
 * has passed.
 */
import {
  afterRound,
  DISPATCH_BATCH_SIZE,
  dispatchStep,
  driverRadiusKm,
  expireUnanswered,
  isDispatchDue,
  nextRoundRadiusKm,
  type Booking,
  type NotifyEffect,
  type Settings,
} from '@wayfare/shared';
import { refundPostings } from '../money/settlement';
import { MAX_REQUESTED_DRIVERS, type VersionedBooking } from '../ports/booking-repository';
import { announceChange, publishSafely, type AnnounceDeps } from './commit-change';
import { pushToUsers } from '../notifications/push-to-users';
import type { TripsDeps } from './trips-deps';

/** What offering a NEW booking to drivers uses: the sweep's, and a payment's after it. */
export type DispatchDeps = Pick<TripsDeps, keyof AnnounceDeps | 'bookings' | 'settings' | 'dispatch'>;

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

/** One round: the nearest drivers within this round's radius who were not offered the trip yet. */
async function offerNextRound(
  deps: DispatchDeps,
  current: VersionedBooking,
  settings: Settings,
): Promise<{ saved: VersionedBooking; offeredTo: string[] }> {
  const { booking } = current;
  const progress = booking.dispatch!;
  const radiusKm = nextRoundRadiusKm(progress, driverRadiusKm(settings))!;
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
 * Ends a booking no driver took (every round ran, the last offers timed out): CANCELLED with the
 * reason 'no_driver_found' in one conditional write, an order paid up front refunded to the
 * wallet in the same write, and the rider told live and by push.
 */
async function expire(deps: DispatchDeps, current: VersionedBooking): Promise<VersionedBooking> {
  const { booking, effects } = expireUnanswered(current.booking);
  const { dispatch: _done, ...ended } = booking;
  const postings = refundPostings(current.booking, deps.now());
  const saved = await deps.bookings.save({
    before: current,
    after: ended,
    ...(postings.length ? { postings } : {}),
  });
  await announceChange(
    deps,
    saved.booking,
    effects.filter((effect): effect is NotifyEffect => effect.type === 'notify'),
  );
  return saved;
}

/**
 * Runs every round that is due now. A round that finds nobody moves straight on to the next,
 * wider one; once the last round's offers have timed out (at once when nobody was found), the
 * booking ends without a driver. Returns the booking as it ends up.
 */
export async function dispatchDue(deps: DispatchDeps, start: VersionedBooking): Promise<VersionedBooking> {
  const settings = await deps.settings.get();
  if (!settings) return start;
  let current = start;
  const offers: string[] = [];
  while (current.booking.status === 'NEW' && dispatchStep(current.booking.dispatch, deps.now()) === 'offer') {
    const { saved, offeredTo } = await offerNextRound(deps, current, settings);
    current = saved;
    offers.push(...offeredTo);
  }
  if (current !== start) {
    const { booking } = current;
    await Promise.all([
      ...offers.map((uid) => publishSafely(deps, () => deps.events.taskOffered(uid, booking), 'taskOffered')),
      pushToUsers(
        deps,
        offers.map((uid) => offerPush(booking, uid, settings)),
      ),
      publishSafely(deps, () => deps.events.bookingChanged(booking), 'bookingChanged'),
    ]);
  }
  const ended =
    current.booking.status === 'NEW' && dispatchStep(current.booking.dispatch, deps.now()) === 'expire';
  return ended ? expire(deps, current) : current;
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
