/** The back office's audit log (admins): every operator change, newest first, filtered on the server. */
import type { AuditAction, AuditTargetType } from '@wayfare/shared';
import type { Page, PageRequest } from './catalogue';
import { graphql } from './generated';
import type { AuditLogQuery } from './generated/graphql';
import { runOperation } from './graphql-client';

export type AuditLogEntry = AuditLogQuery['auditLog']['items'][number];

/** What the page filters by; `from` inclusive and `to` exclusive, epoch ms. */
export interface AuditLogFilter {
  action?: AuditAction | null;
  actorUid?: string | null;
  targetType?: AuditTargetType | null;
  targetId?: string | null;
  from?: number | null;
  to?: number | null;
}

const AUDIT_LOG = graphql(`
  query AuditLog(
    $action: AuditAction
    $actorUid: ID
    $targetType: AuditTargetType
    $targetId: ID
    $from: AWSTimestamp
    $to: AWSTimestamp
    $limit: Int
    $nextToken: String
  ) {
    auditLog(
      action: $action
      actorUid: $actorUid
      targetType: $targetType
      targetId: $targetId
      from: $from
      to: $to
      limit: $limit
      nextToken: $nextToken
    ) {
      items {
        id
        at
        action
        actor {
          uid
          name
        }
        targetType
        targetId
        targetName
        before
        after
        reason
      }
      nextToken
    }
  }
`);

export const listAuditLog = async (
  filter: AuditLogFilter,
  { limit, nextToken }: PageRequest,
): Promise<Page<AuditLogEntry>> =>
  (
    await runOperation(AUDIT_LOG, {
      authMode: 'userPool',
      variables: { ...filter, limit, nextToken },
    })
  ).auditLog;
