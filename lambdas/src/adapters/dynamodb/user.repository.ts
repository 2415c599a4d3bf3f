import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { moneyFromUnits, toAmount, toMoney, type User } from '@wayfare/shared';
import type { UserRepository } from '../../ports/user-repository';
import { userEntity } from './user.entity';

type Entity = ReturnType<typeof userEntity>;
type Item = NonNullable<Awaited<ReturnType<ReturnType<Entity['get']>['go']>>['data']>;

function toUser({ walletBalanceMinor, ...rest }: Item): User {
  return { ...rest, walletBalance: toAmount(moneyFromUnits(walletBalanceMinor)) };
}

/** User profiles: GetItem by uid; created only if absent (a condition, never an overwrite). */
export class DynamoUserRepository implements UserRepository {
  private readonly entity: Entity;

  constructor(client: DynamoDBDocumentClient, table: string) {
    this.entity = userEntity(client, table);
  }

  async getById(uid: string): Promise<User | null> {
    const { data } = await this.entity.get({ uid }).go();
    return data ? toUser(data) : null;
  }

  async create({ walletBalance, walletHistory: _ledgerLivesElsewhere, ...rest }: User): Promise<User> {
    const { data } = await this.entity.create({ ...rest, walletBalanceMinor: toMoney(walletBalance) }).go();
    return toUser(data as Item);
  }
}
