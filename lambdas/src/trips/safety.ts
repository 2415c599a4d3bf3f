/**
 * SOS (docs/trips.md, SOS): the rider or the assigned driver of a trip under way presses
 * Emergency; the server records a safety event and tells the operator's admins and the trip's
 * fleet admin at once (push and inbox). The back office's Safety page lists the events and
 * acknowledges them, each acknowledgement an audit entry.
 */
import { actorOf, DomainError, isUnderWay, personName, type Booking, type User } from '@wayfare/shared';
import { requireActor } from '../access/actor';
import { notPermitted, type Caller } from '../access/caller';
import { auditEntry } from '../audit/audit-entry';
import { pushToUsers, type UserPush } from '../notifications/push-to-users';
import type { Page, PageRequest } from '../ports/page';
import type { SafetyEvent } from '../ports/safety-events';
import type { TripsDeps } from './trips-deps';

/**
 * A second press by the same person within this long returns the first press's event: no new
 * record, no new alert. The trip's other party pressing is news for the operator, never folded in.
 */
export const SOS_REPEAT_WINDOW_MS = 60_000;
/** Admins are a handful; this bounds the pages read to find them. */
const ADMIN_PAGE = 100;

export type SafetyDeps = Pick<
  TripsDeps,
  'bookings' | 'users' | 'safety' | 'languages' | 'push' | 'inbox' | 'newId' | 'now' | 'warn'
>;

export interface SosInput {
  bookingId: string;
  lat?: number;
  lng?: number;
}

/** The booking if the caller is its rider or its assigned driver; one refusal for anything else. */
async function ownTrip(deps: SafetyDeps, actor: User, bookingId: string): Promise<Booking> {
  const found = await deps.bookings.getById(bookingId);
  const booking = found?.booking;
  const own =
    (actor.usertype === 'rider' && booking?.customer === actor.uid) ||
    (actor.usertype === 'driver' && booking?.driver === actor.uid);
  if (!booking || !own) throw notPermitted();
  return booking;
}

async function adminUids(deps: Pick<SafetyDeps, 'users'>): Promise<string[]> {
  const uids: string[] = [];
  let nextToken: string | null = null;
  do {
    const page = await deps.users.listByType('admin', { limit: ADMIN_PAGE, nextToken });
    uids.push(...page.items.map((user) => user.uid));
    nextToken = page.nextToken;
  } while (nextToken);
  return uids;
}

/** Every admin and the trip's fleet admin: a push (where they have a device) and an inbox entry. */
async function alertOperators(deps: SafetyDeps, event: SafetyEvent): Promise<void> {
  const recipients = new Set(await adminUids(deps));
  if (event.fleetadmin) recipients.add(event.fleetadmin);
  const pushes: UserPush[] = [...recipients].map((uid) => ({
    uid,
    title: 'sos_alert_title',
    body: 'sos_alert_body',
    screen: 'BookedCab',
    params: { bookingId: event.bookingId, reference: event.reference },
  }));
  await pushToUsers(deps, pushes);
}

export async function raiseSos(
  deps: SafetyDeps,
  caller: Caller | null,
  input: SosInput,
): Promise<SafetyEvent> {
  const actor = await requireActor(deps.users, caller, ['rider', 'driver']);
  const booking = await ownTrip(deps, actor, input.bookingId);
  if (!isUnderWay(booking.status))
    throw new DomainError({ code: 'CONFLICT', messageKey: 'sos_not_under_way' });
  const now = deps.now();
  const latest = await deps.safety.latestOfBooking(booking.id);
  if (latest?.raisedBy === actor.uid && now - latest.createdAt < SOS_REPEAT_WINDOW_MS) return latest;
  const event: SafetyEvent = {
    id: deps.newId(),
    bookingId: booking.id,
    reference: booking.reference,
    raisedBy: actor.uid,
    raisedByName: personName(actor),
    role: actor.usertype === 'driver' ? 'driver' : 'rider',
    createdAt: now,
    ...(input.lat === undefined || input.lng === undefined ? {} : { lat: input.lat, lng: input.lng }),
    ...(booking.fleetadmin ? { fleetadmin: booking.fleetadmin } : {}),
  };
  await deps.safety.create(event);
  await alertOperators(deps, event).catch((error: unknown) =>
    deps.warn('SOS alert not sent', { bookingId: booking.id, error: String(error) }),
  );
  return event;
}

/** The Safety page: an admin sees every event, a fleet admin those on its drivers' trips. */
export async function safetyEvents(
  deps: Pick<SafetyDeps, 'users' | 'safety'>,
  caller: Caller | null,
  page: PageRequest,
): Promise<Page<SafetyEvent>> {
  const actor = await requireActor(deps.users, caller, ['admin', 'fleetadmin']);
  if (actor.usertype === 'admin') return deps.safety.list(page);
  if (actor.usertype === 'fleetadmin') return deps.safety.listByFleet(actor.uid, page);
  throw notPermitted();
}

/** Records who acknowledged the event and when, once; a later acknowledgement changes nothing. */
export async function acknowledgeSafetyEvent(
  deps: Pick<SafetyDeps, 'users' | 'safety' | 'newId' | 'now'>,
  caller: Caller | null,
  id: string,
): Promise<SafetyEvent> {
  const actor = await requireActor(deps.users, caller, ['admin', 'fleetadmin']);
  const event = await deps.safety.get(id);
  const sees =
    actor.usertype === 'admin' || (actor.usertype === 'fleetadmin' && event?.fleetadmin === actor.uid);
  if (!event || !sees) throw notPermitted();
  if (event.acknowledgedAt !== undefined) return event;
  const at = deps.now();
  const by = actorOf(actor);
  const audit = auditEntry(deps, {
    action: 'SAFETY_ACKNOWLEDGED',
    actor: by,
    targetType: 'safetyEvent',
    targetId: id,
    targetName: event.reference,
    before: { acknowledgedAt: null },
    after: { acknowledgedAt: at, acknowledgedBy: by.uid },
  });
  await deps.safety.acknowledge(id, by, at, audit);
  return (await deps.safety.get(id))!;
}
