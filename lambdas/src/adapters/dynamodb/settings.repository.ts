import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { Service } from 'electrodb';
import {
  ARRIVING_NOTICE_METERS,
  NO_SHOW_WAIT_MINUTES,
  DEFAULT_WALLET_TOP_UP_MAX,
  moneyFromUnits,
  toAmount,
  toMoney,
  type AuditEntry,
  type Settings,
} from '@wayfare/shared';
import type { SettingsRepository } from '../../ports/settings-repository';
import { auditEntryEntity } from './audit-entry.entity';
import { auditPut } from './audit-log.repository';
import { settingsEntity } from './settings.entity';
import { writeTransaction } from './write-transaction';

type Entity = ReturnType<typeof settingsEntity>;
type Item = NonNullable<Awaited<ReturnType<ReturnType<Entity['get']>['go']>>['data']>;

function toSettings({
  bonusMinor,
  walletTopUpMaxMinor,
  arrivingNoticeMeters,
  noShowWaitMinutes,
  noShowFeeMinor,
  updatedAt: _updatedAt,
  ...rest
}: Item): Settings {
  return {
    ...rest,
    arrivingNoticeMeters: arrivingNoticeMeters ?? ARRIVING_NOTICE_METERS.default,
    noShowWaitMinutes: noShowWaitMinutes ?? NO_SHOW_WAIT_MINUTES.default,
    noShowFee: toAmount(moneyFromUnits(noShowFeeMinor ?? 0)),
    bonus: toAmount(moneyFromUnits(bonusMinor)),
    walletTopUpMax:
      walletTopUpMaxMinor === undefined
        ? DEFAULT_WALLET_TOP_UP_MAX
        : toAmount(moneyFromUnits(walletTopUpMaxMinor)),
  };
}

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

  async put(
    { bonus, walletTopUpMax, noShowFee, ...rest }: Settings,
    updatedAt: Date,
    audit?: AuditEntry,
  ): Promise<Settings> {
    const item = {
      ...rest,
      bonusMinor: toMoney(bonus),
      walletTopUpMaxMinor: toMoney(walletTopUpMax),
      noShowFeeMinor: toMoney(noShowFee),
      updatedAt: updatedAt.toISOString(),
    };
    if (!audit) return toSettings((await this.service.entities.settings.put(item).go()).data as Item);
    const outcome = await writeTransaction(() =>
      this.service.transaction
        .write(({ settings, auditEntry }) => [settings.put(item).commit(), ...auditPut(auditEntry, audit)])
        .go(),
    );
    if (!outcome.committed) throw new Error(`Settings not saved: ${outcome.codes.join(', ')}`);
    return (await this.get())!;
  }
}
