/**
 * The SDK's logging middleware filters each call's input and output for sensitive fields before it
 * hands them to the client's logger, a no-op here: it walked every item written and read, about a
 * twentieth of the CPU of seeding the demo's six months of trips. Nothing reads the SDK's logs
 * (failures come back as errors, which the handlers log), so the middleware goes.
 */
export function withoutSdkLogging<Client extends { middlewareStack: { remove(name: string): boolean } }>(
  client: Client,
): Client {
  client.middlewareStack.remove('loggerMiddleware');
  return client;
}
