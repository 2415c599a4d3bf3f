/**
 * Share my trip (docs/trips.md): the rider makes and stops links; anyone holding a link reads the
 * shared trip and its live frames with the API key, without an account.
 */
import { graphql } from './generated';
import type { SharedTripFieldsFragment, SharedTripFrameFieldsFragment } from './generated/graphql';
import { openSubscription, runOperation } from './graphql-client';
import type { ApiError } from './api-error';

export type SharedTrip = SharedTripFieldsFragment;
export type SharedTripFrame = SharedTripFrameFieldsFragment;

graphql(`
  fragment SharedTripPositionFields on SharedTripPosition {
    lat
    lng
    heading
    eta
    at
    status
  }
`);
graphql(`
  fragment SharedTripFields on SharedTrip {
    status
    driverFirstName
    driverImage
    vehicleMake
    vehicleModel
    vehicleColor
    vehicleNumber
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
    position {
      ...SharedTripPositionFields
    }
  }
`);
graphql(`
  fragment SharedTripFrameFields on SharedTripFrame {
    token
    ended
    status
    position {
      ...SharedTripPositionFields
    }
  }
`);

const SHARE = graphql(`
  mutation AppShareTrip($bookingId: ID!) {
    shareTrip(bookingId: $bookingId) {
      bookingId
      token
    }
  }
`);
const STOP = graphql(`
  mutation AppStopSharingTrip($bookingId: ID!) {
    stopSharingTrip(bookingId: $bookingId)
  }
`);
const SHARED_TRIP = graphql(`
  query PublicSharedTrip($token: String!) {
    sharedTrip(token: $token) {
      ...SharedTripFields
    }
  }
`);
const ON_SHARED_TRIP = graphql(`
  subscription PublicOnSharedTrip($token: String!) {
    onSharedTrip(token: $token) {
      ...SharedTripFrameFields
    }
  }
`);

/** The page a link opens, on this site. */
export const sharedTripUrl = (token: string, origin = window.location.origin) =>
  `${origin}/share/${encodeURIComponent(token)}`;

/** A new link to the rider's trip. */
export const shareTrip = async (bookingId: string): Promise<string> =>
  (await runOperation(SHARE, { authMode: 'userPool', variables: { bookingId } })).shareTrip.token;

/** Every live link of the trip stops; answers how many. */
export const stopSharingTrip = async (bookingId: string): Promise<number> =>
  (await runOperation(STOP, { authMode: 'userPool', variables: { bookingId } })).stopSharingTrip;

/** Public: the shared trip, or the server's refusal ('share_ended', 'share_not_found'). */
export const getSharedTrip = async (token: string): Promise<SharedTrip> => {
  const { sharedTrip } = await runOperation(SHARED_TRIP, { authMode: 'apiKey', variables: { token } });
  if (!sharedTrip) throw new Error('share_not_found');
  return sharedTrip;
};

/** Public: the link's live frames (a step, a position, or the end). */
export const onSharedTrip = (
  token: string,
  handlers: { onData: (frame: SharedTripFrame) => void; onError?: (error: ApiError) => void },
) =>
  openSubscription(
    ON_SHARED_TRIP,
    async () => 'apiKey',
    {
      onData: ({ onSharedTrip: frame }) => {
        if (frame) handlers.onData(frame);
      },
      onError: handlers.onError,
    },
    { token },
  );
