/**
 * Trips as the rider and driver apps use them (contract: trips-and-money.graphql). The server
 * decides every amount and status; these calls send intents and read back what it decided.
 */
import type { ApiError } from './api-error';
import { graphql } from './generated';
import type {
  AppBookingFieldsFragment,
  AppChatFieldsFragment,
  AppFareQuoteQuery,
  AppTasksQuery,
  AppTrackingFieldsFragment,
  BookingStatus,
  CreateBookingInput,
  DriverCancelReason,
  EstimateInput,
  PaymentMode,
  PlaceInput,
} from './generated/graphql';
import { answered, openSubscription, runOperation } from './graphql-client';

export type { BookingStatus, CreateBookingInput, DriverCancelReason, EstimateInput, PaymentMode };
export type Place = PlaceInput;
export type Booking = AppBookingFieldsFragment;
export type FareQuote = AppFareQuoteQuery['estimateFare'];
export type TrackingEntry = AppTrackingFieldsFragment;
export type ChatMessage = AppChatFieldsFragment;

export interface Page<T> {
  items: T[];
  nextToken?: string | null;
}

graphql(`
  fragment AppBookingFields on Booking {
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
    cashPaymentAmount
    payableAmount
    driver
    driver_name
    driver_image
    driver_contact
    driverRating
    vehicle_number
    vehicle_make
    vehicle_model
    vehicle_color
    otp
    reason
    rating
    pickup_image
    deliver_image
    arrivingNoticeAt
    dropChangedAt
    cancelledBy
    riderRating
    customerRating
    customerRatingCount
    arrivedAt
    noShowFee
    tip
  }
`);
graphql(`
  fragment AppTrackingFields on TrackingEntry {
    bookingId
    at
    status
    lat
    lng
    heading
    eta
  }
`);
graphql(`
  fragment AppChatFields on ChatMessage {
    bookingId
    id
    message
    from
    at
  }
`);

const ESTIMATE = graphql(`
  query AppFareQuote($input: EstimateInput!) {
    estimateFare(input: $input) {
      quoteId
      carType
      distance
      distanceUnit
      durationSecs
      polyline
      fare
      convenience_fees
      discount
      grandTotal
      currency
      promoError
      expiresAt
    }
  }
`);
const CREATE = graphql(`
  mutation AppCreateBooking($input: CreateBookingInput!) {
    createBooking(input: $input) {
      ...AppBookingFields
    }
  }
`);
const BOOKING = graphql(`
  query AppBooking($id: ID!) {
    booking(id: $id) {
      ...AppBookingFields
    }
  }
`);
const BOOKINGS = graphql(`
  query AppBookings($active: Boolean, $limit: Int, $nextToken: String) {
    bookings(active: $active, limit: $limit, nextToken: $nextToken) {
      items {
        ...AppBookingFields
      }
      nextToken
    }
  }
`);
const CANCEL = graphql(`
  mutation AppCancelBooking($bookingId: ID!, $reason: String!) {
    cancelBooking(bookingId: $bookingId, reason: $reason) {
      ...AppBookingFields
    }
  }
`);
const RATE = graphql(`
  mutation AppRateTrip($bookingId: ID!, $rating: Int!, $comment: String) {
    rateTrip(bookingId: $bookingId, rating: $rating, comment: $comment) {
      ...AppBookingFields
    }
  }
`);
const RATE_RIDER = graphql(`
  mutation AppRateRider($bookingId: ID!, $rating: Int!, $comment: String) {
    rateRider(bookingId: $bookingId, rating: $rating, comment: $comment) {
      ...AppBookingFields
    }
  }
`);
const CANCEL_TRIP = graphql(`
  mutation AppCancelTrip($bookingId: ID!, $reason: DriverCancelReason!, $otherReason: String) {
    cancelTrip(bookingId: $bookingId, reason: $reason, otherReason: $otherReason) {
      ...AppBookingFields
    }
  }
`);
const NO_SHOW = graphql(`
  mutation AppReportNoShow($bookingId: ID!) {
    reportNoShow(bookingId: $bookingId) {
      ...AppBookingFields
    }
  }
`);
const TASKS = graphql(`
  query AppTasks {
    tasks {
      ...AppBookingFields
      offer {
        expiresAt
        driverEarning
        toPickupDistance
        toPickupSecs
      }
    }
  }
`);
const ACCEPT = graphql(`
  mutation AppAcceptTask($bookingId: ID!) {
    acceptTask(bookingId: $bookingId) {
      ...AppBookingFields
    }
  }
`);
const DECLINE = graphql(`
  mutation AppDeclineTask($bookingId: ID!) {
    declineTask(bookingId: $bookingId) {
      id
    }
  }
`);
const STATUS = graphql(`
  mutation AppUpdateTripStatus($bookingId: ID!, $status: BookingStatus!, $otp: String) {
    updateTripStatus(bookingId: $bookingId, status: $status, otp: $otp) {
      ...AppBookingFields
    }
  }
`);
const TRIP_IMAGE = graphql(`
  mutation AppSetTripImage($bookingId: ID!, $which: String!, $key: String!) {
    setTripImage(bookingId: $bookingId, which: $which, key: $key) {
      ...AppBookingFields
    }
  }
`);
const ACTIVE = graphql(`
  mutation AppSetDriverActive($active: Boolean!) {
    setDriverActive(active: $active) {
      uid
      driverActiveStatus
      queue
    }
  }
`);
const LOCATION = graphql(`
  mutation AppUpdateDriverLocation($lat: Float!, $lng: Float!, $heading: Float) {
    updateDriverLocation(lat: $lat, lng: $lng, heading: $heading) {
      ...AppTrackingFields
    }
  }
`);
const TRACKING = graphql(`
  query AppTracking($bookingId: ID!, $limit: Int) {
    tracking(bookingId: $bookingId, limit: $limit) {
      ...AppTrackingFields
    }
  }
`);
const LAST_TRACKING = graphql(`
  query AppLastTracking($bookingId: ID!) {
    lastTracking(bookingId: $bookingId) {
      ...AppTrackingFields
    }
  }
`);
const CHAT = graphql(`
  query AppChatMessages($bookingId: ID!, $limit: Int, $nextToken: String) {
    chatMessages(bookingId: $bookingId, limit: $limit, nextToken: $nextToken) {
      items {
        ...AppChatFields
      }
      nextToken
    }
  }
`);
const SEND = graphql(`
  mutation AppSendChatMessage($bookingId: ID!, $message: String!) {
    sendChatMessage(bookingId: $bookingId, message: $message) {
      ...AppChatFields
    }
  }
`);
const ON_BOOKING = graphql(`
  subscription AppOnBookingChanged($id: ID!) {
    onBookingChanged(id: $id) {
      id
      status
    }
  }
`);
const ON_TASK = graphql(`
  subscription AppOnTaskOffered($driver: ID!) {
    onTaskOffered(driver: $driver) {
      id
      status
    }
  }
`);
const ON_TRACKING = graphql(`
  subscription AppOnTracking($bookingId: ID!) {
    onTracking(bookingId: $bookingId) {
      ...AppTrackingFields
    }
  }
`);
const ON_CHAT = graphql(`
  subscription AppOnChatMessage($bookingId: ID!) {
    onChatMessage(bookingId: $bookingId) {
      ...AppChatFields
    }
  }
`);

