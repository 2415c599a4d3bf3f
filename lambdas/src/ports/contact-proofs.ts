import type { ContactKind } from './user-repository';

/**
 * A contact a user asked to add to or change in its profile, waiting for the code sent to it
 * (docs/security.md): one per user and kind, the code kept only as its hash.
 */
export interface PendingContact {
  uid: string;
  kind: ContactKind;
  /** The contact as typed, trimmed (saved as such once proven). */
  value: string;
  codeHash: string;
  /** Epoch ms; a code is refused after it. */
  expiresAt: number;
  /** Wrong answers so far. */
  wrongAnswers: number;
}

export interface ContactProofs {
  /** Replaces any pending change of the same user and kind (a new code voids the old one). */
  put(pending: PendingContact): Promise<void>;
  get(uid: string, kind: ContactKind): Promise<PendingContact | null>;
  /** Counts a wrong answer against the pending change holding `codeHash`. */
  countWrongAnswer(uid: string, kind: ContactKind, codeHash: string): Promise<void>;
  /** Takes the pending change holding `codeHash` once (of two answers, one gets it). */
  take(uid: string, kind: ContactKind, codeHash: string): Promise<boolean>;
}
