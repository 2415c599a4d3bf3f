/**
 * Every GraphQL operation the simulation sends, checked against the schema by `npm run codegen`
 * (tools/simulate/generated): a renamed or removed field fails the build, not the run.
 */
import { graphql } from './generated';

graphql(`
  fragment SimBooking on Booking {
    id
    status
    tripdate
    payment_mode
    trip_cost
    customer_paid
    cardPaymentAmount
    cashPaymentAmount
    usedWalletMoney
    driver
    otp
    cartData
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
  }
`);

export const ME = graphql(`
  query SimMe {
    me {
      uid
      usertype
      approved
      walletBalance
      driverActiveStatus
      carType
    }
  }
`);
export const CAR_TYPES = graphql(`
  query SimCarTypes {
    carTypes {
      id
      name
    }
  }
`);
export const SHOP_PICKUP = graphql(`
  query SimShopPickup {
    settings {
      shopPickup {
        lat
        lng
        add
      }
    }
  }
`);
export const PRODUCTS = graphql(`
  query SimProducts {
    products(limit: 20) {
      items {
        id
        amount
      }
    }
  }
`);
export const CANCEL_REASONS = graphql(`
  query SimCancelReasons {
    cancelReasons {
      label
    }
  }
`);
export const PLACE_ADDRESS = graphql(`
  query SimPlaceAddress($lat: Float!, $lng: Float!) {
    placeAddress(lat: $lat, lng: $lng) {
      add
    }
  }
`);
export const UPLOAD_URL = graphql(`
  mutation SimUploadUrl($kind: UploadKind!, $contentType: String!, $contentLength: Int!) {
    createUploadUrl(kind: $kind, contentType: $contentType, contentLength: $contentLength) {
      url
      key
      headers
    }
  }
`);
export const REGISTER_DRIVER = graphql(`
  mutation SimRegisterDriver($input: DriverRegistrationInput!) {
    registerDriver(input: $input) {
      uid
    }
  }
`);
export const APPROVE_DRIVER = graphql(`
  mutation SimApproveDriver($uid: ID!) {
    setDriverApproval(uid: $uid, approved: true) {
      uid
      approved
    }
  }
`);
export const ADD_TO_WALLET = graphql(`
  mutation SimAddToWallet($uid: ID!, $amount: Float!, $requestId: ID) {
    addToWallet(uid: $uid, amount: $amount, requestId: $requestId) {
      id
    }
  }
`);
export const WALLET_HISTORY = graphql(`
  query SimWalletHistory($nextToken: String) {
    walletHistory(limit: 100, nextToken: $nextToken) {
      items {
        id
        type
        amount
        txRef
        balance
      }
      nextToken
    }
  }
`);
export const ESTIMATE = graphql(`
  query SimEstimate($input: EstimateInput!) {
    estimateFare(input: $input) {
      quoteId
      grandTotal
    }
  }
`);
export const CREATE_BOOKING = graphql(`
  mutation SimCreateBooking($input: CreateBookingInput!) {
    createBooking(input: $input) {
      ...SimBooking
    }
  }
`);
export const BOOKING = graphql(`
  query SimBookingById($id: ID!) {
    booking(id: $id) {
      ...SimBooking
    }
  }
`);
export const CANCEL = graphql(`
  mutation SimCancel($bookingId: ID!, $reason: String!) {
    cancelBooking(bookingId: $bookingId, reason: $reason) {
      id
      status
    }
  }
`);
export const PAY_NOW = graphql(`
  mutation SimPayNow($bookingId: ID!, $provider: String!) {
    payNow(bookingId: $bookingId, provider: $provider) {
      url
      fields
    }
  }
`);
export const RATE = graphql(`
  mutation SimRate($bookingId: ID!, $rating: Int!) {
    rateTrip(bookingId: $bookingId, rating: $rating) {
      id
      status
    }
  }
`);
export const SEND_CHAT = graphql(`
  mutation SimSendChat($bookingId: ID!, $message: String!) {
    sendChatMessage(bookingId: $bookingId, message: $message) {
      id
    }
  }
`);
export const SET_ACTIVE = graphql(`
  mutation SimSetActive($active: Boolean!) {
    setDriverActive(active: $active) {
      driverActiveStatus
    }
  }
`);
export const GO_OFFLINE = graphql(`
  mutation SimGoOffline {
    goOffline {
      driverActiveStatus
    }
  }
`);
export const LOCATION = graphql(`
  mutation SimLocation($lat: Float!, $lng: Float!) {
    updateDriverLocation(lat: $lat, lng: $lng) {
      bookingId
      status
    }
  }
`);
export const TASKS = graphql(`
  query SimTasks {
    tasks {
      id
      status
    }
  }
`);
export const ACCEPT = graphql(`
  mutation SimAccept($bookingId: ID!) {
    acceptTask(bookingId: $bookingId) {
      ...SimBooking
    }
  }
`);
export const DECLINE = graphql(`
  mutation SimDecline($bookingId: ID!) {
    declineTask(bookingId: $bookingId) {
      id
      status
    }
  }
`);
export const TRIP_STATUS = graphql(`
  mutation SimTripStatus($bookingId: ID!, $status: BookingStatus!, $otp: String) {
    updateTripStatus(bookingId: $bookingId, status: $status, otp: $otp) {
      id
      status
    }
  }
`);

export const ON_TASK_OFFERED = graphql(`
  subscription SimOnTaskOffered($driver: ID!) {
    onTaskOffered(driver: $driver) {
      id
      status
    }
  }
`);
export const ON_BOOKING_CHANGED = graphql(`
  subscription SimOnBookingChanged($id: ID!) {
    onBookingChanged(id: $id) {
      id
      status
    }
  }
`);
export const ON_TRACKING = graphql(`
  subscription SimOnTracking($bookingId: ID!) {
    onTracking(bookingId: $bookingId) {
      bookingId
      lat
      lng
      status
    }
  }
`);
export const ON_CHAT = graphql(`
  subscription SimOnChat($bookingId: ID!) {
    onChatMessage(bookingId: $bookingId) {
      id
      from
    }
  }
`);
