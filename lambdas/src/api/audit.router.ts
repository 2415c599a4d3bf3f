/** The back office's audit log (docs/back-office.md): admins read it; nothing writes through the API. */
import type { AuditFilter } from '@wayfare/shared';
import { readAuditLog } from '../audit/audit-log';
import { auditLog, userRepository } from '../deps';
import { areaRouter } from './area-router';
import { auditLogArgs } from './audit.args';
import { parseArgs } from './parse-args';

export const handler = areaRouter('audit', {
  'Query.auditLog': async ({ args, caller }) => {
    const { limit, nextToken, ...filters } = parseArgs(auditLogArgs, args);
    const filter = Object.fromEntries(
      Object.entries(filters).filter(([, value]) => value !== null && value !== undefined),
    ) as AuditFilter;
    const page = await readAuditLog({ users: userRepository(), audit: auditLog() }, caller, {
      filter,
      page: { limit, nextToken },
    });
    return {
      ...page,
      items: page.items.map(({ before, after, ...entry }) => ({
        ...entry,
        before: before === null ? null : JSON.stringify(before),
        after: after === null ? null : JSON.stringify(after),
      })),
    };
  },
});
