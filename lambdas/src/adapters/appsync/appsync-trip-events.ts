import { bookingAudience, chatAudience } from '@wayfare/shared';
import type { TripEvents } from '../../ports/trip-events';
import { publicBookingView } from '../../trips/booking-view';
import { createAppSyncPublisher, type AppSyncPublisherOptions } from './appsync-publisher';
import {
  PUBLISH_BOOKING_CHANGED,
  PUBLISH_CHAT_MESSAGE,
  PUBLISH_SHARED_TRIP,
  PUBLISH_TASK_OFFERED,
  PUBLISH_TRACKING,
} from './publish-documents';

/** Live trip changes through the API's IAM-only publish mutations (appsync-publisher.ts). */
export function createAppSyncTripEvents(options: AppSyncPublisherOptions): TripEvents {
  const publish = createAppSyncPublisher(options);
  return {
    bookingChanged: (booking) =>
      publish(PUBLISH_BOOKING_CHANGED, {
        ...publicBookingView(booking),
        audience: bookingAudience(booking),
      }),
    taskOffered: (driverUid, booking) =>
      publish(PUBLISH_TASK_OFFERED, {
        ...publicBookingView(booking),
        driver: driverUid,
        audience: [driverUid],
      }),
    tracked: (booking, entry) =>
      publish(PUBLISH_TRACKING, { bookingId: booking.id, ...entry, audience: bookingAudience(booking) }),
    chatMessage: (booking, message) =>
      publish(PUBLISH_CHAT_MESSAGE, { ...message, audience: chatAudience(booking) }),
    // Its subscribers match on the token (onSharedTrip's argument); only live links get frames.
    sharedTrip: (frame) => publish(PUBLISH_SHARED_TRIP, frame),
  };
}
