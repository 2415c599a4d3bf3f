import type { MessageKey } from '../i18n/message-keys';

/**
 * Machine-readable error codes; AppSync reports them as errorType. The first nine are the public
 * contract's (trips and money): clients branch on them, so they never change.
 */
export type ErrorCode =
  | 'VALIDATION'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  /** The state changed under the caller: taken, already processed, wrong status. */
  | 'CONFLICT'
  | 'NO_ROUTE'
  | 'DEMO_MODE'
  | 'PAYMENT'
  | 'INSUFFICIENT_FUNDS'
  | 'RATE_LIMITED'
  | 'NO_USER_MATCH'
  | 'USER_EXISTS'
  | 'CONTACT_CHECK_FAILED'
  | 'DEFAULT_LANGUAGE'
  | 'INTERNAL';

export interface DomainErrorInit {
  code: ErrorCode;
  messageKey: MessageKey;
  params?: Readonly<Record<string, unknown>>;
  cause?: unknown;
}

/**
 * The one error model of the product. name = code and message = messageKey, so a resolver that
 * rethrows it makes AppSync report errorType = code and message = the spec's key, which the web
 * app translates.
 */
export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly messageKey: MessageKey;
  readonly params?: Readonly<Record<string, unknown>>;

  constructor({ code, messageKey, params, cause }: DomainErrorInit) {
    super(messageKey, cause === undefined ? undefined : { cause });
    this.name = code;
    this.code = code;
    this.messageKey = messageKey;
    if (params !== undefined) this.params = params;
  }
}

export const isDomainError = (value: unknown): value is DomainError => value instanceof DomainError;
