import type { AuditAction, AuditActor, Money, WalletEntryPurpose, WalletHistoryEntry } from '@wayfare/shared';
import type { Page, PageRequest } from './page';

/** One ledger posting as the apps show it (product.md §3), with its idempotency key as id. */
export interface WalletLedgerEntry extends WalletHistoryEntry {
  id: string;
  uid: string;
  /** The balance right after this posting. */
  balance: number;
  /** `date` as epoch milliseconds. */
  at: number;
  /** What moved the money, from the idempotency key. */
  purpose: WalletEntryPurpose;
  /** The admin who made an admin entry (top-up, debit, refund, reversal); staff see it. */
  by?: AuditActor;
  /** Why an admin made it; the user sees it. */
  reason?: string;
  /** What a refund refunds (a wallet entry's id or a booking id), or the top-up a reversal reverses. */
  refersTo?: string;
}

/** What an admin's posting records beside the money: who, why, and what it refers to. */
export interface AdminPostingNote {
  by: AuditActor;
  reason?: string;
  refersTo?: string;
  /** The audit log's entry for it, written in the posting's own transaction. */
  audit: { id: string; action: AuditAction; targetName?: string };
}

export interface WalletPostingRequest {
  uid: string;
  /** Positive, already rounded to settings.decimal by the caller (the domain decides amounts). */
  amount: Money;
  /** 'AdminCredit', a booking id, a payment reference… (product.md §3 txRef). */
  txRef: string;
  /**
   * Identifies the posting per user: a replay with the same key (a retried payment callback, a
   * double-clicked top-up) returns the first posting and moves no money.
   */
  idempotencyKey: string;
  at: Date;
  /** An admin's posting: recorded on the entry and in the audit log, in the same transaction. */
  note?: AdminPostingNote;
}

/** A credit or a debit to write inside another transaction (a booking's settlement). */
export interface WalletPostingOrder extends WalletPostingRequest {
  type: WalletLedgerEntry['type'];
  /**
   * A bonus riding along (the referral bonus): left out, not failing the transaction, when its
   * key was posted before or its wallet no longer exists. Credits only.
   */
  optional?: boolean;
  /**
   * Money held on this wallet that the same write holds (positive) or frees (negative): a wallet
   * trip's payment takes its hold with it. The balance may then be spent down to what stays held.
   */
  heldChange?: Money;
}

/**
 * Money held (positive) or freed (negative) on a wallet without moving its balance, so with no
 * ledger entry: a wallet trip booked or cancelled. Holding more than the wallet may spend fails
 * with INSUFFICIENT_FUNDS ('funds_held', or 'insufficient_balance' beyond the balance itself).
 */
export interface WalletHoldOrder {
  uid: string;
  heldChange: Money;
}

/** What one transaction does to one wallet. */
export type WalletOrder = WalletPostingOrder | WalletHoldOrder;

export const isPostingOrder = (order: WalletOrder): order is WalletPostingOrder => 'idempotencyKey' in order;

export interface WalletPosting {
  entry: WalletLedgerEntry;
  /** False when the key had been posted before and this call changed nothing. */
  applied: boolean;
}

/**
 * A user's wallet: each credit or debit is a ledger entry written in one transaction with the
 * balance change on the user item; a debit never takes the balance below zero.
 */
export interface WalletLedger {
  credit(request: WalletPostingRequest): Promise<WalletPosting>;
  /** Throws INSUFFICIENT_FUNDS when the balance is below the amount. */
  debit(request: WalletPostingRequest): Promise<WalletPosting>;
  /** One posting by its idempotency key, or null. */
  find(uid: string, idempotencyKey: string): Promise<WalletLedgerEntry | null>;
  /** The user's postings, newest first. */
  history(uid: string, page: PageRequest): Promise<Page<WalletLedgerEntry>>;
}
