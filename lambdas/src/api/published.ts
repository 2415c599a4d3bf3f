import { notPermitted } from '../access/caller';
import type {
  PublishBookingChangedMutation,
  PublishChatMessageMutation,
  PublishNotificationReceivedMutation,
  PublishSharedTripMutation,
  PublishTaskOfferedMutation,
  PublishTrackingMutation,
  PublishWalletChangedMutation,
} from '../adapters/appsync/generated/graphql';
import { parsePublished, type PublishedKind } from '../trips/publish-payloads';
import type { ResolverEvent } from './appsync-router';

/**
 * Each publish mutation's payload as its generated document (publish-documents.ts) selects it: the
 * route's result type then checks that the document covers every non-null field of the schema type.
 */
interface PublishedPayloads {
  booking: NonNullable<PublishBookingChangedMutation['publishBookingChanged']>;
  offer: NonNullable<PublishTaskOfferedMutation['publishTaskOffered']>;
  tracking: NonNullable<PublishTrackingMutation['publishTracking']>;
  chat: NonNullable<PublishChatMessageMutation['publishChatMessage']>;
  sharedTrip: NonNullable<PublishSharedTripMutation['publishSharedTrip']>;
  wallet: NonNullable<PublishWalletChangedMutation['publishWalletChanged']>;
  notification: NonNullable<PublishNotificationReceivedMutation['publishNotificationReceived']>;
}

/** Publish mutations are IAM-only: the backend's signed calls, never a user's token. */
export function published<K extends PublishedKind>(kind: K, event: ResolverEvent): PublishedPayloads[K] {
  const identity = event.identity as Record<string, unknown> | null;
  if (!identity || 'sub' in identity || !('userArn' in identity)) throw notPermitted();
  // Only our backend reaches here, publishing through the same documents; the keys the
  // subscription filters read are checked at run time.
  return parsePublished(kind, event.arguments) as PublishedPayloads[K];
}
