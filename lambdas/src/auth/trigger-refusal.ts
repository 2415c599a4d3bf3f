import type { MessageKey } from '@wayfare/shared';

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
