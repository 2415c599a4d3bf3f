import { GraphQLAPI, type GraphQLOptions } from '@aws-amplify/api-graphql';
import { Amplify } from '@aws-amplify/core';

/**
 * Amplify's GraphQL API (queries, mutations, AppSync realtime subscriptions) on the configured
 * Amplify, without `generateClient`: the client that builds also carries the data schema's model
 * runtime, which documents written as text never use (docs/performance.md).
 */
export function requestGraphQL(request: {
  query: string;
  /** The document's own variables type (`Operation`), which Amplify's JSON record cannot name. */
  variables?: unknown;
  authMode?: GraphQLOptions['authMode'];
}) {
  return GraphQLAPI.graphql(Amplify, request as GraphQLOptions);
}
