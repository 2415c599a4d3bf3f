import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { Service } from 'electrodb';
import {
  moneyFromUnits,
  toAmount,
  toMoney,
  userExistsError,
  validationError,
  type AuditEntry,
  type User,
  type UserType,
} from '@wayfare/shared';
import {
  ReferralIdTaken,
  type ContactKind,
  type UserChanges,
  type UserListRequest,
  type UserRepository,
} from '../../ports/user-repository';
import { auditEntryEntity } from './audit-entry.entity';
import { auditPut } from './audit-log.repository';
import { pageSize, readNextToken, type Page } from './page';
import { referralCodeEntity } from './referral-code.entity';
import { userContactEntity } from './user-contact.entity';
import { userEntity } from './user.entity';
import { batchGetAll } from './batch-get';

/** A remove re-reads and retries when its transaction met a concurrent change. */
const REMOVE_ATTEMPTS = 3;

type UserEntity = ReturnType<typeof userEntity>;
type Item = NonNullable<Awaited<ReturnType<ReturnType<UserEntity['get']>['go']>>['data']>;

/** A filtered page reads at most this many times before returning what it found and a cursor. */
const MAX_READS_PER_PAGE = 10;

export const normaliseContact = (kind: ContactKind, value: string): string =>
  kind === 'email' ? value.trim().toLowerCase() : value.replace(/\s+/g, '');

/** What the user tables' search matches: names and contacts, lower-cased, single-spaced. */
export const searchTextOf = (user: Pick<User, 'firstName' | 'lastName' | 'email' | 'mobile'>): string =>
  [user.firstName, user.lastName, user.email, user.mobile]
    .filter(Boolean)
    .join(' ')
    .toLowerCase()
    .replace(/\s+/g, ' ');

const normaliseSearch = (search: string | null | undefined): string =>
  (search ?? '').trim().toLowerCase().replace(/\s+/g, ' ');

function toUser({
  walletBalanceMinor,
  walletHeldMinor,
  username: _username,
  searchText: _searchText,
  ...rest
}: Item): User {
  return {
    ...rest,
    walletBalance: toAmount(moneyFromUnits(walletBalanceMinor)),
    walletHeld: toAmount(moneyFromUnits(walletHeldMinor ?? 0)),
  };
}

const contactsOf = (user: Pick<User, 'email' | 'mobile'>): { kind: ContactKind; value: string }[] =>
  (['email', 'mobile'] as const)
    .filter((kind) => Boolean(user[kind]))
    .map((kind) => ({ kind, value: normaliseContact(kind, user[kind]!) }));

const definedOnly = <T extends object>(value: T): Partial<T> =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;

/**
 * Profiles and their contact guards in one table. Every write that adds, changes or removes a
 * contact is one transaction with the guards, so a contact is never held twice or left behind.
 */
export class DynamoUserRepository implements UserRepository {
  private readonly service;

  constructor(client: DynamoDBDocumentClient, table: string) {
    this.service = new Service(
      {
        user: userEntity(client, table),
        userContact: userContactEntity(client, table),
        referralCode: referralCodeEntity(client, table),
        auditEntry: auditEntryEntity(client, table),
      },
      { client, table },
    );
  }

  private get users() {
    return this.service.entities.user;
  }

  private get contacts() {
    return this.service.entities.userContact;
  }

  async getById(uid: string): Promise<User | null> {
    const { data } = await this.users.get({ uid }).go();
    return data ? toUser(data) : null;
  }

  async getByIds(uids: readonly string[]): Promise<User[]> {
    const keys = [...new Set(uids)].map((uid) => ({ uid }));
    const items = await batchGetAll((wanted) => this.users.get(wanted).go(), keys, 'User');
    return items.map(toUser);
  }

  async usernameOf(uid: string): Promise<string | null> {
    const { data } = await this.users.get({ uid }).go({ attributes: ['username'] });
    return data?.username ?? null;
  }

  async findByContact(kind: ContactKind, value: string): Promise<User | null> {
    const { data } = await this.contacts.get({ kind, value: normaliseContact(kind, value) }).go();
    return data ? this.getById(data.uid) : null;
  }

  async findByReferralId(referralId: string): Promise<User | null> {
    const { data } = await this.service.entities.referralCode.get({ referralId }).go();
    return data ? this.getById(data.uid) : null;
  }

  async create(
    { walletBalance, walletHeld: _heldOnlyByTrips, walletHistory: _ledgerLivesElsewhere, ...rest }: User,
    { username, audit }: { username?: string; audit?: AuditEntry } = {},
  ): Promise<User> {
    const item = {
      ...rest,
      username,
      fleetKey: rest.fleetadmin ?? '',
      searchText: searchTextOf(rest),
      walletBalanceMinor: toMoney(walletBalance),
    };
    const contacts = contactsOf(rest);
    const { canceled, data } = await this.service.transaction
      .write(({ user, userContact, referralCode, auditEntry }) => [
        user.create(item).commit(),
        ...contacts.map((contact) => userContact.create({ ...contact, uid: rest.uid }).commit()),
        ...(rest.referralId
          ? [referralCode.create({ referralId: rest.referralId, uid: rest.uid }).commit()]
          : []),
        ...auditPut(auditEntry, audit),
      ])
      .go();
    if (canceled) {
      // The guard after the contacts; only a clash there (not the profile or a contact) is a taken id.
      const failed = data.map((result) => result.code === 'ConditionalCheckFailed');
      if (
        rest.referralId &&
        failed[1 + contacts.length] &&
        !failed.slice(0, 1 + contacts.length).includes(true)
      )
        throw new ReferralIdTaken(rest.referralId);
      throw userExistsError();
    }
    return (await this.getById(rest.uid))!;
  }

