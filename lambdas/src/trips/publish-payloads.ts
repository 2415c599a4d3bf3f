/**
 * The IAM-only publish mutations return their payload as the published object (AppSync then
 * fans it out to the matching subscriptions). The payload is checked for what the subscription
 * filters need before it goes out.
 */
import { z } from 'zod';
import { validationError } from '@wayfare/shared';

const json = z.union([z.string(), z.record(z.string(), z.unknown())]);
const shapes = {
  booking: { arg: 'booking', needs: z.object({ id: z.string().min(1) }).passthrough() },
  offer: {
    arg: 'booking',
    needs: z.object({ id: z.string().min(1), driver: z.string().min(1) }).passthrough(),
  },
  tracking: { arg: 'entry', needs: z.object({ bookingId: z.string().min(1), at: z.number() }).passthrough() },
  chat: {
    arg: 'message',
    needs: z.object({ bookingId: z.string().min(1), id: z.string().min(1) }).passthrough(),
  },
  sharedTrip: {
    arg: 'frame',
    needs: z.object({ token: z.string().min(1), ended: z.boolean() }).passthrough(),
  },
  wallet: { arg: 'entry', needs: z.object({ uid: z.string().min(1), id: z.string().min(1) }).passthrough() },
  notification: {
    arg: 'entry',
    needs: z.object({ uid: z.string().min(1), id: z.string().min(1) }).passthrough(),
  },
} as const;

export type PublishedKind = keyof typeof shapes;

/**
 * The payload as the publish mutation returns it: our own backend's object, the keys the
 * subscription filters need checked (api/published.ts types it from the publish documents).
 */
export function parsePublished(kind: PublishedKind, args: Record<string, unknown>): Record<string, unknown> {
  const { arg, needs } = shapes[kind];
  const raw = json.safeParse(args[arg]);
  if (!raw.success) throw validationError([{ field: arg, messageKey: 'invalid_input' }]);
  let value: unknown = raw.data;
  try {
    if (typeof value === 'string') value = JSON.parse(value);
  } catch {
    throw validationError([{ field: arg, messageKey: 'invalid_input' }]);
  }
  const parsed = needs.safeParse(value);
  if (!parsed.success) throw validationError([{ field: arg, messageKey: 'invalid_input' }]);
  return parsed.data;
}
