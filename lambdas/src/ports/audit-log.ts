import type { AuditEntry, AuditFilter } from '@wayfare/shared';
import type { Page, PageRequest } from './page';

/**
 * The back office's audit log: append-only (there is no update or delete), read newest first
 * with filters. Wallet corrections write their entry inside the wallet transaction instead
 * (`WalletPostingRequest.audit`), so money and its entry commit together.
 */
export interface AuditLog {
  /** Writes one entry; an id written before is refused (never overwritten). */
  append(entry: AuditEntry): Promise<void>;
  list(filter: AuditFilter, page: PageRequest): Promise<Page<AuditEntry>>;
}
