import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Notification } from '@wayfare/shared';
import type { NotificationRepository } from '../../ports/notification-repository';
import { createOnce } from './catalogue-errors';
import { notificationEntity } from './notification.entity';
import { pageOptions, type Page, type PageRequest } from './page';

type Entity = ReturnType<typeof notificationEntity>;
type Item = NonNullable<Awaited<ReturnType<ReturnType<Entity['get']>['go']>>['data']>;

const toNotification = ({ createdAt: _createdAt, ...rest }: Item): Notification => rest;

/** Sent notifications: Put, Get, Delete, and a newest-first Query. */
export class DynamoNotificationRepository implements NotificationRepository {
  private readonly entity: Entity;

  constructor(client: DynamoDBDocumentClient, table: string) {
    this.entity = notificationEntity(client, table);
  }

  async create(notification: Notification, createdAt: Date): Promise<Notification> {
    const { data } = await createOnce(notification.id, () =>
      this.entity.create({ ...notification, createdAt: createdAt.toISOString() }).go(),
    );
    return toNotification(data as Item);
  }

  async get(id: string): Promise<Notification | null> {
    const { data } = await this.entity.get({ id }).go();
    return data ? toNotification(data) : null;
  }

  async list(page: PageRequest): Promise<Page<Notification>> {
    const { data, cursor } = await this.entity.query.newest({}).go({ ...pageOptions(page), order: 'desc' });
    return { items: data.map(toNotification), nextToken: cursor };
  }

  async delete(id: string): Promise<void> {
    await this.entity.delete({ id }).go();
  }
}
