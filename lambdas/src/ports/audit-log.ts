import type { AuditEntry, AuditFilter } from '@wayfare/shared';
import type { Page, PageRequest } from './page';

/**
 * The back office's audit log: append-only (there is no update or delete), read newest first
 * with filters. Back-office changes do not append here: each passes its entry to the repository
 * write it records (`audit` on the user, settings, promo, car type, language and booking writes,
 * `WalletPostingRequest.audit`), so a change and its entry commit together.
 */
export interface AuditLog {
  /** Writes one entry; an id written before is refused (never overwritten). */
  append(entry: AuditEntry): Promise<void>;
  list(filter: AuditFilter, page: PageRequest): Promise<Page<AuditEntry>>;
}
