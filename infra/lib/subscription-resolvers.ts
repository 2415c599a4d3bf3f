/**
 * Subscription fields resolve through a pipeline instead of a direct Lambda resolver: a direct
 * resolver cannot set an enhanced subscription filter. The one function invokes the area's Lambda
 * with the event a direct resolver would get, so the same router serves both; the resolver then
 * sets the filter the Lambda answered (null: none), which AppSync applies to every frame
 * (lambdas/src/trips/trip-subscriptions.ts; the twin: infra/local/appsync/subscription-filter.ts).
 */
import { Code, FunctionRuntime } from 'aws-cdk-lib/aws-appsync';

/** APPSYNC_JS: the Lambda's event, shaped as a direct Lambda resolver's. */
export const INVOKE_AS_DIRECT_RESOLVER = `import { util } from '@aws-appsync/utils';
export function request(ctx) {
  return {
    operation: 'Invoke',
    payload: {
      arguments: ctx.arguments,
      identity: ctx.identity,
      source: ctx.source,
      request: ctx.request,
      info: ctx.info,
      prev: ctx.prev,
      stash: ctx.stash,
    },
  };
}
export function response(ctx) {
  if (ctx.error) util.error(ctx.error.message, ctx.error.type);
  return ctx.result;
}
`;

/** APPSYNC_JS: the filter every frame of this subscription must pass. */
export const SET_FRAME_FILTER = `import { util, extensions } from '@aws-appsync/utils';
export function request() {
  return {};
}
export function response(ctx) {
  if (ctx.prev.result) extensions.setSubscriptionFilter(util.transform.toSubscriptionFilter(ctx.prev.result));
  return null;
}
`;

export const subscriptionCode = {
  runtime: FunctionRuntime.JS_1_0_0,
  invoke: Code.fromInline(INVOKE_AS_DIRECT_RESOLVER),
  setFilter: Code.fromInline(SET_FRAME_FILTER),
};
