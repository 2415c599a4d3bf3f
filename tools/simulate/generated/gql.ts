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
  '\n  fragment SimBooking on Booking {\n    id\n    status\n    tripdate\n    payment_mode\n    trip_cost\n    customer_paid\n    cardPaymentAmount\n    cashPaymentAmount\n    usedWalletMoney\n    driver\n    otp\n    cartData\n    pickup {\n      lat\n      lng\n      add\n    }\n    drop {\n      lat\n      lng\n      add\n    }\n  }\n': typeof types.SimBookingFragmentDoc;
  '\n  query SimMe {\n    me {\n      uid\n      usertype\n      approved\n      walletBalance\n      driverActiveStatus\n      carType\n    }\n  }\n': typeof types.SimMeDocument;
  '\n  query SimCarTypes {\n    carTypes {\n      id\n      name\n    }\n  }\n': typeof types.SimCarTypesDocument;
  '\n  query SimShopPickup {\n    settings {\n      shopPickup {\n        lat\n        lng\n        add\n      }\n    }\n  }\n': typeof types.SimShopPickupDocument;
  '\n  query SimProducts {\n    products(limit: 20) {\n      items {\n        id\n        amount\n      }\n    }\n  }\n': typeof types.SimProductsDocument;
  '\n  query SimCancelReasons {\n    cancelReasons {\n      label\n    }\n  }\n': typeof types.SimCancelReasonsDocument;
  '\n  query SimPlaceAddress($lat: Float!, $lng: Float!) {\n    placeAddress(lat: $lat, lng: $lng) {\n      add\n    }\n  }\n': typeof types.SimPlaceAddressDocument;
  '\n  mutation SimUploadUrl($kind: UploadKind!, $contentType: String!, $contentLength: Int!) {\n    createUploadUrl(kind: $kind, contentType: $contentType, contentLength: $contentLength) {\n      url\n      key\n      headers\n    }\n  }\n': typeof types.SimUploadUrlDocument;
  '\n  mutation SimRegisterDriver($input: DriverRegistrationInput!) {\n    registerDriver(input: $input) {\n      uid\n    }\n  }\n': typeof types.SimRegisterDriverDocument;
  '\n  mutation SimApproveDriver($uid: ID!) {\n    setDriverApproval(uid: $uid, approved: true) {\n      uid\n      approved\n    }\n  }\n': typeof types.SimApproveDriverDocument;
  '\n  mutation SimAddToWallet($uid: ID!, $amount: Float!, $requestId: ID) {\n    addToWallet(uid: $uid, amount: $amount, requestId: $requestId) {\n      id\n    }\n  }\n': typeof types.SimAddToWalletDocument;
  '\n  query SimWalletHistory($nextToken: String) {\n    walletHistory(limit: 100, nextToken: $nextToken) {\n      items {\n        id\n        type\n        amount\n        txRef\n        balance\n      }\n      nextToken\n    }\n  }\n': typeof types.SimWalletHistoryDocument;
  '\n  query SimEstimate($input: EstimateInput!) {\n    estimateFare(input: $input) {\n      quoteId\n      grandTotal\n    }\n  }\n': typeof types.SimEstimateDocument;
  '\n  mutation SimCreateBooking($input: CreateBookingInput!) {\n    createBooking(input: $input) {\n      ...SimBooking\n    }\n  }\n': typeof types.SimCreateBookingDocument;
  '\n  query SimBookingById($id: ID!) {\n    booking(id: $id) {\n      ...SimBooking\n    }\n  }\n': typeof types.SimBookingByIdDocument;
  '\n  mutation SimCancel($bookingId: ID!, $reason: String!) {\n    cancelBooking(bookingId: $bookingId, reason: $reason) {\n      id\n      status\n    }\n  }\n': typeof types.SimCancelDocument;
  '\n  mutation SimPayNow($bookingId: ID!, $provider: String!) {\n    payNow(bookingId: $bookingId, provider: $provider) {\n      url\n      fields\n    }\n  }\n': typeof types.SimPayNowDocument;
  '\n  mutation SimRate($bookingId: ID!, $rating: Int!) {\n    rateTrip(bookingId: $bookingId, rating: $rating) {\n      id\n      status\n    }\n  }\n': typeof types.SimRateDocument;
  '\n  mutation SimSendChat($bookingId: ID!, $message: String!) {\n    sendChatMessage(bookingId: $bookingId, message: $message) {\n      id\n    }\n  }\n': typeof types.SimSendChatDocument;
  '\n  mutation SimSetActive($active: Boolean!) {\n    setDriverActive(active: $active) {\n      driverActiveStatus\n    }\n  }\n': typeof types.SimSetActiveDocument;
  '\n  mutation SimGoOffline {\n    goOffline {\n      driverActiveStatus\n    }\n  }\n': typeof types.SimGoOfflineDocument;
  '\n  mutation SimLocation($lat: Float!, $lng: Float!) {\n    updateDriverLocation(lat: $lat, lng: $lng) {\n      bookingId\n      status\n    }\n  }\n': typeof types.SimLocationDocument;
  '\n  query SimTasks {\n    tasks {\n      id\n      status\n    }\n  }\n': typeof types.SimTasksDocument;
  '\n  mutation SimAccept($bookingId: ID!) {\n    acceptTask(bookingId: $bookingId) {\n      ...SimBooking\n    }\n  }\n': typeof types.SimAcceptDocument;
  '\n  mutation SimDecline($bookingId: ID!) {\n    declineTask(bookingId: $bookingId) {\n      id\n      status\n    }\n  }\n': typeof types.SimDeclineDocument;
  '\n  mutation SimTripStatus($bookingId: ID!, $status: BookingStatus!, $otp: String) {\n    updateTripStatus(bookingId: $bookingId, status: $status, otp: $otp) {\n      id\n      status\n    }\n  }\n': typeof types.SimTripStatusDocument;
  '\n  subscription SimOnTaskOffered($driver: ID!) {\n    onTaskOffered(driver: $driver) {\n      id\n      status\n    }\n  }\n': typeof types.SimOnTaskOfferedDocument;
  '\n  subscription SimOnBookingChanged($id: ID!) {\n    onBookingChanged(id: $id) {\n      id\n      status\n    }\n  }\n': typeof types.SimOnBookingChangedDocument;
  '\n  subscription SimOnTracking($bookingId: ID!) {\n    onTracking(bookingId: $bookingId) {\n      bookingId\n      lat\n      lng\n      status\n    }\n  }\n': typeof types.SimOnTrackingDocument;
  '\n  subscription SimOnChat($bookingId: ID!) {\n    onChatMessage(bookingId: $bookingId) {\n      id\n      from\n    }\n  }\n': typeof types.SimOnChatDocument;
};
const documents: Documents = {
  '\n  fragment SimBooking on Booking {\n    id\n    status\n    tripdate\n    payment_mode\n    trip_cost\n    customer_paid\n    cardPaymentAmount\n    cashPaymentAmount\n    usedWalletMoney\n    driver\n    otp\n    cartData\n    pickup {\n      lat\n      lng\n      add\n    }\n    drop {\n      lat\n      lng\n      add\n    }\n  }\n':
    types.SimBookingFragmentDoc,
  '\n  query SimMe {\n    me {\n      uid\n      usertype\n      approved\n      walletBalance\n      driverActiveStatus\n      carType\n    }\n  }\n':
    types.SimMeDocument,
  '\n  query SimCarTypes {\n    carTypes {\n      id\n      name\n    }\n  }\n': types.SimCarTypesDocument,
  '\n  query SimShopPickup {\n    settings {\n      shopPickup {\n        lat\n        lng\n        add\n      }\n    }\n  }\n':
    types.SimShopPickupDocument,
  '\n  query SimProducts {\n    products(limit: 20) {\n      items {\n        id\n        amount\n      }\n    }\n  }\n':
    types.SimProductsDocument,
  '\n  query SimCancelReasons {\n    cancelReasons {\n      label\n    }\n  }\n':
    types.SimCancelReasonsDocument,
  '\n  query SimPlaceAddress($lat: Float!, $lng: Float!) {\n    placeAddress(lat: $lat, lng: $lng) {\n      add\n    }\n  }\n':
    types.SimPlaceAddressDocument,
  '\n  mutation SimUploadUrl($kind: UploadKind!, $contentType: String!, $contentLength: Int!) {\n    createUploadUrl(kind: $kind, contentType: $contentType, contentLength: $contentLength) {\n      url\n      key\n      headers\n    }\n  }\n':
    types.SimUploadUrlDocument,
  '\n  mutation SimRegisterDriver($input: DriverRegistrationInput!) {\n    registerDriver(input: $input) {\n      uid\n    }\n  }\n':
    types.SimRegisterDriverDocument,
  '\n  mutation SimApproveDriver($uid: ID!) {\n    setDriverApproval(uid: $uid, approved: true) {\n      uid\n      approved\n    }\n  }\n':
    types.SimApproveDriverDocument,
  '\n  mutation SimAddToWallet($uid: ID!, $amount: Float!, $requestId: ID) {\n    addToWallet(uid: $uid, amount: $amount, requestId: $requestId) {\n      id\n    }\n  }\n':
    types.SimAddToWalletDocument,
  '\n  query SimWalletHistory($nextToken: String) {\n    walletHistory(limit: 100, nextToken: $nextToken) {\n      items {\n        id\n        type\n        amount\n        txRef\n        balance\n      }\n      nextToken\n    }\n  }\n':
    types.SimWalletHistoryDocument,
  '\n  query SimEstimate($input: EstimateInput!) {\n    estimateFare(input: $input) {\n      quoteId\n      grandTotal\n    }\n  }\n':
    types.SimEstimateDocument,
  '\n  mutation SimCreateBooking($input: CreateBookingInput!) {\n    createBooking(input: $input) {\n      ...SimBooking\n    }\n  }\n':
    types.SimCreateBookingDocument,
  '\n  query SimBookingById($id: ID!) {\n    booking(id: $id) {\n      ...SimBooking\n    }\n  }\n':
    types.SimBookingByIdDocument,
  '\n  mutation SimCancel($bookingId: ID!, $reason: String!) {\n    cancelBooking(bookingId: $bookingId, reason: $reason) {\n      id\n      status\n    }\n  }\n':
    types.SimCancelDocument,
  '\n  mutation SimPayNow($bookingId: ID!, $provider: String!) {\n    payNow(bookingId: $bookingId, provider: $provider) {\n      url\n      fields\n    }\n  }\n':
    types.SimPayNowDocument,
  '\n  mutation SimRate($bookingId: ID!, $rating: Int!) {\n    rateTrip(bookingId: $bookingId, rating: $rating) {\n      id\n      status\n    }\n  }\n':
    types.SimRateDocument,
  '\n  mutation SimSendChat($bookingId: ID!, $message: String!) {\n    sendChatMessage(bookingId: $bookingId, message: $message) {\n      id\n    }\n  }\n':
    types.SimSendChatDocument,
  '\n  mutation SimSetActive($active: Boolean!) {\n    setDriverActive(active: $active) {\n      driverActiveStatus\n    }\n  }\n':
    types.SimSetActiveDocument,
  '\n  mutation SimGoOffline {\n    goOffline {\n      driverActiveStatus\n    }\n  }\n':
    types.SimGoOfflineDocument,
  '\n  mutation SimLocation($lat: Float!, $lng: Float!) {\n    updateDriverLocation(lat: $lat, lng: $lng) {\n      bookingId\n      status\n    }\n  }\n':
    types.SimLocationDocument,
  '\n  query SimTasks {\n    tasks {\n      id\n      status\n    }\n  }\n': types.SimTasksDocument,
  '\n  mutation SimAccept($bookingId: ID!) {\n    acceptTask(bookingId: $bookingId) {\n      ...SimBooking\n    }\n  }\n':
    types.SimAcceptDocument,
  '\n  mutation SimDecline($bookingId: ID!) {\n    declineTask(bookingId: $bookingId) {\n      id\n      status\n    }\n  }\n':
    types.SimDeclineDocument,
  '\n  mutation SimTripStatus($bookingId: ID!, $status: BookingStatus!, $otp: String) {\n    updateTripStatus(bookingId: $bookingId, status: $status, otp: $otp) {\n      id\n      status\n    }\n  }\n':
    types.SimTripStatusDocument,
  '\n  subscription SimOnTaskOffered($driver: ID!) {\n    onTaskOffered(driver: $driver) {\n      id\n      status\n    }\n  }\n':
    types.SimOnTaskOfferedDocument,
  '\n  subscription SimOnBookingChanged($id: ID!) {\n    onBookingChanged(id: $id) {\n      id\n      status\n    }\n  }\n':
    types.SimOnBookingChangedDocument,
  '\n  subscription SimOnTracking($bookingId: ID!) {\n    onTracking(bookingId: $bookingId) {\n      bookingId\n      lat\n      lng\n      status\n    }\n  }\n':
    types.SimOnTrackingDocument,
  '\n  subscription SimOnChat($bookingId: ID!) {\n    onChatMessage(bookingId: $bookingId) {\n      id\n      from\n    }\n  }\n':
    types.SimOnChatDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment SimBooking on Booking {\n    id\n    status\n    tripdate\n    payment_mode\n    trip_cost\n    customer_paid\n    cardPaymentAmount\n    cashPaymentAmount\n    usedWalletMoney\n    driver\n    otp\n    cartData\n    pickup {\n      lat\n      lng\n      add\n    }\n    drop {\n      lat\n      lng\n      add\n    }\n  }\n',
): typeof import('./graphql').SimBookingFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query SimMe {\n    me {\n      uid\n      usertype\n      approved\n      walletBalance\n      driverActiveStatus\n      carType\n    }\n  }\n',
): typeof import('./graphql').SimMeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query SimCarTypes {\n    carTypes {\n      id\n      name\n    }\n  }\n',
): typeof import('./graphql').SimCarTypesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query SimShopPickup {\n    settings {\n      shopPickup {\n        lat\n        lng\n        add\n      }\n    }\n  }\n',
): typeof import('./graphql').SimShopPickupDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query SimProducts {\n    products(limit: 20) {\n      items {\n        id\n        amount\n      }\n    }\n  }\n',
): typeof import('./graphql').SimProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query SimCancelReasons {\n    cancelReasons {\n      label\n    }\n  }\n',
): typeof import('./graphql').SimCancelReasonsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query SimPlaceAddress($lat: Float!, $lng: Float!) {\n    placeAddress(lat: $lat, lng: $lng) {\n      add\n    }\n  }\n',
): typeof import('./graphql').SimPlaceAddressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SimUploadUrl($kind: UploadKind!, $contentType: String!, $contentLength: Int!) {\n    createUploadUrl(kind: $kind, contentType: $contentType, contentLength: $contentLength) {\n      url\n      key\n      headers\n    }\n  }\n',
): typeof import('./graphql').SimUploadUrlDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SimRegisterDriver($input: DriverRegistrationInput!) {\n    registerDriver(input: $input) {\n      uid\n    }\n  }\n',
): typeof import('./graphql').SimRegisterDriverDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SimApproveDriver($uid: ID!) {\n    setDriverApproval(uid: $uid, approved: true) {\n      uid\n      approved\n    }\n  }\n',
): typeof import('./graphql').SimApproveDriverDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SimAddToWallet($uid: ID!, $amount: Float!, $requestId: ID) {\n    addToWallet(uid: $uid, amount: $amount, requestId: $requestId) {\n      id\n    }\n  }\n',
): typeof import('./graphql').SimAddToWalletDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query SimWalletHistory($nextToken: String) {\n    walletHistory(limit: 100, nextToken: $nextToken) {\n      items {\n        id\n        type\n        amount\n        txRef\n        balance\n      }\n      nextToken\n    }\n  }\n',
): typeof import('./graphql').SimWalletHistoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query SimEstimate($input: EstimateInput!) {\n    estimateFare(input: $input) {\n      quoteId\n      grandTotal\n    }\n  }\n',
): typeof import('./graphql').SimEstimateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SimCreateBooking($input: CreateBookingInput!) {\n    createBooking(input: $input) {\n      ...SimBooking\n    }\n  }\n',
): typeof import('./graphql').SimCreateBookingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query SimBookingById($id: ID!) {\n    booking(id: $id) {\n      ...SimBooking\n    }\n  }\n',
): typeof import('./graphql').SimBookingByIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SimCancel($bookingId: ID!, $reason: String!) {\n    cancelBooking(bookingId: $bookingId, reason: $reason) {\n      id\n      status\n    }\n  }\n',
): typeof import('./graphql').SimCancelDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SimPayNow($bookingId: ID!, $provider: String!) {\n    payNow(bookingId: $bookingId, provider: $provider) {\n      url\n      fields\n    }\n  }\n',
): typeof import('./graphql').SimPayNowDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SimRate($bookingId: ID!, $rating: Int!) {\n    rateTrip(bookingId: $bookingId, rating: $rating) {\n      id\n      status\n    }\n  }\n',
): typeof import('./graphql').SimRateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SimSendChat($bookingId: ID!, $message: String!) {\n    sendChatMessage(bookingId: $bookingId, message: $message) {\n      id\n    }\n  }\n',
): typeof import('./graphql').SimSendChatDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SimSetActive($active: Boolean!) {\n    setDriverActive(active: $active) {\n      driverActiveStatus\n    }\n  }\n',
): typeof import('./graphql').SimSetActiveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SimGoOffline {\n    goOffline {\n      driverActiveStatus\n    }\n  }\n',
): typeof import('./graphql').SimGoOfflineDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SimLocation($lat: Float!, $lng: Float!) {\n    updateDriverLocation(lat: $lat, lng: $lng) {\n      bookingId\n      status\n    }\n  }\n',
): typeof import('./graphql').SimLocationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query SimTasks {\n    tasks {\n      id\n      status\n    }\n  }\n',
): typeof import('./graphql').SimTasksDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SimAccept($bookingId: ID!) {\n    acceptTask(bookingId: $bookingId) {\n      ...SimBooking\n    }\n  }\n',
): typeof import('./graphql').SimAcceptDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SimDecline($bookingId: ID!) {\n    declineTask(bookingId: $bookingId) {\n      id\n      status\n    }\n  }\n',
): typeof import('./graphql').SimDeclineDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SimTripStatus($bookingId: ID!, $status: BookingStatus!, $otp: String) {\n    updateTripStatus(bookingId: $bookingId, status: $status, otp: $otp) {\n      id\n      status\n    }\n  }\n',
): typeof import('./graphql').SimTripStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  subscription SimOnTaskOffered($driver: ID!) {\n    onTaskOffered(driver: $driver) {\n      id\n      status\n    }\n  }\n',
): typeof import('./graphql').SimOnTaskOfferedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  subscription SimOnBookingChanged($id: ID!) {\n    onBookingChanged(id: $id) {\n      id\n      status\n    }\n  }\n',
): typeof import('./graphql').SimOnBookingChangedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  subscription SimOnTracking($bookingId: ID!) {\n    onTracking(bookingId: $bookingId) {\n      bookingId\n      lat\n      lng\n      status\n    }\n  }\n',
): typeof import('./graphql').SimOnTrackingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  subscription SimOnChat($bookingId: ID!) {\n    onChatMessage(bookingId: $bookingId) {\n      id\n      from\n    }\n  }\n',
): typeof import('./graphql').SimOnChatDocument;

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
