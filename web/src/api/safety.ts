/**
 * SOS (docs/trips.md): the trip's rider or driver raises a safety event; admins and fleet admins
 * list them and acknowledge each.
 */
import { graphql } from './generated';
import type { SafetyEventFieldsFragment } from './generated/graphql';
import { runOperation } from './graphql-client';

export type SafetyEvent = SafetyEventFieldsFragment;

graphql(`
  fragment SafetyEventFields on SafetyEvent {
    id
    bookingId
    reference
    raisedBy
    raisedByName
    role
    lat
    lng
    createdAt
    acknowledgedBy
    acknowledgedByName
    acknowledgedAt
  }
`);

const RAISE = graphql(`
  mutation AppRaiseSos($bookingId: ID!, $lat: Float, $lng: Float) {
    raiseSos(bookingId: $bookingId, lat: $lat, lng: $lng) {
      ...SafetyEventFields
    }
  }
`);
const LIST = graphql(`
  query SafetyEvents($limit: Int, $nextToken: String) {
    safetyEvents(limit: $limit, nextToken: $nextToken) {
      items {
        ...SafetyEventFields
      }
      nextToken
    }
  }
`);
const ACKNOWLEDGE = graphql(`
  mutation AcknowledgeSafetyEvent($id: ID!) {
    acknowledgeSafetyEvent(id: $id) {
      ...SafetyEventFields
    }
  }
`);

/** Alerts the operator about the trip, with where the phone is when it knows. */
export const raiseSos = async (
  bookingId: string,
  position: { lat: number; lng: number } | null,
): Promise<SafetyEvent> =>
  (
    await runOperation(RAISE, {
      authMode: 'userPool',
      variables: { bookingId, lat: position?.lat ?? null, lng: position?.lng ?? null },
    })
  ).raiseSos;

/** One page of the Safety list, newest first. */
export const listSafetyEvents = async (page: { limit?: number; nextToken?: string | null }) =>
  (await runOperation(LIST, { authMode: 'userPool', variables: page })).safetyEvents;

export const acknowledgeSafetyEvent = async (id: string): Promise<SafetyEvent> =>
  (await runOperation(ACKNOWLEDGE, { authMode: 'userPool', variables: { id } })).acknowledgeSafetyEvent;
