/** Trips: quotes, bookings, dispatch, the trip's steps, live positions and chat (docs/trips.md). */
import type { UserType } from '@wayfare/shared';
import type { Caller } from '../access/caller';
import { createBooking } from '../trips/create-booking';
import { cancelTrip, reportNoShow } from '../trips/driver-cancel';
import { acceptDropChange, quoteDropChange } from '../trips/drop-change';
import { rateRider } from '../trips/rider-rating';
import {
  activeDrivers,
  driversForAssignment,
  setDriverActive,
  updateDriverLocation,
} from '../trips/driver-presence';
import { recentPlaces, removeSavedPlace, savedPlaces, savePlace } from '../places/saved-places';
import { savedPlacesDeps } from '../places/saved-places-deps.factory';
import { searchBookings } from '../trips/booking-search';
import { estimateFare } from '../trips/quotes';
import { requireActor } from '../access/actor';
import { chatMessages, sendChatMessage } from '../trips/trip-chat';
import { booking, bookings, lastTracking, tasks, tracking } from '../trips/trip-reads';
import { bookingReceipt } from '../trips/booking-receipt';
import {
  acceptTask,
  assignDriver,
  cancelBooking,
  declineTask,
  rateTrip,
  setTripImage,
  updateTripStatus,
} from '../trips/trip-steps';
import { acknowledgeSafetyEvent, raiseSos, safetyEvents } from '../trips/safety';
import { authorizeSharedTripFeed, sharedTrip, shareTrip, stopSharingTrip } from '../trips/trip-sharing';
import { authorizeBookingFeed, authorizeTaskOffers } from '../trips/trip-subscriptions';
import { tripsDeps } from '../trips/trips-deps.factory';
import { pageSize } from '../ports/page';
import { areaRouter } from './area-router';
import { parseArgs } from './parse-args';
import { published } from './published';
import * as args from './trips.args';

/** The deps and the caller's stored profile, in one of `roles` (any role when omitted). */
async function actorOf(caller: Caller | null, roles?: readonly UserType[]) {
  const deps = tripsDeps();
  return { deps, actor: await requireActor(deps.users, caller, roles) };
}

const RIDER_OR_ADMIN: readonly UserType[] = ['rider', 'admin'];

