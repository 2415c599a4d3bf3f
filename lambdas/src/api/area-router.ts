/**
 * A typed route table for one area of resolver-map.ts: its keys must be exactly the area's
 * fields (a missing or extra key fails the type check), each route gets the field's generated
 * argument type and must return the field's generated result type.
 */
import type { RootFields } from './generated/graphql';
import type { Caller } from '../access/caller';
import { appsyncRouter, type ResolverEvent } from './appsync-router';
import { callerOf } from './caller';
import { resolverAreas, type ResolverArea } from './resolver-map';

export type AreaField<A extends ResolverArea> = (typeof resolverAreas)[A][number];

export interface RouteInput<F extends keyof RootFields> {
  /** As AppSync sent them: GraphQL-typed, not yet parsed (`parseArgs` before any domain call). */
  args: RootFields[F]['args'];
  /** The signed-in caller, or null for an API-key call. */
  caller: Caller | null;
  event: ResolverEvent;
}

/**
 * What a route answers: a subscription field's resolver runs when a client subscribes and answers
 * the filter of its frames (lambdas/src/trips/trip-subscriptions.ts), not data.
 */
type RouteResult<F extends keyof RootFields> = F extends `Subscription.${string}`
  ? Readonly<Record<string, unknown>> | null
  : RootFields[F]['result'];

export type Route<F extends keyof RootFields> = (
  input: RouteInput<F>,
) => RouteResult<F> | Promise<RouteResult<F>>;

export type RouteTable<A extends ResolverArea> = { [F in AreaField<A>]: Route<F> };

export function areaRouter<A extends ResolverArea>(area: A, routes: RouteTable<A>) {
  const fields: readonly string[] = resolverAreas[area];
  return appsyncRouter(
    Object.fromEntries(
      fields.map((field) => {
        const route = routes[field as AreaField<A>] as Route<AreaField<A>>;
        const handle = (event: ResolverEvent) =>
          Promise.resolve(
            route({
              args: event.arguments as RootFields[AreaField<A>]['args'],
              caller: callerOf(event),
              event,
            }),
          );
        return [field, handle];
      }),
    ),
  );
}
