/**
 * The IAM-only publish mutations, as `graphql()` documents that `npm run codegen` checks against the
 * schema (a renamed or removed field fails codegen) and types (`generated/`). AppSync hands
 * subscribers exactly the publishing mutation's selection, so each names every field a subscriber
 * may ask for, and the `audience` each frame is filtered on (IAM-only: no subscriber can read it).
 */
import { graphql } from './generated';

export const PublishedBooking = graphql(`
  fragment PublishedBooking on Booking {
    id
    reference
    status
    customer
    customer_name
    customer_contact
    customer_image
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
    tripdate
    bookingDate
    carType
    cartData
    cart_total
    parcelType
    option
    distance
    durationSecs
    trip_cost
    discount
    convenience_fees
    customer_paid
    driver_share
    payment_mode
    gateway
    cardPaymentAmount
    cashPaymentAmount
    usedWalletMoney
    payableAmount
    walletHold
    promo_applied
    driver
    driver_name
    driver_image
    driver_contact
    driverRating
    vehicle_number
    vehicle_make
    vehicle_model
    vehicle_color
    fleetadmin
    otp
    reason
    cancelledBy
    rating
    pickup_image
    deliver_image
    arrivingNoticeAt
    dropChangedAt
    customerRating
    customerRatingCount
    arrivedAt
    noShowFee
    tip
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
