import { notPermitted } from '../access/caller';
import { parsePublished } from '../trips/publish-payloads';
import type { ResolverEvent } from './appsync-router';

/** Publish mutations are IAM-only: the backend's signed calls, never a user's token. */
export function published<T>(kind: Parameters<typeof parsePublished>[0], event: ResolverEvent): T {
  const identity = event.identity as Record<string, unknown> | null;
  if (!identity || 'sub' in identity || !('userArn' in identity)) throw notPermitted();
  return parsePublished<T>(kind, event.arguments);
}
