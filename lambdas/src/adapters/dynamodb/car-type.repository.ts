import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { moneyFromUnits, toAmount, toMoney, type CarType, type PricedOption } from '@wayfare/shared';
import type { CarTypeChanges, CarTypeRepository } from '../../ports/car-type-repository';
import { createOnce, patchExisting } from './catalogue-errors';
import { carTypeEntity } from './car-type.entity';
import { pageOptions, type Page, type PageRequest } from './page';

type Entity = ReturnType<typeof carTypeEntity>;
type Item = NonNullable<Awaited<ReturnType<ReturnType<Entity['get']>['go']>>['data']>;

const amountOf = (units: number) => toAmount(moneyFromUnits(units));

type StoredOption = { name: string; amountMinor: number };

const toOptions = (stored: StoredOption[] | undefined): PricedOption[] | undefined =>
  stored?.map(({ name, amountMinor }) => ({ name, amount: amountOf(amountMinor) }));

const toStoredOptions = (options: PricedOption[] | undefined): StoredOption[] | undefined =>
  options?.map(({ name, amount }) => ({ name, amountMinor: toMoney(amount) }));

const toCarType = ({
  createdAt: _createdAt,
  rate_per_unit_distanceMinor,
  rate_per_hourMinor,
  base_fareMinor,
  min_fareMinor,
  convenience_feesMinor,
  parcelTypes,
  options,
  ...rest
}: Item): CarType => ({
  ...rest,
  ...(parcelTypes ? { parcelTypes: toOptions(parcelTypes) } : {}),
  ...(options ? { options: toOptions(options) } : {}),
  rate_per_unit_distance: amountOf(rate_per_unit_distanceMinor),
  rate_per_hour: amountOf(rate_per_hourMinor),
  base_fare: amountOf(base_fareMinor),
  min_fare: amountOf(min_fareMinor),
  convenience_fees: amountOf(convenience_feesMinor),
});

const toStoredFields = ({
  rate_per_unit_distance,
  rate_per_hour,
  base_fare,
  min_fare,
  convenience_fees,
  parcelTypes,
  options,
  ...rest
}: CarTypeChanges) => ({
  ...rest,
  ...(parcelTypes ? { parcelTypes: toStoredOptions(parcelTypes) } : {}),
  ...(options ? { options: toStoredOptions(options) } : {}),
  rate_per_unit_distanceMinor: toMoney(rate_per_unit_distance),
  rate_per_hourMinor: toMoney(rate_per_hour),
  base_fareMinor: toMoney(base_fare),
  min_fareMinor: toMoney(min_fare),
  convenience_feesMinor: toMoney(convenience_fees),
});

const OPTIONAL_FIELDS = ['image', 'parcelTypes', 'options'] as const;

/** Car types: Get, conditional Put/Update, Delete, and a Query in the order they were added. */
export class DynamoCarTypeRepository implements CarTypeRepository {
  private readonly entity: Entity;

  constructor(client: DynamoDBDocumentClient, table: string) {
    this.entity = carTypeEntity(client, table);
  }

  async create({ id, ...fields }: CarType, createdAt: Date): Promise<CarType> {
    const { data } = await createOnce(id, () =>
      this.entity.create({ id, ...toStoredFields(fields), createdAt: createdAt.toISOString() }).go(),
    );
    return toCarType(data as Item);
  }

  async get(id: string): Promise<CarType | null> {
    const { data } = await this.entity.get({ id }).go();
    return data ? toCarType(data) : null;
  }

  async list(page: PageRequest): Promise<Page<CarType>> {
    const { data, cursor } = await this.entity.query.inOrderAdded({}).go(pageOptions(page));
    return { items: data.map(toCarType), nextToken: cursor };
  }

  async update(id: string, changes: CarTypeChanges): Promise<CarType> {
    // An optional field missing from the changes means the car type has none any more.
    const absent = OPTIONAL_FIELDS.filter((field) => changes[field] === undefined);
    const { data } = await patchExisting(id, () => {
      const update = this.entity.patch({ id }).set(toStoredFields(changes));
      return (absent.length > 0 ? update.remove(absent) : update).go({ response: 'all_new' });
    });
    return toCarType(data as Item);
  }

  async delete(id: string): Promise<void> {
    await this.entity.delete({ id }).go();
  }
}
