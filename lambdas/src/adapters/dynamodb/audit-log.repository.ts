import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Entity as ElectroEntity, TransactWriteEntity } from 'electrodb';
import type { AuditEntry, AuditFilter } from '@wayfare/shared';
import type { AuditLog } from '../../ports/audit-log';
import { auditEntryEntity } from './audit-entry.entity';
import { createOnce } from './catalogue-errors';
import { pageOptions, type Page, type PageRequest } from './page';

type Entity = ReturnType<typeof auditEntryEntity>;
type Item = Parameters<Entity['create']>[0];
/** The entity as a transaction callback receives it. */
type TransactionEntity =
  Entity extends ElectroEntity<infer A, infer F, infer C, infer S> ? TransactWriteEntity<A, F, C, S> : never;

export const toAuditItem = ({ at, actor, before, after, reason, targetName, ...rest }: AuditEntry): Item => ({
  ...rest,
  date: new Date(at).toISOString(),
  actorUid: actor.uid,
  actorName: actor.name,
  before: JSON.stringify(before),
  after: JSON.stringify(after),
  ...(reason === undefined ? {} : { reason }),
  ...(targetName ? { targetName } : {}),
});

/**
 * The entry's put inside the transaction of the change it records (none when the change is not an
 * operator's): the change and its entry commit together or not at all.
 */
export const auditPut = (auditEntry: TransactionEntity, entry: AuditEntry | undefined) =>
  entry ? [auditEntry.create(toAuditItem(entry)).commit()] : [];

const fromItem = ({
  date,
  actorUid,
  actorName,
  before,
  after,
  reason,
  targetName,
  ...rest
}: Item): AuditEntry => ({
  ...rest,
  at: Date.parse(date),
  actor: { uid: actorUid, name: actorName },
  before: JSON.parse(before) as AuditEntry['before'],
  after: JSON.parse(after) as AuditEntry['after'],
  ...(reason ? { reason } : {}),
  ...(targetName ? { targetName } : {}),
});

const iso = (at: number) => new Date(at).toISOString();

/**
 * The audit log: a create per entry, and one Query per page on the index the most selective filter
 * names (target, then actor, then action, else the whole log); the date window is the key's range
 * and the other filters narrow each page (a page may then be short; `nextToken` goes on).
 */
export class DynamoAuditLog implements AuditLog {
  private readonly entity: Entity;

  constructor(client: DynamoDBDocumentClient, table: string) {
    this.entity = auditEntryEntity(client, table);
  }

  async append(entry: AuditEntry): Promise<void> {
    await createOnce(entry.id, () => this.entity.create(toAuditItem(entry)).go());
  }

  async list(filter: AuditFilter, page: PageRequest): Promise<Page<AuditEntry>> {
    const { action, actorUid, targetType, targetId } = filter;
    const query =
      targetType && targetId
        ? this.entity.query.byTarget({ targetType, targetId })
        : actorUid
          ? this.entity.query.byActor({ actorUid })
          : action
            ? this.entity.query.byAction({ action })
            : this.entity.query.newest({});
    const { from, to } = filter;
    const ranged =
      from !== undefined && to !== undefined
        ? query.between({ date: iso(from) }, { date: iso(to) })
        : from !== undefined
          ? query.gte({ date: iso(from) })
          : to !== undefined
            ? query.lt({ date: iso(to) })
            : query;
    const { data, cursor } = await ranged
      .where((attr, op) =>
        [
          action ? op.eq(attr.action, action) : '',
          actorUid ? op.eq(attr.actorUid, actorUid) : '',
          targetType ? op.eq(attr.targetType, targetType) : '',
          targetId ? op.eq(attr.targetId, targetId) : '',
        ]
          .filter(Boolean)
          .join(' AND '),
      )
      .go({ ...pageOptions(page), order: 'desc' });
    return { items: data.map(fromItem), nextToken: cursor };
  }
}
