import { bookingAudience, chatAudience } from '@wayfare/shared';
import type { TripEvents } from '../../ports/trip-events';
import { publicBookingView } from '../../trips/booking-view';
import { createAppSyncPublisher, type AppSyncPublisherOptions } from './appsync-publisher';
import { BOOKING_SELECTION, CHAT_SELECTION, TRACKING_SELECTION } from './publish-selections';

const MUTATIONS = {
  bookingChanged: `mutation Publish($payload: AWSJSON!) { publishBookingChanged(booking: $payload) ${BOOKING_SELECTION} }`,
  taskOffered: `mutation Publish($payload: AWSJSON!) { publishTaskOffered(booking: $payload) ${BOOKING_SELECTION} }`,
  tracked: `mutation Publish($payload: AWSJSON!) { publishTracking(entry: $payload) ${TRACKING_SELECTION} }`,
  chatMessage: `mutation Publish($payload: AWSJSON!) { publishChatMessage(message: $payload) ${CHAT_SELECTION} }`,
} as const;

/** Live trip changes through the API's IAM-only publish mutations (appsync-publisher.ts). */
export function createAppSyncTripEvents(options: AppSyncPublisherOptions): TripEvents {
  const publish = createAppSyncPublisher(options);
  return {
    bookingChanged: (booking) =>
      publish(MUTATIONS.bookingChanged, {
        ...publicBookingView(booking),
        audience: bookingAudience(booking),
      }),
    taskOffered: (driverUid, booking) =>
      publish(MUTATIONS.taskOffered, {
        ...publicBookingView(booking),
        driver: driverUid,
        audience: [driverUid],
      }),
    tracked: (booking, entry) =>
      publish(MUTATIONS.tracked, { bookingId: booking.id, ...entry, audience: bookingAudience(booking) }),
    chatMessage: (booking, message) =>
      publish(MUTATIONS.chatMessage, { ...message, audience: chatAudience(booking) }),
  };
}
