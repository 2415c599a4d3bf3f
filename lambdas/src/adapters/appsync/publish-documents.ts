/**
 * The IAM-only publish mutations, as `graphql()` documents that `npm run codegen` checks against the
 * schema (a renamed or removed field fails codegen) and types (`generated/`). AppSync hands
 * subscribers exactly the publishing mutation's selection, so each names every field a subscriber
 * may ask for, and the `audience` each frame is filtered on (IAM-only: no subscriber can read it).
 * The plain fields are `fragment BookingPlainFields`, which `npm run codegen` writes from
 * BOOKING_FIELDS; a field the frame leaves out (the otp, the ratings) is null to subscribers.
 */
import { graphql } from './generated';

export const PublishedBooking = graphql(`
  fragment PublishedBooking on Booking {
    ...BookingPlainFields
    pickup {
      lat
      lng
      add
    }
    drop {
      lat
      lng
      add
    }
    stops {
      lat
      lng
      add
    }
    cartData
    requestedDrivers
    audience
  }
`);

export const PUBLISH_BOOKING_CHANGED = graphql(`
  mutation PublishBookingChanged($payload: AWSJSON!) {
    publishBookingChanged(booking: $payload) {
      ...PublishedBooking
    }
  }
`);

export const PUBLISH_TASK_OFFERED = graphql(`
  mutation PublishTaskOffered($payload: AWSJSON!) {
    publishTaskOffered(booking: $payload) {
      ...PublishedBooking
    }
  }
`);

export const PUBLISH_TRACKING = graphql(`
  mutation PublishTracking($payload: AWSJSON!) {
    publishTracking(entry: $payload) {
      bookingId
      at
      status
      lat
      lng
      heading
      eta
      audience
    }
  }
`);

export const PUBLISH_CHAT_MESSAGE = graphql(`
  mutation PublishChatMessage($payload: AWSJSON!) {
    publishChatMessage(message: $payload) {
      bookingId
      id
      message
      from
      source
      type
      msgDate
      msgTime
      at
      audience
    }
  }
`);

export const PUBLISH_SHARED_TRIP = graphql(`
  mutation PublishSharedTrip($payload: AWSJSON!) {
    publishSharedTrip(frame: $payload) {
      token
      ended
      status
      position {
        lat
        lng
        heading
        eta
        at
        status
      }
    }
  }
`);

export const PUBLISH_WALLET_CHANGED = graphql(`
  mutation PublishWalletChanged($payload: AWSJSON!) {
    publishWalletChanged(entry: $payload) {
      uid
      id
      type
      amount
      date
      at
      txRef
      balance
      purpose
    }
  }
`);

export const PUBLISH_NOTIFICATION_RECEIVED = graphql(`
  mutation PublishNotificationReceived($payload: AWSJSON!) {
    publishNotificationReceived(entry: $payload) {
      uid
      id
      at
      title
      body
      messageKeys
      bookingId
    }
  }
`);