export const handler = areaRouter('trips', {
  'Query.searchPlaces': async ({ args: raw, caller }) => {
    const { text, near } = parseArgs(args.searchArgs, raw);
    const { deps } = await actorOf(caller, RIDER_OR_ADMIN);
    return deps.places.suggest(text, near ?? undefined);
  },
  'Query.savedPlaces': ({ args: raw, caller }) =>
    savedPlaces(savedPlacesDeps(), caller, parseArgs(args.savedPlacesArgs, raw)),
  'Query.recentPlaces': ({ caller }) => recentPlaces(savedPlacesDeps(), caller),
  'Mutation.savePlace': ({ args: raw, caller }) =>
    savePlace(savedPlacesDeps(), caller, parseArgs(args.savePlaceArgs, raw).input),
  'Mutation.removeSavedPlace': ({ args: raw, caller }) =>
    removeSavedPlace(savedPlacesDeps(), caller, parseArgs(args.savedPlaceKindArgs, raw).kind),
  'Query.placeAddress': async ({ args: raw, caller }) => {
    const point = parseArgs(args.addressArgs, raw);
    const { deps } = await actorOf(caller);
    return deps.places.address(point);
  },
  'Query.estimateFare': async ({ args: raw, caller }) => {
    const { input } = parseArgs(args.estimateArgs, raw);
    const { deps, actor } = await actorOf(caller, RIDER_OR_ADMIN);
    return estimateFare(deps, actor, input);
  },
  'Query.booking': async ({ args: raw, caller }) => {
    const { id } = parseArgs(args.idArgs, raw);
    const { deps, actor } = await actorOf(caller);
    return booking(deps, actor, id);
  },
  'Query.bookingReceipt': async ({ args: raw, caller }) => {
    const { bookingId } = parseArgs(args.bookingIdArgs, raw);
    const { deps, actor } = await actorOf(caller, RIDER_OR_ADMIN);
    return bookingReceipt(deps, actor, bookingId);
  },
  'Query.bookings': async ({ args: raw, caller }) => {
    const query = parseArgs(args.bookingsArgs, raw);
    const { deps, actor } = await actorOf(caller);
    return bookings(deps, actor, query);
  },
  'Query.searchBookings': async ({ args: raw, caller }) => {
    const { limit, ...query } = parseArgs(args.searchBookingsArgs, raw);
    const { deps, actor } = await actorOf(caller, ['admin', 'fleetadmin']);
    return searchBookings(deps, actor, { ...query, limit: pageSize(limit) });
  },
  'Query.tasks': async ({ caller }) => {
    const { deps, actor } = await actorOf(caller, ['driver']);
    return tasks(deps, actor);
  },
  'Query.tracking': async ({ args: raw, caller }) => {
    const query = parseArgs(args.pagedBookingArgs, raw);
    const { deps, actor } = await actorOf(caller);
    return tracking(deps, actor, query);
  },
  'Query.lastTracking': async ({ args: raw, caller }) => {
    const { bookingId } = parseArgs(args.bookingIdArgs, raw);
    const { deps, actor } = await actorOf(caller);
    return lastTracking(deps, actor, bookingId);
  },
  'Query.chatMessages': async ({ args: raw, caller }) => {
    const query = parseArgs(args.pagedBookingArgs, raw);
    const { deps, actor } = await actorOf(caller);
    return chatMessages(deps, actor, query);
  },
  'Query.activeDrivers': async ({ args: raw, caller }) => {
    const box = parseArgs(args.boxArgs, raw);
    const { deps, actor } = await actorOf(caller, ['admin', 'fleetadmin']);
    return activeDrivers(deps, actor, box);
  },
  'Query.driversForAssignment': async ({ args: raw, caller }) => {
    const { bookingId } = parseArgs(args.bookingIdArgs, raw);
    const { deps } = await actorOf(caller, ['admin']);
    return driversForAssignment(deps, bookingId);
  },
  'Mutation.createBooking': async ({ args: raw, caller }) => {
    const { input } = parseArgs(args.createBookingArgs, raw);
    const { deps, actor } = await actorOf(caller, ['rider']);
    return createBooking(deps, actor, input);
  },
  'Mutation.acceptTask': async ({ args: raw, caller }) => {
    const { bookingId } = parseArgs(args.bookingIdArgs, raw);
    const { deps, actor } = await actorOf(caller, ['driver']);
    return acceptTask(deps, actor, bookingId);
  },
  'Mutation.declineTask': async ({ args: raw, caller }) => {
    const { bookingId } = parseArgs(args.bookingIdArgs, raw);
    const { deps, actor } = await actorOf(caller, ['driver']);
    return declineTask(deps, actor, bookingId);
  },
  'Mutation.cancelBooking': async ({ args: raw, caller }) => {
    const input = parseArgs(args.cancelArgs, raw);
    const { deps, actor } = await actorOf(caller);
    return cancelBooking(deps, actor, input);
  },
  'Mutation.assignDriver': async ({ args: raw, caller }) => {
    const input = parseArgs(args.assignArgs, raw);
    const { deps, actor } = await actorOf(caller, ['admin']);
    return assignDriver(deps, actor, input);
  },
  'Mutation.updateTripStatus': async ({ args: raw, caller }) => {
    const input = parseArgs(args.tripStatusArgs, raw);
    const { deps, actor } = await actorOf(caller, ['driver']);
    return updateTripStatus(deps, actor, input);
  },
  'Mutation.setTripImage': async ({ args: raw, caller }) => {
    const input = parseArgs(args.tripImageArgs, raw);
    const { deps, actor } = await actorOf(caller, ['driver']);
    return setTripImage(deps, actor, input);
  },
  'Mutation.rateTrip': async ({ args: raw, caller }) => {
    const input = parseArgs(args.rateArgs, raw);
    const { deps, actor } = await actorOf(caller, ['rider']);
    return rateTrip(deps, actor, input);
  },
  'Mutation.rateRider': async ({ args: raw, caller }) => {
    const input = parseArgs(args.rateArgs, raw);
    const { deps, actor } = await actorOf(caller, ['driver']);
    return rateRider(deps, actor, input);
  },
  'Mutation.cancelTrip': async ({ args: raw, caller }) => {
    const input = parseArgs(args.driverCancelArgs, raw);
    const { deps, actor } = await actorOf(caller, ['driver']);
    return cancelTrip(deps, actor, input);
  },
  'Mutation.reportNoShow': async ({ args: raw, caller }) => {
    const { bookingId } = parseArgs(args.bookingIdArgs, raw);
    const { deps, actor } = await actorOf(caller, ['driver']);
    return reportNoShow(deps, actor, bookingId);
  },
  'Mutation.quoteDropChange': async ({ args: raw, caller }) => {
    const input = parseArgs(args.quoteDropChangeArgs, raw);
    const { deps, actor } = await actorOf(caller, ['rider']);
    return quoteDropChange(deps, actor, input);
  },
  'Mutation.acceptDropChange': async ({ args: raw, caller }) => {
    const input = parseArgs(args.quoteIdArgs, raw);
    const { deps, actor } = await actorOf(caller, ['rider']);
    return acceptDropChange(deps, actor, input);
  },
  'Mutation.setDriverActive': async ({ args: raw, caller }) => {
    const { active } = parseArgs(args.activeArgs, raw);
    const { deps, actor } = await actorOf(caller, ['driver']);
    return setDriverActive(deps, actor, active);
  },
  'Mutation.updateDriverLocation': async ({ args: raw, caller }) => {
    const location = parseArgs(args.locationArgs, raw);
    const { deps, actor } = await actorOf(caller, ['driver']);
    return updateDriverLocation(deps, actor, location);
  },
  'Mutation.sendChatMessage': async ({ args: raw, caller }) => {
    const input = parseArgs(args.chatArgs, raw);
    const { deps, actor } = await actorOf(caller, ['rider', 'driver']);
    return sendChatMessage(deps, actor, input);
  },
  'Mutation.publishBookingChanged': ({ event }) => published('booking', event),
  'Mutation.publishTaskOffered': ({ event }) => published('offer', event),
  'Mutation.publishTracking': ({ event }) => published('tracking', event),
  'Mutation.publishChatMessage': ({ event }) => published('chat', event),
  'Mutation.publishSharedTrip': ({ event }) => published('sharedTrip', event),
  'Mutation.shareTrip': async ({ args: raw, caller }) => {
    const { bookingId } = parseArgs(args.bookingIdArgs, raw);
    const { deps, actor } = await actorOf(caller, ['rider']);
    return shareTrip(deps, actor, bookingId);
  },
  'Mutation.raiseSos': async ({ args: raw, caller }) => {
    const { bookingId, lat, lng } = parseArgs(args.sosArgs, raw);
    const { deps, actor } = await actorOf(caller, ['rider', 'driver']);
    return raiseSos(deps, actor, { bookingId, ...(lat == null || lng == null ? {} : { lat, lng }) });
  },
  'Query.safetyEvents': async ({ args: raw, caller }) => {
    const page = parseArgs(args.pageOnlyArgs, raw);
    const { deps, actor } = await actorOf(caller, ['admin', 'fleetadmin']);
    return safetyEvents(deps, actor, page);
  },
  'Mutation.acknowledgeSafetyEvent': async ({ args: raw, caller }) => {
    const { id } = parseArgs(args.idArgs, raw);
    const { deps, actor } = await actorOf(caller, ['admin', 'fleetadmin']);
    return acknowledgeSafetyEvent(deps, actor, id);
  },
  'Mutation.stopSharingTrip': async ({ args: raw, caller }) => {
    const { bookingId } = parseArgs(args.bookingIdArgs, raw);
    const { deps, actor } = await actorOf(caller, ['rider']);
    return stopSharingTrip(deps, actor, bookingId);
  },
  // Public (API key): the link is the only credential, checked on every read and subscription.
  'Query.sharedTrip': ({ args: raw }) => sharedTrip(tripsDeps(), parseArgs(args.shareTokenArgs, raw).token),
  'Subscription.onSharedTrip': ({ args: raw }) =>
    authorizeSharedTripFeed(tripsDeps(), parseArgs(args.shareTokenArgs, raw).token),
  'Subscription.onTaskOffered': async ({ args: raw, caller }) => {
    const { driver } = parseArgs(args.driverArgs, raw);
    const { actor } = await actorOf(caller, ['driver']);
    return authorizeTaskOffers(actor, driver);
  },
  'Subscription.onBookingChanged': async ({ args: raw, caller }) => {
    const { id } = parseArgs(args.feedArgs, raw);
    const { deps, actor } = await actorOf(caller);
    return authorizeBookingFeed(deps, actor, { bookingId: id });
  },
  'Subscription.onTracking': async ({ args: raw, caller }) => {
    const { bookingId } = parseArgs(args.bookingFeedArgs, raw);
    const { deps, actor } = await actorOf(caller);
    return authorizeBookingFeed(deps, actor, { bookingId });
  },
  'Subscription.onChatMessage': async ({ args: raw, caller }) => {
    const { bookingId } = parseArgs(args.bookingFeedArgs, raw);
    const { deps, actor } = await actorOf(caller);
    return authorizeBookingFeed(deps, actor, { bookingId, chat: true });
  },
});
