import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { Service } from 'electrodb';
import type { AuditEntry } from '@wayfare/shared';
import type { SafetyEvent, SafetyEvents } from '../../ports/safety-events';
import { auditEntryEntity } from './audit-entry.entity';
import { auditPut } from './audit-log.repository';
import { pageOptions, type Page, type PageRequest } from './page';
import { safetyEventEntity } from './safety-event.entity';
import { conditionFailedAt, writeTransaction } from './write-transaction';

const definedOnly = <T extends object>(fields: T): T =>
  Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined && value !== null),
  ) as T;

const toEvent = (item: SafetyEvent): SafetyEvent =>
  definedOnly({
    id: item.id,
    bookingId: item.bookingId,
    reference: item.reference,
    raisedBy: item.raisedBy,
    raisedByName: item.raisedByName,
    role: item.role,
    lat: item.lat,
    lng: item.lng,
    createdAt: item.createdAt,
    fleetadmin: item.fleetadmin,
    acknowledgedBy: item.acknowledgedBy,
    acknowledgedByName: item.acknowledgedByName,
    acknowledgedAt: item.acknowledgedAt,
  });

/** SOS presses, kept as long as the audit log (no expiry): they are the operator's safety record. */
export class DynamoSafetyEvents implements SafetyEvents {
  private readonly service;

  constructor(client: DynamoDBDocumentClient, table: string) {
    this.service = new Service({
      safetyEvent: safetyEventEntity(client, table),
      auditEntry: auditEntryEntity(client, table),
    });
  }

  private get events() {
    return this.service.entities.safetyEvent;
  }

  async create(event: SafetyEvent): Promise<void> {
    await this.events
      .create({ ...toEvent(event), fleetKey: event.fleetadmin ?? '' })
      .go({ response: 'none' });
  }

  async get(id: string): Promise<SafetyEvent | null> {
    const { data } = await this.events.get({ id }).go();
    return data ? toEvent(data) : null;
  }

  async latestOfBooking(bookingId: string): Promise<SafetyEvent | null> {
    const { data } = await this.events.query.byBooking({ bookingId }).go({ limit: 1, order: 'desc' });
    return data[0] ? toEvent(data[0]) : null;
  }

  async list(page: PageRequest): Promise<Page<SafetyEvent>> {
    const { data, cursor } = await this.events.query.newest({}).go({ ...pageOptions(page), order: 'desc' });
    return { items: data.map(toEvent), nextToken: cursor };
  }

  async listByFleet(fleetadmin: string, page: PageRequest): Promise<Page<SafetyEvent>> {
    const { data, cursor } = await this.events.query
      .byFleet({ fleetKey: fleetadmin })
      .go({ ...pageOptions(page), order: 'desc' });
    return { items: data.map(toEvent), nextToken: cursor };
  }

  async acknowledge(
    id: string,
    by: { uid: string; name: string },
    at: number,
    audit: AuditEntry,
  ): Promise<boolean> {
    const outcome = await writeTransaction(() =>
      this.service.transaction
        .write(({ safetyEvent, auditEntry }) => [
          safetyEvent
            .patch({ id })
            .set({ acknowledgedBy: by.uid, acknowledgedByName: by.name, acknowledgedAt: at })
            .where(({ acknowledgedAt }, { notExists }) => notExists(acknowledgedAt))
            .commit(),
          ...auditPut(auditEntry, audit),
        ])
        .go(),
    );
    if (conditionFailedAt(outcome, 0)) return false;
    if (!outcome.committed)
      throw new Error(`Safety event ${id} not acknowledged: ${outcome.codes.join(', ')}`);
    return true;
  }
}
