/** Trips: quotes, bookings, dispatch, the trip's steps, live positions and chat (docs/trips.md). */
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
import { placeAddress, searchPlaces } from '../trips/place-lookup';
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

export const handler = areaRouter('trips', {
  'Query.searchPlaces': ({ args: raw, caller }) =>
    searchPlaces(tripsDeps(), caller, parseArgs(args.searchArgs, raw)),
  'Query.savedPlaces': ({ args: raw, caller }) =>
    savedPlaces(savedPlacesDeps(), caller, parseArgs(args.savedPlacesArgs, raw)),
  'Query.recentPlaces': ({ caller }) => recentPlaces(savedPlacesDeps(), caller),
  'Mutation.savePlace': ({ args: raw, caller }) =>
    savePlace(savedPlacesDeps(), caller, parseArgs(args.savePlaceArgs, raw).input),
  'Mutation.removeSavedPlace': ({ args: raw, caller }) =>
    removeSavedPlace(savedPlacesDeps(), caller, parseArgs(args.savedPlaceKindArgs, raw).kind),
  'Query.placeAddress': ({ args: raw, caller }) =>
    placeAddress(tripsDeps(), caller, parseArgs(args.addressArgs, raw)),
  'Query.estimateFare': ({ args: raw, caller }) =>
    estimateFare(tripsDeps(), caller, parseArgs(args.estimateArgs, raw).input),
  'Query.booking': ({ args: raw, caller }) => booking(tripsDeps(), caller, parseArgs(args.idArgs, raw).id),
  'Query.bookingReceipt': ({ args: raw, caller }) =>
    bookingReceipt(tripsDeps(), caller, parseArgs(args.bookingIdArgs, raw).bookingId),
  'Query.bookings': ({ args: raw, caller }) =>
    bookings(tripsDeps(), caller, parseArgs(args.bookingsArgs, raw)),
  'Query.searchBookings': ({ args: raw, caller }) => {
    const { limit, ...query } = parseArgs(args.searchBookingsArgs, raw);
    return searchBookings(tripsDeps(), caller, { ...query, limit: pageSize(limit) });
  },
  'Query.tasks': ({ caller }) => tasks(tripsDeps(), caller),
  'Query.tracking': ({ args: raw, caller }) =>
    tracking(tripsDeps(), caller, parseArgs(args.pagedBookingArgs, raw)),
  'Query.lastTracking': ({ args: raw, caller }) =>
    lastTracking(tripsDeps(), caller, parseArgs(args.bookingIdArgs, raw).bookingId),
  'Query.chatMessages': ({ args: raw, caller }) =>
    chatMessages(tripsDeps(), caller, parseArgs(args.pagedBookingArgs, raw)),
  'Query.activeDrivers': ({ args: raw, caller }) =>
    activeDrivers(tripsDeps(), caller, parseArgs(args.boxArgs, raw)),
  'Query.driversForAssignment': ({ args: raw, caller }) =>
    driversForAssignment(tripsDeps(), caller, parseArgs(args.bookingIdArgs, raw).bookingId),
  'Mutation.createBooking': ({ args: raw, caller }) =>
    createBooking(tripsDeps(), caller, parseArgs(args.createBookingArgs, raw).input),
  'Mutation.acceptTask': ({ args: raw, caller }) =>
    acceptTask(tripsDeps(), caller, parseArgs(args.bookingIdArgs, raw).bookingId),
  'Mutation.declineTask': ({ args: raw, caller }) =>
    declineTask(tripsDeps(), caller, parseArgs(args.bookingIdArgs, raw).bookingId),
  'Mutation.cancelBooking': ({ args: raw, caller }) =>
    cancelBooking(tripsDeps(), caller, parseArgs(args.cancelArgs, raw)),
  'Mutation.assignDriver': ({ args: raw, caller }) =>
    assignDriver(tripsDeps(), caller, parseArgs(args.assignArgs, raw)),
  'Mutation.updateTripStatus': ({ args: raw, caller }) =>
    updateTripStatus(tripsDeps(), caller, parseArgs(args.tripStatusArgs, raw)),
  'Mutation.setTripImage': ({ args: raw, caller }) =>
    setTripImage(tripsDeps(), caller, parseArgs(args.tripImageArgs, raw)),
  'Mutation.rateTrip': ({ args: raw, caller }) =>
    rateTrip(tripsDeps(), caller, parseArgs(args.rateArgs, raw)),
  'Mutation.rateRider': ({ args: raw, caller }) =>
    rateRider(tripsDeps(), caller, parseArgs(args.rateArgs, raw)),
  'Mutation.cancelTrip': ({ args: raw, caller }) =>
    cancelTrip(tripsDeps(), caller, parseArgs(args.driverCancelArgs, raw)),
  'Mutation.reportNoShow': ({ args: raw, caller }) =>
    reportNoShow(tripsDeps(), caller, parseArgs(args.bookingIdArgs, raw).bookingId),
  'Mutation.quoteDropChange': ({ args: raw, caller }) =>
    quoteDropChange(tripsDeps(), caller, parseArgs(args.quoteDropChangeArgs, raw)),
  'Mutation.acceptDropChange': ({ args: raw, caller }) =>
    acceptDropChange(tripsDeps(), caller, parseArgs(args.quoteIdArgs, raw)),
  'Mutation.setDriverActive': ({ args: raw, caller }) =>
    setDriverActive(tripsDeps(), caller, parseArgs(args.activeArgs, raw).active),
  'Mutation.updateDriverLocation': ({ args: raw, caller }) =>
    updateDriverLocation(tripsDeps(), caller, parseArgs(args.locationArgs, raw)),
  'Mutation.sendChatMessage': ({ args: raw, caller }) =>
    sendChatMessage(tripsDeps(), caller, parseArgs(args.chatArgs, raw)),
  'Mutation.publishBookingChanged': ({ event }) => published('booking', event),
  'Mutation.publishTaskOffered': ({ event }) => published('offer', event),
  'Mutation.publishTracking': ({ event }) => published('tracking', event),
  'Mutation.publishChatMessage': ({ event }) => published('chat', event),
  'Mutation.publishSharedTrip': ({ event }) => published('sharedTrip', event),
  'Mutation.shareTrip': ({ args: raw, caller }) =>
    shareTrip(tripsDeps(), caller, parseArgs(args.bookingIdArgs, raw).bookingId),
  'Mutation.raiseSos': ({ args: raw, caller }) => {
    const { bookingId, lat, lng } = parseArgs(args.sosArgs, raw);
    return raiseSos(tripsDeps(), caller, { bookingId, ...(lat == null || lng == null ? {} : { lat, lng }) });
  },
  'Query.safetyEvents': ({ args: raw, caller }) =>
    safetyEvents(tripsDeps(), caller, parseArgs(args.pageOnlyArgs, raw)),
  'Mutation.acknowledgeSafetyEvent': ({ args: raw, caller }) =>
    acknowledgeSafetyEvent(tripsDeps(), caller, parseArgs(args.idArgs, raw).id),
  'Mutation.stopSharingTrip': ({ args: raw, caller }) =>
    stopSharingTrip(tripsDeps(), caller, parseArgs(args.bookingIdArgs, raw).bookingId),
  // Public (API key): the link is the only credential, checked on every read and subscription.
  'Query.sharedTrip': ({ args: raw }) => sharedTrip(tripsDeps(), parseArgs(args.shareTokenArgs, raw).token),
  'Subscription.onSharedTrip': ({ args: raw }) =>
    authorizeSharedTripFeed(tripsDeps(), parseArgs(args.shareTokenArgs, raw).token),
  'Subscription.onTaskOffered': ({ args: raw, caller }) =>
    authorizeTaskOffers(tripsDeps(), caller, parseArgs(args.driverArgs, raw).driver),
  'Subscription.onBookingChanged': ({ args: raw, caller }) =>
    authorizeBookingFeed(tripsDeps(), caller, { bookingId: parseArgs(args.feedArgs, raw).id }),
  'Subscription.onTracking': ({ args: raw, caller }) =>
    authorizeBookingFeed(tripsDeps(), caller, parseArgs(args.bookingFeedArgs, raw)),
  'Subscription.onChatMessage': ({ args: raw, caller }) =>
    authorizeBookingFeed(tripsDeps(), caller, { ...parseArgs(args.bookingFeedArgs, raw), chat: true }),
});
