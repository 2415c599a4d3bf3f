/**
 * The audit log's read (docs/back-office.md, "Audit log"): admins only. Fleet admins are refused:
 * the log is the operator's oversight of every back-office user, fleet admins among them.
 */
import type { AuditEntry, AuditFilter } from '@wayfare/shared';
import type { Caller } from '../access/caller';
import { requireRole } from '../access/actor';
import type { AuditLog } from '../ports/audit-log';
import type { Page, PageRequest } from '../ports/page';
import type { UserRepository } from '../ports/user-repository';

export interface AuditDeps {
  users: UserRepository;
  audit: AuditLog;
}

export async function readAuditLog(
  deps: AuditDeps,
  caller: Caller | null,
  { filter, page }: { filter: AuditFilter; page: PageRequest },
): Promise<Page<AuditEntry>> {
  await requireRole(deps.users, caller, ['admin']);
  return deps.audit.list(filter, page);
}
