import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { Service } from 'electrodb';
import {
  moneyFromUnits,
  toAmount,
  toMoney,
  type AuditEntry,
  type CarType,
  type PricedOption,
} from '@wayfare/shared';
import type { CarTypeChanges, CarTypeRepository } from '../../ports/car-type-repository';
import { auditEntryEntity } from './audit-entry.entity';
import { auditPut } from './audit-log.repository';
import { idTaken, notFound } from './catalogue-errors';
import { carTypeEntity } from './car-type.entity';
import { pageOptions, type Page, type PageRequest } from './page';
import { conditionFailedAt, writeTransaction, type TransactionOutcome } from './write-transaction';

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

/** A write that did not commit: its own condition names the error, anything else is unexpected. */
function refused(outcome: TransactionOutcome, id: string, onCondition: (id: string) => Error): Error {
  if (conditionFailedAt(outcome, 0)) return onCondition(id);
  return new Error(`Car type ${id} not written: ${outcome.committed ? '' : outcome.codes.join(', ')}`);
}

/**
 * Car types: Get, a Query in the order they were added, and each write (conditional Put, Update,
 * Delete) as one transaction with the operator's audit entry when there is one.
 */
export class DynamoCarTypeRepository implements CarTypeRepository {
  private readonly service;

  constructor(client: DynamoDBDocumentClient, table: string) {
    this.service = new Service({
      carType: carTypeEntity(client, table),
      auditEntry: auditEntryEntity(client, table),
    });
  }

  private get entity() {
    return this.service.entities.carType;
  }

  async create({ id, ...fields }: CarType, createdAt: Date, audit?: AuditEntry): Promise<CarType> {
    const outcome = await writeTransaction(() =>
      this.service.transaction
        .write(({ carType, auditEntry }) => [
          carType.create({ id, ...toStoredFields(fields), createdAt: createdAt.toISOString() }).commit(),
          ...auditPut(auditEntry, audit),
        ])
        .go(),
    );
    if (!outcome.committed) throw refused(outcome, id, idTaken);
    return (await this.get(id))!;
  }

  async get(id: string): Promise<CarType | null> {
    const { data } = await this.entity.get({ id }).go();
    return data ? toCarType(data) : null;
  }

  async list(page: PageRequest): Promise<Page<CarType>> {
    const { data, cursor } = await this.entity.query.inOrderAdded({}).go(pageOptions(page));
    return { items: data.map(toCarType), nextToken: cursor };
  }

  async update(id: string, changes: CarTypeChanges, audit?: AuditEntry): Promise<CarType> {
    // An optional field missing from the changes means the car type has none any more.
    const absent = OPTIONAL_FIELDS.filter((field) => changes[field] === undefined);
    const outcome = await writeTransaction(() =>
      this.service.transaction
        .write(({ carType, auditEntry }) => {
          const update = carType.patch({ id }).set(toStoredFields(changes));
          return [
            (absent.length > 0 ? update.remove(absent) : update).commit(),
            ...auditPut(auditEntry, audit),
          ];
        })
        .go(),
    );
    if (!outcome.committed) throw refused(outcome, id, notFound);
    return (await this.get(id))!;
  }

  async delete(id: string, audit?: AuditEntry): Promise<void> {
    const outcome = await writeTransaction(() =>
      this.service.transaction
        .write(({ carType, auditEntry }) => [
          carType
            .delete({ id })
            .where((attr, op) => op.exists(attr.id))
            .commit(),
          ...auditPut(auditEntry, audit),
        ])
        .go(),
    );
    if (!outcome.committed) throw refused(outcome, id, notFound);
  }
}
