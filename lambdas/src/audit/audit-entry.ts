/** An audit entry as a back-office change passes it to its repository's write (docs/back-office.md, "Audit log"). */
import type { AuditDraft, AuditEntry } from '@wayfare/shared';

export interface AuditClock {
  newId: () => string;
  now: () => number;
}

/** The draft with its id and moment: the change's own clock, so the entry and the change agree. */
export function auditEntry(deps: AuditClock, draft: AuditDraft): AuditEntry {
  return { ...draft, id: deps.newId(), at: deps.now() };
}
