import { isDomainError, type MessageKey } from '@wayfare/shared';

/**
 * A trigger saying no on purpose. Cognito reports it as `<Trigger> failed with error <key>.`, so
 * the login page finds the spec's message key in the error text and translates it.
 */
export class TriggerRefusal extends Error {
  override readonly name = 'TriggerRefusal';
  constructor(readonly messageKey: MessageKey) {
    super(messageKey);
  }
}

type Log = (message: string, details: Record<string, unknown>) => void;

/**
 * Cognito hands ANY trigger error's message to the client, so an unexpected failure (an SDK
 * error naming the account, a role or the table) would reach the login page verbatim. Refusals
 * and domain errors carry message keys and pass; anything else is logged and becomes the spec's
 * generic 'login error'.
 */
export function withRefusalsOnly<E>(
  trigger: string,
  handler: (event: E) => Promise<E>,
  log: Log,
): (event: E) => Promise<E> {
  return async (event) => {
    try {
      return await handler(event);
    } catch (error) {
      if (error instanceof TriggerRefusal || isDomainError(error)) throw error;
      log('Trigger failed unexpectedly', { trigger, error });
      throw new TriggerRefusal('login error');
    }
  };
}
