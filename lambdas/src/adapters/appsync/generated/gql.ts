/* eslint-disable */
import * as types from './graphql';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
  '\n  fragment PublishedBooking on Booking {\n    ...BookingPlainFields\n    pickup {\n      lat\n      lng\n      add\n    }\n    drop {\n      lat\n      lng\n      add\n    }\n    stops {\n      lat\n      lng\n      add\n    }\n    cartData\n    requestedDrivers\n    audience\n  }\n': typeof types.PublishedBookingFragmentDoc;
  '\n  mutation PublishBookingChanged($payload: AWSJSON!) {\n    publishBookingChanged(booking: $payload) {\n      ...PublishedBooking\n    }\n  }\n': typeof types.PublishBookingChangedDocument;
  '\n  mutation PublishTaskOffered($payload: AWSJSON!) {\n    publishTaskOffered(booking: $payload) {\n      ...PublishedBooking\n    }\n  }\n': typeof types.PublishTaskOfferedDocument;
  '\n  mutation PublishTracking($payload: AWSJSON!) {\n    publishTracking(entry: $payload) {\n      bookingId\n      at\n      status\n      lat\n      lng\n      heading\n      eta\n      audience\n    }\n  }\n': typeof types.PublishTrackingDocument;
  '\n  mutation PublishChatMessage($payload: AWSJSON!) {\n    publishChatMessage(message: $payload) {\n      bookingId\n      id\n      message\n      from\n      source\n      type\n      msgDate\n      msgTime\n      at\n      audience\n    }\n  }\n': typeof types.PublishChatMessageDocument;
  '\n  mutation PublishSharedTrip($payload: AWSJSON!) {\n    publishSharedTrip(frame: $payload) {\n      token\n      ended\n      status\n      position {\n        lat\n        lng\n        heading\n        eta\n        at\n        status\n      }\n    }\n  }\n': typeof types.PublishSharedTripDocument;
  '\n  mutation PublishWalletChanged($payload: AWSJSON!) {\n    publishWalletChanged(entry: $payload) {\n      uid\n      id\n      type\n      amount\n      date\n      at\n      txRef\n      balance\n      purpose\n    }\n  }\n': typeof types.PublishWalletChangedDocument;
  '\n  mutation PublishNotificationReceived($payload: AWSJSON!) {\n    publishNotificationReceived(entry: $payload) {\n      uid\n      id\n      at\n      title\n      body\n      messageKeys\n      bookingId\n    }\n  }\n': typeof types.PublishNotificationReceivedDocument;
  'fragment BookingPlainFields on Booking {\n  id\n  reference\n  customer\n  customer_name\n  customer_contact\n  customer_image\n  status\n  tripdate\n  bookingDate\n  cart_total\n  carType\n  parcelType\n  option\n  trip_cost\n  driver\n  driver_name\n  driver_image\n  driver_contact\n  driverRating\n  vehicle_number\n  vehicle_make\n  vehicle_model\n  vehicle_color\n  driver_share\n  discount\n  convenience_fees\n  customer_paid\n  payment_mode\n  gateway\n  cardPaymentAmount\n  cashPaymentAmount\n  usedWalletMoney\n  payableAmount\n  walletHold\n  promo_applied\n  otp\n  reason\n  cancelledBy\n  rating\n  ratingComment\n  riderRating\n  riderRatingComment\n  customerRating\n  customerRatingCount\n  arrivedAt\n  noShowFee\n  tip\n  fleetadmin\n  pickup_image\n  deliver_image\n  distance\n  durationSecs\n  arrivingNoticeAt\n  dropChangedAt\n}': typeof types.BookingPlainFieldsFragmentDoc;
};
const documents: Documents = {
  '\n  fragment PublishedBooking on Booking {\n    ...BookingPlainFields\n    pickup {\n      lat\n      lng\n      add\n    }\n    drop {\n      lat\n      lng\n      add\n    }\n    stops {\n      lat\n      lng\n      add\n    }\n    cartData\n    requestedDrivers\n    audience\n  }\n':
    types.PublishedBookingFragmentDoc,
  '\n  mutation PublishBookingChanged($payload: AWSJSON!) {\n    publishBookingChanged(booking: $payload) {\n      ...PublishedBooking\n    }\n  }\n':
    types.PublishBookingChangedDocument,
  '\n  mutation PublishTaskOffered($payload: AWSJSON!) {\n    publishTaskOffered(booking: $payload) {\n      ...PublishedBooking\n    }\n  }\n':
    types.PublishTaskOfferedDocument,
  '\n  mutation PublishTracking($payload: AWSJSON!) {\n    publishTracking(entry: $payload) {\n      bookingId\n      at\n      status\n      lat\n      lng\n      heading\n      eta\n      audience\n    }\n  }\n':
    types.PublishTrackingDocument,
  '\n  mutation PublishChatMessage($payload: AWSJSON!) {\n    publishChatMessage(message: $payload) {\n      bookingId\n      id\n      message\n      from\n      source\n      type\n      msgDate\n      msgTime\n      at\n      audience\n    }\n  }\n':
    types.PublishChatMessageDocument,
  '\n  mutation PublishSharedTrip($payload: AWSJSON!) {\n    publishSharedTrip(frame: $payload) {\n      token\n      ended\n      status\n      position {\n        lat\n        lng\n        heading\n        eta\n        at\n        status\n      }\n    }\n  }\n':
    types.PublishSharedTripDocument,
  '\n  mutation PublishWalletChanged($payload: AWSJSON!) {\n    publishWalletChanged(entry: $payload) {\n      uid\n      id\n      type\n      amount\n      date\n      at\n      txRef\n      balance\n      purpose\n    }\n  }\n':
    types.PublishWalletChangedDocument,
  '\n  mutation PublishNotificationReceived($payload: AWSJSON!) {\n    publishNotificationReceived(entry: $payload) {\n      uid\n      id\n      at\n      title\n      body\n      messageKeys\n      bookingId\n    }\n  }\n':
    types.PublishNotificationReceivedDocument,
  'fragment BookingPlainFields on Booking {\n  id\n  reference\n  customer\n  customer_name\n  customer_contact\n  customer_image\n  status\n  tripdate\n  bookingDate\n  cart_total\n  carType\n  parcelType\n  option\n  trip_cost\n  driver\n  driver_name\n  driver_image\n  driver_contact\n  driverRating\n  vehicle_number\n  vehicle_make\n  vehicle_model\n  vehicle_color\n  driver_share\n  discount\n  convenience_fees\n  customer_paid\n  payment_mode\n  gateway\n  cardPaymentAmount\n  cashPaymentAmount\n  usedWalletMoney\n  payableAmount\n  walletHold\n  promo_applied\n  otp\n  reason\n  cancelledBy\n  rating\n  ratingComment\n  riderRating\n  riderRatingComment\n  customerRating\n  customerRatingCount\n  arrivedAt\n  noShowFee\n  tip\n  fleetadmin\n  pickup_image\n  deliver_image\n  distance\n  durationSecs\n  arrivingNoticeAt\n  dropChangedAt\n}':
    types.BookingPlainFieldsFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment PublishedBooking on Booking {\n    ...BookingPlainFields\n    pickup {\n      lat\n      lng\n      add\n    }\n    drop {\n      lat\n      lng\n      add\n    }\n    stops {\n      lat\n      lng\n      add\n    }\n    cartData\n    requestedDrivers\n    audience\n  }\n',
): typeof import('./graphql').PublishedBookingFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation PublishBookingChanged($payload: AWSJSON!) {\n    publishBookingChanged(booking: $payload) {\n      ...PublishedBooking\n    }\n  }\n',
): typeof import('./graphql').PublishBookingChangedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation PublishTaskOffered($payload: AWSJSON!) {\n    publishTaskOffered(booking: $payload) {\n      ...PublishedBooking\n    }\n  }\n',
): typeof import('./graphql').PublishTaskOfferedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation PublishTracking($payload: AWSJSON!) {\n    publishTracking(entry: $payload) {\n      bookingId\n      at\n      status\n      lat\n      lng\n      heading\n      eta\n      audience\n    }\n  }\n',
): typeof import('./graphql').PublishTrackingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation PublishChatMessage($payload: AWSJSON!) {\n    publishChatMessage(message: $payload) {\n      bookingId\n      id\n      message\n      from\n      source\n      type\n      msgDate\n      msgTime\n      at\n      audience\n    }\n  }\n',
): typeof import('./graphql').PublishChatMessageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation PublishSharedTrip($payload: AWSJSON!) {\n    publishSharedTrip(frame: $payload) {\n      token\n      ended\n      status\n      position {\n        lat\n        lng\n        heading\n        eta\n        at\n        status\n      }\n    }\n  }\n',
): typeof import('./graphql').PublishSharedTripDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation PublishWalletChanged($payload: AWSJSON!) {\n    publishWalletChanged(entry: $payload) {\n      uid\n      id\n      type\n      amount\n      date\n      at\n      txRef\n      balance\n      purpose\n    }\n  }\n',
): typeof import('./graphql').PublishWalletChangedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation PublishNotificationReceived($payload: AWSJSON!) {\n    publishNotificationReceived(entry: $payload) {\n      uid\n      id\n      at\n      title\n      body\n      messageKeys\n      bookingId\n    }\n  }\n',
): typeof import('./graphql').PublishNotificationReceivedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment BookingPlainFields on Booking {\n  id\n  reference\n  customer\n  customer_name\n  customer_contact\n  customer_image\n  status\n  tripdate\n  bookingDate\n  cart_total\n  carType\n  parcelType\n  option\n  trip_cost\n  driver\n  driver_name\n  driver_image\n  driver_contact\n  driverRating\n  vehicle_number\n  vehicle_make\n  vehicle_model\n  vehicle_color\n  driver_share\n  discount\n  convenience_fees\n  customer_paid\n  payment_mode\n  gateway\n  cardPaymentAmount\n  cashPaymentAmount\n  usedWalletMoney\n  payableAmount\n  walletHold\n  promo_applied\n  otp\n  reason\n  cancelledBy\n  rating\n  ratingComment\n  riderRating\n  riderRatingComment\n  customerRating\n  customerRatingCount\n  arrivedAt\n  noShowFee\n  tip\n  fleetadmin\n  pickup_image\n  deliver_image\n  distance\n  durationSecs\n  arrivingNoticeAt\n  dropChangedAt\n}',
): typeof import('./graphql').BookingPlainFieldsFragmentDoc;

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
