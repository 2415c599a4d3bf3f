/**
 * Loads the project's real Lambda handlers for the twin: AppSync fields through the resolver map,
 * Cognito triggers through the trigger map. Modules are imported lazily, after the twin has set
 * the environment that `lambdas/src/config/env.ts` reads at cold start. Each handler is metered
 * (invocations and run time, for the cost benchmark).
 */
import { join } from 'node:path';
import { resolverAreas, routerEntry, type ResolverArea } from '@wayfare/lambdas/src/api/resolver-map';
import { cognitoTriggers, type CognitoTrigger } from '@wayfare/lambdas/src/auth/trigger-map';
import { metered } from './lambda-meter';

const lambdasSrc = join(__dirname, '..', '..', 'lambdas', 'src');

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Handler = (event: any, context?: any) => Promise<any>;

export async function loadHandler(entry: string): Promise<Handler> {
  const module = (await import(join(lambdasSrc, entry))) as { handler?: Handler };
  if (typeof module.handler !== 'function') throw new Error(`${entry} exports no handler`);
  return metered(entry, module.handler);
}

const areaByField = new Map<string, ResolverArea>(
  (Object.entries(resolverAreas) as [ResolverArea, readonly string[]][]).flatMap(([area, fields]) =>
    fields.map((field) => [field, area] as const),
  ),
);

/** The AppSync twin's resolver lookup: the handler of the area owning `Type.field`, if any. */
export function resolverFor(typeName: string, fieldName: string): Handler | undefined {
  const area = areaByField.get(`${typeName}.${fieldName}`);
  if (!area) return undefined;
  // Lambda semantics: the handler gets the event and a context with a request id.
  return async (event) =>
    (await loadHandler(routerEntry(area)))(event, { awsRequestId: `local-${Date.now()}` });
}

/**
 * The Cognito twin's triggers, each imported on its first run: the twin's servers start before it
 * sets the environment that the handlers read when loaded (their addresses are known once they listen).
 */
export function cognitoTriggerHandlers(): Record<CognitoTrigger, Handler> {
  const entries = (Object.entries(cognitoTriggers) as [CognitoTrigger, string][]).map(
    ([name, entry]): [CognitoTrigger, Handler] => [
      name,
      async (event, context) => (await loadHandler(entry))(event, context),
    ],
  );
  return Object.fromEntries(entries) as Record<CognitoTrigger, Handler>;
}
