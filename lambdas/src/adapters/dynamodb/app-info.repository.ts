import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { AppInfo } from '@wayfare/shared';
import type { AppInfoRepository } from '../../ports/app-info-repository';
import { appInfoEntity } from './app-info.entity';

type Entity = ReturnType<typeof appInfoEntity>;

/** App info as one item (GetItem / PutItem). */
export class DynamoAppInfoRepository implements AppInfoRepository {
  private readonly entity: Entity;

  constructor(client: DynamoDBDocumentClient, table: string) {
    this.entity = appInfoEntity(client, table);
  }

  async get(): Promise<AppInfo | null> {
    const { data } = await this.entity.get({}).go();
    return data ? { aboutUs: data.aboutUs, privacyPolicy: data.privacyPolicy } : null;
  }

  async put(appInfo: AppInfo, updatedAt: Date): Promise<AppInfo> {
    await this.entity.put({ ...appInfo, updatedAt: updatedAt.toISOString() }).go();
    return appInfo;
  }
}