  async update(uid: string, changes: UserChanges, audit?: AuditEntry): Promise<User> {
    const current = await this.getById(uid);
    if (!current) throw new Error(`No user ${uid} to update`);
    const set = {
      ...definedOnly(changes),
      searchText: searchTextOf({ ...current, ...definedOnly(changes) }),
    };
    const moved = (['email', 'mobile'] as const).filter(
      (kind) =>
        changes[kind] !== undefined &&
        normaliseContact(kind, changes[kind]) !== normaliseContact(kind, current[kind] ?? ''),
    );
    const { canceled } = await this.service.transaction
      .write(({ user, userContact, auditEntry }) => [
        // The type keys the by-type index, whose sort key (createdAt) must come along.
        (changes.usertype
          ? user.patch({ uid }).set(set).composite({ createdAt: current.createdAt })
          : user.patch({ uid }).set(set)
        ).commit(),
        ...moved.flatMap((kind) => [
          ...(current[kind]
            ? [
                userContact
                  .delete({ kind, value: normaliseContact(kind, current[kind]) })
                  .where((attr, op) => op.eq(attr.uid, uid))
                  .commit(),
              ]
            : []),
          userContact.create({ kind, value: normaliseContact(kind, changes[kind]!), uid }).commit(),
        ]),
        ...auditPut(auditEntry, audit),
      ])
      .go();
    if (canceled) throw userExistsError();
    return (await this.getById(uid))!;
  }

  /**
   * The profile and the contact guards it still owns, in one transaction. Refused with
   * wallet_not_empty when a credit landed after the caller checked the wallet (the money is owed
   * to the account's owner); a contact that changed hands meanwhile is re-read and retried.
   */
  async remove(uid: string, audit?: AuditEntry): Promise<void> {
    for (let attempt = 1; attempt <= REMOVE_ATTEMPTS; attempt += 1) {
      const current = await this.getById(uid);
      if (!current) return;
      if (current.walletBalance !== 0)
        throw validationError([{ field: 'uid', messageKey: 'wallet_not_empty' }]);
      if (await this.removeIfEmpty(current, audit)) return;
    }
    throw new Error(`User ${uid} kept changing while being removed`);
  }

  private async removeIfEmpty(current: User, audit: AuditEntry | undefined): Promise<boolean> {
    const { uid } = current;
    const owned: { kind: ContactKind; value: string }[] = [];
    for (const contact of contactsOf(current)) {
      const { data } = await this.contacts.get(contact).go();
      if (data?.uid === uid) owned.push(contact);
    }
    const { canceled } = await this.service.transaction
      .write(({ user, userContact, referralCode, auditEntry }) => [
        user
          .delete({ uid })
          .where((attr, op) => op.eq(attr.walletBalanceMinor, 0))
          .commit(),
        ...owned.map((contact) =>
          userContact
            .delete(contact)
            .where((attr, op) => op.eq(attr.uid, uid))
            .commit(),
        ),
        ...(current.referralId
          ? [
              referralCode
                .delete({ referralId: current.referralId })
                .where((attr, op) => op.eq(attr.uid, uid))
                .commit(),
            ]
          : []),
        ...auditPut(auditEntry, audit),
      ])
      .go();
    return !canceled;
  }

  listByType(usertype: UserType, request: UserListRequest): Promise<Page<User>> {
    return this.filteredPage(request, (search) => {
      const query = this.users.query.byType({ usertype });
      return search ? query.where((attr, op) => op.contains(attr.searchText, search)) : query;
    });
  }

  listByFleet(fleetadmin: string, request: UserListRequest): Promise<Page<User>> {
    return this.filteredPage(request, (search) => {
      const query = this.users.query.byFleet({ fleetKey: fleetadmin });
      return search ? query.where((attr, op) => op.contains(attr.searchText, search)) : query;
    });
  }

  /**
   * DynamoDB filters after it reads, so a filtered page can come back short. Keep reading, each
   * time at most the items still missing (so the cursor never skips one), until the page is full,
   * the index ends, or MAX_READS_PER_PAGE reads were spent.
   */
  private async filteredPage(
    request: UserListRequest,
    queryFor: (search: string) => {
      go(options: { order: 'desc'; limit: number; cursor: string | null }): Promise<{
        data: Item[];
        cursor: string | null;
      }>;
    },
  ): Promise<Page<User>> {
    const wanted = pageSize(request.limit);
    const query = queryFor(normaliseSearch(request.search));
    const items: User[] = [];
    let cursor = readNextToken(request.nextToken);
    for (let reads = 0; reads < MAX_READS_PER_PAGE && items.length < wanted; reads += 1) {
      const page = await query.go({ order: 'desc', limit: wanted - items.length, cursor });
      items.push(...page.data.map(toUser));
      cursor = page.cursor;
      if (!cursor) break;
    }
    return { items, nextToken: cursor };
  }
}
