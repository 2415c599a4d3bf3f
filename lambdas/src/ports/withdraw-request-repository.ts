import type { AuditActor, WithdrawRequest } from '@wayfare/shared';
import type { Page, PageRequest } from './page';

/** Withdraw requests; creating one reserves its amount from the wallet in the same transaction. */
export interface WithdrawRequestRepository {
  /**
   * Stores a request built by the domain's `requestWithdraw` and debits the wallet (ledger entry
   * 'Withdraw', txRef = request id). Replaying the same id returns the stored request, once.
   * Throws INSUFFICIENT_FUNDS, or NOT_FOUND for an unknown user.
   */
  create(request: WithdrawRequest): Promise<{ request: WithdrawRequest; applied: boolean }>;
  get(id: string): Promise<WithdrawRequest | null>;
  /**
   * Marks the request processed, once: a second attempt throws CONFLICT. `by`: the admin, whose
   * audit entry is written in the same transaction.
   */
  process(id: string, at: Date, by?: { auditId: string; actor: AuditActor }): Promise<WithdrawRequest>;
  /** Back office: unprocessed first, then processed; each newest first; or only one of the two. */
  listForBackOffice(page: PageRequest, processed?: boolean): Promise<Page<WithdrawRequest>>;
  /** A user's own requests, newest first (a filter on processed may return short pages). */
  listByUser(uid: string, page: PageRequest, processed?: boolean): Promise<Page<WithdrawRequest>>;
}
