import type { Booking, TrackingEntry } from '@wayfare/shared';
import type { StoredChatMessage } from './chat-repository';
import type { SharedTripFrame } from './trip-shares';

/**
 * Live trip changes for the four subscriptions (docs/trips.md). In the cloud and on the twin this
 * calls the API's IAM-only publish mutations, so whatever changed a booking (a resolver, the
 * scheduled dispatch, a payment callback) reaches subscribers the same way.
 */
export interface TripEvents {
  /**
   * onBookingChanged: the booking as every party may see it (no otp, no requestedDrivers). Every
   * frame carries its audience (docs/security.md, "Live frames").
   */
  bookingChanged(booking: Booking): Promise<void>;
  /** onTaskOffered(driver): a new offer to one driver. */
  taskOffered(driverUid: string, booking: Booking): Promise<void>;
  /** onTracking: a new position of the booking's driver, for the booking's audience. */
  tracked(booking: Booking, entry: TrackingEntry): Promise<void>;
  /** onChatMessage: for the booking's chat audience. */
  chatMessage(booking: Booking, message: StoredChatMessage): Promise<void>;
  /** onSharedTrip(token): a frame to the holders of one shared link (docs/trips.md, Share my trip). */
  sharedTrip(frame: SharedTripFrame): Promise<void>;
}
