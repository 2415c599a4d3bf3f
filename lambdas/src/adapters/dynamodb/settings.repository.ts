import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { Service } from 'electrodb';
import type { AuditEntry, Settings } from '@wayfare/shared';
import type { SettingsRepository } from '../../ports/settings-repository';
import { auditEntryEntity } from './audit-entry.entity';
import { auditPut } from './audit-log.repository';
import { settingsEntity } from './settings.entity';
import { toItem, toSettings, type SettingsItem } from './settings.item';
import { writeTransaction } from './write-transaction';

/** Settings as one item (GetItem; PutItem, or with an operator's audit entry one transaction). */
export class DynamoSettingsRepository implements SettingsRepository {
  private readonly service;

  constructor(client: DynamoDBDocumentClient, table: string) {
    this.service = new Service({
      settings: settingsEntity(client, table),
      auditEntry: auditEntryEntity(client, table),
    });
  }

  async get(): Promise<Settings | null> {
    const { data } = await this.service.entities.settings.get({}).go();
    return data ? toSettings(data) : null;
  }

  async put(settings: Settings, updatedAt: Date, audit?: AuditEntry): Promise<Settings> {
    const item = toItem(settings, updatedAt);
    if (!audit) return toSettings((await this.service.entities.settings.put(item).go()).data as SettingsItem);
    const outcome = await writeTransaction(() =>
      this.service.transaction
        .write(({ settings, auditEntry }) => [settings.put(item).commit(), ...auditPut(auditEntry, audit)])
        .go(),
    );
    if (!outcome.committed) throw new Error(`Settings not saved: ${outcome.codes.join(', ')}`);
    return (await this.get())!;
  }
}
