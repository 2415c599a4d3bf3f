import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Category } from '@wayfare/shared';
import type { CategoryChanges, CategoryRepository } from '../../ports/category-repository';
import { createOnce, patchExisting } from './catalogue-errors';
import { categoryEntity } from './category.entity';
import { pageOptions, type Page, type PageRequest } from './page';

type Entity = ReturnType<typeof categoryEntity>;
type Item = NonNullable<Awaited<ReturnType<ReturnType<Entity['get']>['go']>>['data']>;

const toCategory = (item: Item): Category => ({ ...item });

/** Shop categories: Get, conditional Put/Update, Delete, and a newest-first Query. */
export class DynamoCategoryRepository implements CategoryRepository {
  private readonly entity: Entity;

  constructor(client: DynamoDBDocumentClient, table: string) {
    this.entity = categoryEntity(client, table);
  }

  async create(category: Category): Promise<Category> {
    const { data } = await createOnce(category.id, () => this.entity.create(category).go());
    return toCategory(data as Item);
  }

  async get(id: string): Promise<Category | null> {
    const { data } = await this.entity.get({ id }).go();
    return data ? toCategory(data) : null;
  }

  async list(page: PageRequest): Promise<Page<Category>> {
    const { data, cursor } = await this.entity.query.newest({}).go({ ...pageOptions(page), order: 'desc' });
    return { items: data.map(toCategory), nextToken: cursor };
  }

  async update(id: string, changes: CategoryChanges): Promise<Category> {
    const { data } = await patchExisting(id, () =>
      this.entity.patch({ id }).set(changes).go({ response: 'all_new' }),
    );
    return toCategory(data as Item);
  }

  async delete(id: string): Promise<void> {
    await this.entity.delete({ id }).go();
  }
}