const user = { authMode: 'userPool' as const };

export const estimateFare = async (input: EstimateInput): Promise<FareQuote> =>
  (await runOperation(ESTIMATE, { ...user, variables: { input } })).estimateFare;

export const createBooking = async (input: CreateBookingInput): Promise<Booking> =>
  (await runOperation(CREATE, { ...user, variables: { input } })).createBooking;

export const getBooking = async (id: string): Promise<Booking | null> =>
  (await runOperation(BOOKING, { ...user, variables: { id } })).booking ?? null;

export const listBookings = async (query: {
  active?: boolean;
  limit?: number;
  nextToken?: string | null;
}): Promise<Page<Booking>> => (await runOperation(BOOKINGS, { ...user, variables: query })).bookings;

export const cancelBooking = async (bookingId: string, reason: string): Promise<Booking> =>
  (await runOperation(CANCEL, { ...user, variables: { bookingId, reason } })).cancelBooking;

export const rateTrip = async (bookingId: string, rating: number, comment?: string): Promise<Booking> =>
  (await runOperation(RATE, { ...user, variables: { bookingId, rating, comment: comment || null } }))
    .rateTrip;

/** The assigned driver rates the rider once the trip is paid (once per trip). */
export const rateRider = async (bookingId: string, rating: number, comment?: string): Promise<Booking> =>
  (await runOperation(RATE_RIDER, { ...user, variables: { bookingId, rating, comment: comment || null } }))
    .rateRider;

/** The assigned driver gives the trip up with a listed reason ('other' with its own words). */
export const cancelTrip = async (
  bookingId: string,
  reason: DriverCancelReason,
  otherReason?: string,
): Promise<Booking> =>
  (
    await runOperation(CANCEL_TRIP, {
      ...user,
      variables: { bookingId, reason, otherReason: otherReason || null },
    })
  ).cancelTrip;

/** The assigned driver reports that the rider did not come (after the operator's wait). */
export const reportNoShow = async (bookingId: string): Promise<Booking> =>
  (await runOperation(NO_SHOW, { ...user, variables: { bookingId } })).reportNoShow;

