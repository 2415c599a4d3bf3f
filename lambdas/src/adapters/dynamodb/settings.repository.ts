import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import {
  ARRIVING_NOTICE_METERS,
  NO_SHOW_WAIT_MINUTES,
  DEFAULT_WALLET_TOP_UP_MAX,
  moneyFromUnits,
  toAmount,
  toMoney,
  type Settings,
} from '@wayfare/shared';
import type { SettingsRepository } from '../../ports/settings-repository';
import { settingsEntity } from './settings.entity';

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

/** Settings as one item (GetItem / PutItem). */
export class DynamoSettingsRepository implements SettingsRepository {
  private readonly entity: Entity;

  constructor(client: DynamoDBDocumentClient, table: string) {
    this.entity = settingsEntity(client, table);
  }

  async get(): Promise<Settings | null> {
    const { data } = await this.entity.get({}).go();
    return data ? toSettings(data) : null;
  }

  async put({ bonus, walletTopUpMax, noShowFee, ...rest }: Settings, updatedAt: Date): Promise<Settings> {
    const { data } = await this.entity
      .put({
        ...rest,
        bonusMinor: toMoney(bonus),
        walletTopUpMaxMinor: toMoney(walletTopUpMax),
        noShowFeeMinor: toMoney(noShowFee),
        updatedAt: updatedAt.toISOString(),
      })
      .go();
    return toSettings(data as Item);
  }
}
