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
  'SAFETY_ACKNOWLEDGED',
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
  'safetyEvent',
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
  /** What the target is called after the change, or was before a delete (a user's name, a promo's code). */
  targetName?: string;
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

/** A person's name as the log shows it: first and last, joined. */
export const personName = (user: { firstName?: string | null; lastName?: string | null }): string =>
  `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim();

/** The name an operator is recorded under. */
export const actorOf = (user: {
  uid: string;
  firstName?: string | null;
  lastName?: string | null;
}): AuditActor => ({ uid: user.uid, name: personName(user) });

/** Any record of values (an interface too); read by field name. */
type Values = object;
const valueOf = (values: Values, field: string): unknown => (values as Record<string, unknown>)[field];

/** What an entry shows for a field whose value is never recorded (contacts, bank details). */
export const HIDDEN_VALUE = '•••';

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields a change touched, as the entry's before and after: only `fields` are looked at, only
 * those whose value differs are kept (a missing value is null), and `hidden` ones show HIDDEN_VALUE
 * instead of their value. Nothing changed: both are null.
 */
export function changedFields(
  before: Values,
  after: Values,
  { fields, hidden = [] }: { fields: readonly string[]; hidden?: readonly string[] },
): Pick<AuditDraft, 'before' | 'after'> {
  const changed = fields.filter((field) => !sameValue(valueOf(before, field), valueOf(after, field)));
  if (changed.length === 0) return { before: null, after: null };
  const shown = (values: Values) =>
    Object.fromEntries(
      changed.map((field) => [
        field,
        hidden.includes(field) ? HIDDEN_VALUE : (valueOf(values, field) ?? null),
      ]),
    );
  return { before: shown(before), after: shown(after) };
}

/** The recorded fields of something added or removed: those it has, hidden ones masked. */
export function recordedFields(
  values: Values,
  { fields, hidden = [] }: { fields: readonly string[]; hidden?: readonly string[] },
): Record<string, unknown> {
  return Object.fromEntries(
    fields
      .filter((field) => valueOf(values, field) != null && valueOf(values, field) !== '')
      .map((field) => [field, hidden.includes(field) ? HIDDEN_VALUE : valueOf(values, field)]),
  );
}
