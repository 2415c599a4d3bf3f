import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { moneyFromUnits, toAmount, toMoney, type Product } from '@wayfare/shared';
import type { ProductChanges, ProductRepository } from '../../ports/product-repository';
import { createOnce, notFound, patchExisting } from './catalogue-errors';
import { pageOptions, type Page, type PageRequest } from './page';
import { productEntity } from './product.entity';

type Entity = ReturnType<typeof productEntity>;
type Item = NonNullable<Awaited<ReturnType<ReturnType<Entity['get']>['go']>>['data']>;

const toProduct = ({ amountMinor, ...rest }: Item): Product => ({
  ...rest,
  amount: toAmount(moneyFromUnits(amountMinor)),
});

/** Shop products: Get, conditional Put/Update, Delete; newest-first Queries, overall and per category. */
export class DynamoProductRepository implements ProductRepository {
  private readonly entity: Entity;

  constructor(client: DynamoDBDocumentClient, table: string) {
    this.entity = productEntity(client, table);
  }

  async create({ amount, ...product }: Product): Promise<Product> {
    const { data } = await createOnce(product.id, () =>
      this.entity.create({ ...product, amountMinor: toMoney(amount) }).go(),
    );
    return toProduct(data as Item);
  }

  async get(id: string): Promise<Product | null> {
    const { data } = await this.entity.get({ id }).go();
    return data ? toProduct(data) : null;
  }

  async list(page: PageRequest): Promise<Page<Product>> {
    const { data, cursor } = await this.entity.query.newest({}).go({ ...pageOptions(page), order: 'desc' });
    return { items: data.map(toProduct), nextToken: cursor };
  }

  async listByCategory(categoryId: string, page: PageRequest): Promise<Page<Product>> {
    const { data, cursor } = await this.entity.query
      .byCategory({ category: categoryId })
      .go({ ...pageOptions(page), order: 'desc' });
    return { items: data.map(toProduct), nextToken: cursor };
  }

  async update(id: string, { amount, ...changes }: ProductChanges): Promise<Product> {
    // A new category re-keys the by-category index, whose sort key needs createdAt: read it, and
    // let the write hold only if it is still the same item.
    const current = await this.get(id);
    if (!current) throw notFound(id);
    const { data } = await patchExisting(id, () =>
      this.entity
        .patch({ id })
        .set({ ...changes, amountMinor: toMoney(amount) })
        .composite({ createdAt: current.createdAt })
        .where(({ createdAt }, { eq }) => eq(createdAt, current.createdAt))
        .go({ response: 'all_new' }),
    );
    return toProduct(data as Item);
  }

  async delete(id: string): Promise<void> {
    await this.entity.delete({ id }).go();
  }
}