/** An offer as the offered driver reads it: the booking and its card's figures (docs/apps.md). */
export type Task = AppTasksQuery['tasks'][number];

export const listTasks = async (): Promise<Task[]> => (await runOperation(TASKS, user)).tasks;

export const acceptTask = async (bookingId: string): Promise<Booking> =>
  (await runOperation(ACCEPT, { ...user, variables: { bookingId } })).acceptTask;

export const declineTask = async (bookingId: string): Promise<void> => {
  await runOperation(DECLINE, { ...user, variables: { bookingId } });
};

export const updateTripStatus = async (
  bookingId: string,
  status: 'ARRIVED' | 'STARTED' | 'REACHED',
  otp?: string,
): Promise<Booking> =>
  (await runOperation(STATUS, { ...user, variables: { bookingId, status, otp: otp ?? null } }))
    .updateTripStatus;

export type TripImage = 'pickup_image' | 'deliver_image';

export const setTripImage = async (bookingId: string, which: TripImage, key: string): Promise<Booking> =>
  (await runOperation(TRIP_IMAGE, { ...user, variables: { bookingId, which, key } })).setTripImage;

/** Switches the driver online (true) or offline; answers its presence flags as the server now has them. */
export const setDriverActive = async (
  active: boolean,
): Promise<{ driverActiveStatus: boolean; queue: boolean }> => {
  const saved = answered((await runOperation(ACTIVE, { ...user, variables: { active } })).setDriverActive);
  return { driverActiveStatus: saved.driverActiveStatus === true, queue: saved.queue === true };
};

/** The phone's position and, when it has one, its heading (degrees from north). */
export const updateDriverLocation = async (
  lat: number,
  lng: number,
  heading?: number | null,
): Promise<void> => {
  await runOperation(LOCATION, { ...user, variables: { lat, lng, heading: heading ?? null } });
};

/** Where the driver is now on the trip: its newest tracking entry, or null before the first. */
export const getLastTracking = async (bookingId: string): Promise<TrackingEntry | null> =>
  (await runOperation(LAST_TRACKING, { ...user, variables: { bookingId } })).lastTracking;

/** The trip's tracking entries in time order (the newest page). */
export const getTracking = async (bookingId: string): Promise<TrackingEntry[]> =>
  (await runOperation(TRACKING, { ...user, variables: { bookingId, limit: 100 } })).tracking;

/** The whole conversation, oldest first, read page by page. */
export async function listChat(bookingId: string): Promise<ChatMessage[]> {
  const messages: ChatMessage[] = [];
  let nextToken: string | null | undefined = null;
  do {
    const page: Page<ChatMessage> = (
      await runOperation(CHAT, { ...user, variables: { bookingId, limit: 100, nextToken } })
    ).chatMessages;
    messages.push(...page.items);
    nextToken = page.nextToken;
  } while (nextToken);
  return messages;
}

export const sendChatMessage = async (bookingId: string, message: string): Promise<ChatMessage> =>
  (await runOperation(SEND, { ...user, variables: { bookingId, message } })).sendChatMessage;

type Handlers<T> = { onData: (data: T) => void; onError?: (error: ApiError) => void };
const userPool = () => Promise.resolve('userPool' as const);

/** Hands on a subscription field's non-null payloads. */
const deliver =
  <T>(handlers: Handlers<T>) =>
  (payload: T | null | undefined) => {
    if (payload) handlers.onData(payload);
  };

export interface BookingSignal {
  id: string;
  status: BookingStatus;
}

/** Each change of one booking; screens re-read the booking, which carries what the caller may see. */
export const onBookingChanged = (id: string, handlers: Handlers<BookingSignal>) => {
  const next = deliver(handlers);
  return openSubscription(
    ON_BOOKING,
    userPool,
    { onData: (data) => next(data.onBookingChanged), onError: handlers.onError },
    { id },
  );
};

/** New offers to this driver. */
export const onTaskOffered = (driver: string, handlers: Handlers<BookingSignal>) => {
  const next = deliver(handlers);
  return openSubscription(
    ON_TASK,
    userPool,
    { onData: (data) => next(data.onTaskOffered), onError: handlers.onError },
    { driver },
  );
};

export const onTracking = (bookingId: string, handlers: Handlers<TrackingEntry>) => {
  const next = deliver(handlers);
  return openSubscription(
    ON_TRACKING,
    userPool,
    { onData: (data) => next(data.onTracking), onError: handlers.onError },
    { bookingId },
  );
};

export const onChatMessage = (bookingId: string, handlers: Handlers<ChatMessage>) => {
  const next = deliver(handlers);
  return openSubscription(
    ON_CHAT,
    userPool,
    { onData: (data) => next(data.onChatMessage), onError: handlers.onError },
    { bookingId },
  );
};
