/**
 * How the twin resolves each field, as AppSync does: auth directives first, then the direct Lambda
 * resolver for root fields, the default (property) resolver below them, and `@aws_subscribe`
 * fan-out of successful mutations to subscriptions, through their arguments and enhanced filters.
 */
import { isDeepStrictEqual } from 'node:util';
import {
  defaultFieldResolver,
  getDirectiveValues,
  type GraphQLFieldResolver,
  type GraphQLObjectType,
  type GraphQLResolveInfo,
  type GraphQLSchema,
} from 'graphql';
import { AppSyncError } from './appsync-errors';
import { createFieldAuthorizer } from './auth-rules';
import {
  buildResolverEvent,
  invokeHandler,
  type RequestContext,
  type ResolverHandler,
} from './resolver-event';
import { pickSelectedFields } from './selection-set';
import { matchesFilter, toSubscriptionFilter } from './subscription-filter';
import type { SubscriptionBus } from './subscription-bus';

export type ResolverLookup = (typeName: string, fieldName: string) => ResolverHandler | undefined;

export interface FieldResolverOptions {
  schema: GraphQLSchema;
  resolverFor: ResolverLookup;
  bus: SubscriptionBus;
  logger: (line: string) => void;
}

export interface FieldResolvers {
  fieldResolver: GraphQLFieldResolver<unknown, RequestContext>;
  subscribeFieldResolver: GraphQLFieldResolver<unknown, RequestContext>;
}

type Args = Record<string, unknown>;

function rootTypes(schema: GraphQLSchema): GraphQLObjectType[] {
  return [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].filter(
    (type): type is GraphQLObjectType => type != null,
  );
}

/** The handler of every root field, looked up once as AppSync attaches resolvers at deploy time. */
function attachHandlers(schema: GraphQLSchema, resolverFor: ResolverLookup, logger: (line: string) => void) {
  const handlers = new Map<string, ResolverHandler>();
  for (const type of rootTypes(schema)) {
    for (const fieldName of Object.keys(type.getFields())) {
      const handler = resolverFor(type.name, fieldName);
      if (handler) handlers.set(`${type.name}.${fieldName}`, handler);
      else if (type !== schema.getSubscriptionType())
        logger(`[appsync] no resolver for ${type.name}.${fieldName}`);
    }
  }
  return handlers;
}

/** Mutation name → the subscription fields whose `@aws_subscribe(mutations:)` lists it. */
function subscriptionsByMutation(schema: GraphQLSchema): Map<string, string[]> {
  const topics = new Map<string, string[]>();
  const directive = schema.getDirective('aws_subscribe');
  for (const field of Object.values(schema.getSubscriptionType()?.getFields() ?? {})) {
    const values = directive && field.astNode ? getDirectiveValues(directive, field.astNode) : undefined;
    for (const mutation of (values?.mutations as string[] | undefined) ?? []) {
      topics.set(mutation, [...(topics.get(mutation) ?? []), field.name]);
    }
  }
  return topics;
}

/** AppSync subscription arguments are equality filters on the published payload; null = no filter. */
function matchesArguments(args: Args, payload: unknown): boolean {
  const published = payload !== null && typeof payload === 'object' ? (payload as Args) : {};
  return Object.entries(args).every(
    ([name, expected]) => expected == null || isDeepStrictEqual(published[name], expected),
  );
}

export function createFieldResolvers({
  schema,
  resolverFor,
  bus,
  logger,
}: FieldResolverOptions): FieldResolvers {
  const authorize = createFieldAuthorizer(schema);
  const handlers = attachHandlers(schema, resolverFor, logger);
  const topics = subscriptionsByMutation(schema);
  const isRoot = new Set<GraphQLObjectType>(rootTypes(schema));

  async function invoke(args: Args, context: RequestContext, info: GraphQLResolveInfo): Promise<unknown> {
    const key = `${info.parentType.name}.${info.fieldName}`;
    const handler = handlers.get(key);
    if (!handler) throw new AppSyncError('UnknownOperationException', `No resolver is attached to ${key}.`);
    try {
      return await invokeHandler(handler, buildResolverEvent(args, context, info));
    } catch (error) {
      if (error instanceof AppSyncError)
        logger(`[appsync] ${key} failed: ${error.errorType}: ${error.message}`);
      throw error;
    }
  }

  async function resolveRootField(args: Args, context: RequestContext, info: GraphQLResolveInfo) {
    const result = await invoke(args, context, info);
    if (info.parentType === schema.getMutationType() && result != null) {
      const published = pickSelectedFields(result, info.fieldNodes, info.fragments);
      for (const topic of topics.get(info.fieldName) ?? []) bus.publish(topic, published);
    }
    return result;
  }

  return {
    fieldResolver(source, args, context, info) {
      authorize(info.parentType.name, info.fieldName, context.caller);
      // A subscription event executes with the published payload as its root value.
      if (info.parentType === schema.getSubscriptionType()) return source;
      if (isRoot.has(info.parentType)) return resolveRootField(args, context, info);
      return defaultFieldResolver(source, args, context, info);
    },
    async subscribeFieldResolver(_source, args, context, info) {
      authorize(info.parentType.name, info.fieldName, context.caller);
      // AppSync runs a subscription field's resolver when the client subscribes; a throw refuses
      // it, and its answer is the enhanced filter every frame must pass (subscription-filter.ts).
      const filter = handlers.has(`${info.parentType.name}.${info.fieldName}`)
        ? toSubscriptionFilter(await invoke(args, context, info))
        : undefined;
      return bus.subscribe(
        info.fieldName,
        (payload) => matchesArguments(args, payload) && (!filter || matchesFilter(filter, payload)),
      );
    },
  };
}
