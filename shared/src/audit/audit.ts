/**
 * The back office's audit log (issue #20): one append-only entry per change an operator makes,
 * saying who made it, when, what it did to which target, and the values before and after.
 */

/** What an entry records. The wallet actions are written in the money's own transaction. */
export const AUDIT_ACTIONS = [
  'WALLET_TOP_UP',
  'WALLET_DEBIT',
  'WALLET_REFUND',
  'WALLET_TOP_UP_REVERSAL',
  'WITHDRAW_PROCESSED',
  'USER_ADDED',
  'USER_EDITED',
  'USER_DELETED',
  'DRIVER_APPROVAL',
  'SETTINGS_UPDATED',
  'PROMO_ADDED',
  'PROMO_UPDATED',
  'PROMO_DELETED',
  'CAR_TYPE_ADDED',
  'CAR_TYPE_UPDATED',
  'CAR_TYPE_DELETED',
  'LANGUAGE_CHANGED',
  'BOOKING_ASSIGNED',
  'BOOKING_CANCELLED',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The kind of thing an entry is about; with its id, the target. */
export const AUDIT_TARGET_TYPES = [
  'wallet',
  'withdraw',
  'user',
  'settings',
  'promo',
  'carType',
  'language',
  'booking',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

export interface AuditActor {
  uid: string;
  name: string;
}

/** An entry as the service writes it; `id` and `at` are the writer's. */
export interface AuditDraft {
  action: AuditAction;
  actor: AuditActor;
  targetType: AuditTargetType;
  targetId: string;
  /** The values the change replaced and the values it left (JSON-able), null where none. */
  before: Readonly<Record<string, unknown>> | null;
  after: Readonly<Record<string, unknown>> | null;
  /** Why, when the action asks for one (a wallet correction). */
  reason?: string;
}

export interface AuditEntry extends AuditDraft {
  id: string;
  /** Epoch milliseconds. */
  at: number;
}

/** The filters of the audit log's read; each is optional, the window is `from <= at < to`. */
export interface AuditFilter {
  action?: AuditAction;
  actorUid?: string;
  targetType?: AuditTargetType;
  targetId?: string;
  from?: number;
  to?: number;
}

/** The name an operator is recorded under. */
export const actorOf = (user: {
  uid: string;
  firstName?: string | null;
  lastName?: string | null;
}): AuditActor => ({
  uid: user.uid,
  name: `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim(),
});
