import { Service, type Entity, type Item, type TransactWriteEntity, type WhereCallback } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import {
  ACTIVE_BOOKING_STATUSES,
  bookingUnavailable,
  heldChangeOf,
  isActiveBooking,
  promoUseReleasedBy,
  type Booking,
  type BookingStatus,
  type PromoUse,
  type TrackingEntry,
} from '@wayfare/shared';
import {
  BookingReferenceTakenError,
  type BookingChangeRequest,
  type BookingFilter,
  type BookingListing,
  type BookingListRequest,
  type BookingMatches,
  type BookingOffer,
  type BookingRepository,
  MAX_REQUESTED_DRIVERS,
  type VersionedBooking,
} from '../../ports/booking-repository';
import type { WalletOrder, WalletPostingOrder } from '../../ports/wallet-ledger';
import { activeBookingEntity } from './active-booking.entity';
import { auditEntryEntity } from './audit-entry.entity';
import { auditPut } from './audit-log.repository';
import { batchGetAll } from './batch-get';
import { bookingEntity, type bookingSchema } from './booking.entity';
import { toBooking, toBookingItem, toOffer, toOfferItem, type BookingItem } from './booking.mapper';
import { bookingOfferEntity } from './booking-offer.entity';
import { isConditionFailure } from './conditional-check';
import { bookingReferenceEntity } from './booking-reference.entity';
import { ALL_SHARDS } from './booking-shards';
import { mergedPage, type Position } from './merged-page';
import { MAX_PAGE_SIZE, pageOptions, pageSize, readNextToken, type Page, type PageRequest } from './page';
import { promoRedemptionEntity } from './promo-redemption.entity';
import { promoEntity } from './promo.entity';
import { expiresAt } from './retention';
import { trackingEntryEntity } from './tracking-entry.entity';
import { userEntity } from './user.entity';
import { walletEntryEntity } from './wallet-entry.entity';
import { commitPostings, postingItems } from './wallet-postings';
import { writeTransaction } from './write-transaction';

const offeredDrivers = (booking: Booking): string[] =>
  booking.status === 'NEW' ? Object.keys(booking.requestedDrivers ?? {}) : [];

/** Who lists the booking among their trips under way: its rider, and its driver once assigned. */
const activeParties = (booking: Booking): string[] =>
  isActiveBooking(booking.status) ? [booking.customer, ...(booking.driver ? [booking.driver] : [])] : [];

const activeItem = (booking: Booking, party: string) => ({
  party,
  bookingDate: booking.bookingDate,
  id: booking.id,
});

const positionOf = (booking: Booking): Position => ({ at: booking.bookingDate, id: booking.id });

/**
 * The change's wallet orders with the rider's held money kept in step with the booking (shared
 * wallet-hold.ts), as the offers mirror requestedDrivers: a wallet trip holds its price from
 * booking until it is paid, when the hold goes with the rider's payment in the same write, or
 * cancelled, when it is freed. No caller can forget it.
 */
function withHold(
  before: Booking | null,
  after: Booking,
  postings: readonly WalletPostingOrder[],
): WalletOrder[] {
  const heldChange = heldChangeOf(before, after);
  if (heldChange === 0) return [...postings];
  const rider = postings.findIndex((posting) => posting.uid === after.customer);
  if (rider < 0) return [...postings, { uid: after.customer, heldChange }];
  return postings.map((posting, index) => (index === rider ? { ...posting, heldChange } : posting));
}

export interface BookingRepositoryOptions {
  /** How long tracking entries written with a change are kept (days). */
  retentionDays: number;
}

/** Bookings, their reference guards and offers in the single table (docs/data-model.md). */
export class DynamoBookingRepository implements BookingRepository {
  private readonly service;

  constructor(
    client: DynamoDBDocumentClient,
    table: string,
    private readonly options: BookingRepositoryOptions,
  ) {
    this.service = new Service({
      booking: bookingEntity(client, table),
      reference: bookingReferenceEntity(client, table),
      offer: bookingOfferEntity(client, table),
      active: activeBookingEntity(client, table),
      tracking: trackingEntryEntity(client, table),
      user: userEntity(client, table),
      walletEntry: walletEntryEntity(client, table),
      promo: promoEntity(client, table),
      promoRedemption: promoRedemptionEntity(client, table),
      auditEntry: auditEntryEntity(client, table),
    });
  }

  private get entities() {
    return this.service.entities;
  }

  async create(booking: Booking): Promise<VersionedBooking> {
    const drivers = offeredDrivers(booking);
    assertOfferCount(drivers);
    const parties = activeParties(booking);
    const outcome = await commitPostings(this.entities, withHold(null, booking, []), {
      leading: 2 + drivers.length + parties.length,
      attempt: (planned) =>
        writeTransaction(
          () =>
            this.service.transaction
              .write(({ booking: bookings, reference, offer, active, user, walletEntry }) => [
                bookings.create(toBookingItem(booking, 1)).commit(),
                reference.create({ reference: booking.reference, bookingId: booking.id }).commit(),
                ...drivers.map((driver) => offer.put(toOfferItem(booking, driver)).commit()),
                ...parties.map((party) => active.put(activeItem(booking, party)).commit()),
                ...planned.flatMap((order) => [...postingItems({ user, walletEntry }, order)]),
              ])
              .go(),
          { retryConflicts: false },
        ),
    });
    if (
      !outcome.committed &&
      outcome.refusedBy === 'leading' &&
      outcome.codes[1] === 'ConditionalCheckFailed'
    )
      throw new BookingReferenceTakenError(booking.reference);
    if (!outcome.committed) throw bookingUnavailable(booking.id);
    return { booking, version: 1 };
  }

  async getById(id: string): Promise<VersionedBooking | null> {
    const { data } = await this.entities.booking.get({ id }).go();
    return data ? { booking: toBooking(data), version: data.version } : null;
  }

  async getByReference(reference: string): Promise<VersionedBooking | null> {
    const { data } = await this.entities.reference.get({ reference }).go();
    return data ? this.getById(data.bookingId) : null;
  }

  listByCustomer(customer: string, request: BookingListRequest): Promise<Page<Booking>> {
    return this.page(within(this.entities.booking.query.byCustomer({ customer }), request), request);
  }

  listByDriver(driver: string, request: BookingListRequest): Promise<Page<Booking>> {
    return this.page(within(this.entities.booking.query.byDriver({ driverKey: driver }), request), request);
  }

  listByFleetAdmin(fleetadmin: string, request: BookingListRequest): Promise<Page<Booking>> {
    const { byFleetAdmin } = this.entities.booking.query;
    return this.page(within(byFleetAdmin({ fleetKey: fleetadmin }), request), request);
  }

  async listActive(party: string, request: BookingListRequest): Promise<Page<Booking>> {
    const { byParty } = this.entities.active.query;
    const { data, cursor } = await within(byParty({ party }), request).go({
      ...pageOptions(request),
      order: 'desc',
    });
    // The bookings are read anew, in one batch, so the page shows each as it is now (a later change
    // may have ended it), in the listing's order.
    const keys = data.map(({ id }) => ({ id }));
    const items = await batchGetAll((wanted) => this.entities.booking.get(wanted).go(), keys, 'Booking');
    const byId = new Map(items.map((item) => [item.id, toBooking(item)]));
    return { items: data.flatMap(({ id }) => byId.get(id) ?? []), nextToken: cursor };
  }

  async restoreActiveListings(): Promise<number> {
    let listed = 0;
    for (const status of ACTIVE_BOOKING_STATUSES) {
      let nextToken: string | null = null;
      do {
        const page: Page<Booking> = await this.listByStatus(status, { limit: MAX_PAGE_SIZE, nextToken });
        const items = page.items.flatMap((booking) =>
          activeParties(booking).map((party) => activeItem(booking, party)),
        );
        await Promise.all(items.map((item) => this.entities.active.put(item).go()));
        listed += page.items.length;
        nextToken = page.nextToken;
      } while (nextToken);
    }
    return listed;
  }

  listAll(request: BookingListRequest): Promise<Page<Booking>> {
    const { byDate } = this.entities.booking.query;
    return this.mergedShards((shard) => byDate({ shard }), request);
  }

  listByStatus(status: BookingStatus, request: BookingListRequest): Promise<Page<Booking>> {
    const { byStatus } = this.entities.booking.query;
    return this.mergedShards((shard) => byStatus({ status, shard }), request);
  }

  async matchAll(listing: BookingListing, filter: BookingFilter, maxRead: number): Promise<BookingMatches> {
    const partitions = this.partitionsOf(listing);
    const condition = filterCondition(filter);
    const budget = Math.max(1, Math.ceil(maxRead / partitions.length));
    const answers = await Promise.all(
      partitions.map((partition) => {
        const query = within(partition, filter);
        return readMatching(condition ? query.where(condition) : query, budget);
      }),
    );
    const items = answers
      .flatMap((answer) => answer.items)
      .sort((a, b) => b.bookingDate - a.bookingDate || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
    return { items, complete: answers.every((answer) => answer.complete) };
  }

  /** The index partitions holding a listing: one for a party, every shard for a status or all. */
  private partitionsOf(listing: BookingListing): DateKeyedQuery[] {
    const { byCustomer, byDriver, byFleetAdmin, byDate, byStatus } = this.entities.booking.query;
    switch (listing.by) {
      case 'customer':
        return [byCustomer({ customer: listing.uid })];
      case 'driver':
        return [byDriver({ driverKey: listing.uid })];
      case 'fleet':
        return [byFleetAdmin({ fleetKey: listing.uid })];
      case 'status':
        return ALL_SHARDS.map((shard) => byStatus({ status: listing.status, shard }));
      case 'all':
        return ALL_SHARDS.map((shard) => byDate({ shard }));
    }
  }

  /** One page merged from every shard's partition, each read after the cursor and within the window. */
  private mergedShards(
    partition: (shard: number) => DateKeyedQuery,
    request: BookingListRequest,
  ): Promise<Page<Booking>> {
    const read = async (shard: number, limit: number, after: Position | null) => {
      const query = partition(shard);
      if (!hasWindow(request)) return this.shardPage(after ? query.lt(keyOf(after)) : query, limit);
      const { from, to } = windowOf(request);
      if (!after) return this.shardPage(query.between({ bookingDate: from }, { bookingDate: to }), limit);
      // BETWEEN includes its end, the cursor's own item: one more is read and that one left out.
      const page = await this.shardPage(query.between({ bookingDate: from }, keyOf(after)), limit + 1);
      const items = page.items.filter((item) => item.id !== after.id);
      return { items: items.slice(0, limit), more: page.more || items.length > limit };
    };
    return mergedPage(ALL_SHARDS, positionOf, read, request);
  }

  async listOffersTo(driver: string, request: PageRequest): Promise<Page<BookingOffer>> {
    const { data, cursor } = await this.entities.offer.query
      .byDriver({ driver })
      .go({ ...pageOptions(request), order: 'desc' });
    return { items: data.map(toOffer), nextToken: cursor };
  }

  async getOffer(driver: string, { id, bookingDate }: Pick<Booking, 'id' | 'bookingDate'>) {
    const { data } = await this.entities.offer.get({ driver, bookingDate, bookingId: id }).go();
    return data ? toOffer(data) : null;
  }

  async accept({ driver, ...change }: BookingChangeRequest & { driver: string }): Promise<VersionedBooking> {
    const { before } = change;
    if (before.booking.status !== 'NEW' || before.booking.requestedDrivers?.[driver] !== true) {
      throw bookingUnavailable(before.booking.id);
    }
    return this.write(change, (attr, op) =>
      [op.eq(attr.status, 'NEW'), op.contains(attr.requestedDrivers, driver)].join(' AND '),
    );
  }

  save(change: BookingChangeRequest): Promise<VersionedBooking> {
    return this.write(change, (attr, op) => op.eq(attr.status, change.before.booking.status));
  }

  async markArrivingNotice(id: string, at: number): Promise<VersionedBooking | null> {
    try {
      const { data } = await this.entities.booking
        .patch({ id })
        .set({ arrivingNoticeAt: at })
        .add({ version: 1 })
        .where((attr, op) => `${op.eq(attr.status, 'ACCEPTED')} AND ${op.notExists(attr.arrivingNoticeAt)}`)
        .go({ response: 'all_new' });
      return { booking: toBooking(data), version: data.version };
    } catch (error) {
      if (isConditionFailure(error)) return null;
      throw error;
    }
  }

  /**
   * The booking's new state as one conditional put (every index key recomputed from the whole
   * item), the offers that changed, and the change's tracking entry, in one transaction.
   */
  private async write(
    { before, after, tracking, postings = [], audit, riderRated, driverRated }: BookingChangeRequest,
    condition: BookingCondition,
  ): Promise<VersionedBooking> {
    if (after.id !== before.booking.id) throw new Error('A booking change must keep the booking id');
    const previous = new Set(offeredDrivers(before.booking));
    const current = offeredDrivers(after);
    assertOfferCount(current);
    const added = current.filter((driver) => !previous.has(driver));
    const removed = [...previous].filter((driver) => !current.includes(driver));
    const wasActiveFor = activeParties(before.booking);
    const isActiveFor = activeParties(after);
    const nowActive = isActiveFor.filter((party) => !wasActiveFor.includes(party));
    const noLongerActive = wasActiveFor.filter((party) => !isActiveFor.includes(party));
    const version = before.version + 1;
    const release = await this.promoRelease(promoUseReleasedBy(before.booking, after));
    const leading =
      1 +
      added.length +
      removed.length +
      nowActive.length +
      noLongerActive.length +
      (tracking ? 1 : 0) +
      release.items +
      (audit ? 1 : 0) +
      (riderRated ? 1 : 0) +
      (driverRated ? 1 : 0);
    const outcome = await commitPostings(this.entities, withHold(before.booking, after, postings), {
      leading,
      attempt: (planned) =>
        writeTransaction(
          () =>
            this.service.transaction
              .write(
                ({
                  booking,
                  offer,
                  active,
                  tracking: entries,
                  user,
                  walletEntry,
                  promo,
                  promoRedemption,
                  auditEntry,
                }) => [
                  booking
                    .put(toBookingItem(after, version))
                    .where((attr, op) => `${op.eq(attr.version, before.version)} AND ${condition(attr, op)}`)
                    .commit(),
                  ...added.map((driver) => offer.put(toOfferItem(after, driver)).commit()),
                  ...removed.map((driver) =>
                    offer.delete({ driver, bookingDate: after.bookingDate, bookingId: after.id }).commit(),
                  ),
                  ...nowActive.map((party) => active.put(activeItem(after, party)).commit()),
                  ...noLongerActive.map((party) => active.delete(activeItem(after, party)).commit()),
                  ...(tracking ? [entries.put(this.trackingItem(after.id, tracking)).commit()] : []),
                  ...release.write({ promo, promoRedemption }),
                  ...auditPut(auditEntry, audit),
                  ...(riderRated
                    ? [
                        user
                          .patch({ uid: riderRated.riderUid })
                          .add({ riderRatingTotal: riderRated.rate, riderRatingCount: 1 })
                          .commit(),
                      ]
                    : []),
                  ...(driverRated
                    ? [
                        user
                          .patch({ uid: driverRated.driverUid })
                          .add({ driverRatingTotal: driverRated.rate, driverRatingCount: 1 })
                          .commit(),
                      ]
                    : []),
                  ...planned.flatMap((order) => [...postingItems({ user, walletEntry }, order)]),
                ],
              )
              .go(),
          { retryConflicts: false },
        ),
    });
    // A settlement's postings are keyed by the booking: a duplicate means the booking moved on.
    if (!outcome.committed) throw bookingUnavailable(after.id);
    return { booking: after, version };
  }

  /**
   * A cancel gives its promo use back in the cancel's own transaction: the rider's redemption item
   * (only while it is still this booking's) and one off the promo's use count. Nothing to give back
   * when the booking held none, or the promo was deleted meanwhile (the redemption goes alone).
   */
  private async promoRelease(use: PromoUse | null) {
    const none = { items: 0, write: () => [] };
    if (!use) return none;
    const { promoId, uid, bookingId } = use;
    const [{ data: redemption }, { data: stored }] = await Promise.all([
      this.entities.promoRedemption.get({ promoId, uid }).go(),
      this.entities.promo.get({ id: promoId }).go(),
    ]);
    if (!redemption || redemption.reference !== bookingId) return none;
    return {
      items: stored ? 2 : 1,
      write: ({ promo, promoRedemption }: BookingTransaction) => [
        promoRedemption
          .delete({ promoId, uid })
          .where((attr, op) => op.eq(attr.reference, bookingId))
          .commit(),
        ...(stored
          ? [
              promo
                .patch({ id: promoId })
                .subtract({ usedCount: 1 })
                .where((attr, op) => op.gt(attr.usedCount, 0))
                .commit(),
            ]
          : []),
      ],
    };
  }

  private trackingItem(bookingId: string, entry: TrackingEntry) {
    return { bookingId, ...entry, ttl: expiresAt(entry.at, this.options.retentionDays) };
  }

  private async page(query: PagedQuery, request: BookingListRequest): Promise<Page<Booking>> {
    if (request.statuses) return filteredPage(query.where(statusIn(request.statuses)), request);
    const { data, cursor } = await query.go({ ...pageOptions(request), order: 'desc' });
    return { items: data.map(toBooking), nextToken: cursor };
  }

  private async shardPage(query: PagedQuery, limit: number) {
    const { data, cursor } = await query.go({ limit, order: 'desc' });
    return { items: data.map(toBooking), more: cursor !== null };
  }
}

/** The promo entities as the booking's transaction callback receives them. */
type BookingTransaction = {
  [Name in 'promo' | 'promoRedemption']: ReturnType<
    Name extends 'promo' ? typeof promoEntity : typeof promoRedemptionEntity
  > extends Entity<infer A, infer F, infer C, infer S>
    ? TransactWriteEntity<A, F, C, S>
    : never;
};

/** A condition on the stored booking, in ElectroDB's where-clause form. */
type BookingCondition = WhereCallback<
  string,
  string,
  string,
  typeof bookingSchema,
  Item<string, string, string, typeof bookingSchema, (typeof bookingSchema)['attributes']>
>;

const keyOf = ({ at, id }: Position) => ({ bookingDate: at, id });

/** The latest date a key can hold: keys pad dates to 13 digits. */
const LAST_DATE = 9_999_999_999_999;

const hasWindow = ({ from, to }: Pick<BookingListRequest, 'from' | 'to'>): boolean =>
  from != null || to != null;

const windowOf = ({ from, to }: Pick<BookingListRequest, 'from' | 'to'>) => ({
  from: from ?? 0,
  to: to ?? LAST_DATE,
});

/** A query on an index sorted by (bookingDate, id), as ElectroDB builds it. */
interface DateKeyedQuery extends PagedQuery {
  lt(key: { bookingDate: number; id: string }): PagedQuery;
  /**
   * Both ends inclusive. An end that names only the date is a prefix of its items' keys, so it
   * sorts before them: between({ bookingDate: from }, { bookingDate: to }) is from <= date < to.
   */
  between(start: { bookingDate: number }, end: { bookingDate: number; id?: string }): PagedQuery;
}

interface PagedQuery {
  go(options: object): Promise<{ data: BookingItem[]; cursor: string | null }>;
  where(condition: BookingCondition): PagedQuery;
}

/** Reads spent at most on one filtered page, so a page never walks a whole partition. */
const MAX_READS_PER_PAGE = 10;

const statusIn =
  (statuses: readonly BookingStatus[]): BookingCondition =>
  (attr, op) =>
    `(${statuses.map((status) => op.eq(attr.status, status)).join(' OR ')})`;

/**
 * DynamoDB filters after it reads, so a filtered page can come back short. Keep reading, each
 * time at most the items still missing (so the cursor never skips one), until the page is full,
 * the index ends, or MAX_READS_PER_PAGE reads were spent; nextToken continues from there.
 */
async function filteredPage(query: PagedQuery, request: PageRequest): Promise<Page<Booking>> {
  const wanted = pageSize(request.limit);
  const items: Booking[] = [];
  let cursor = readNextToken(request.nextToken);
  for (let reads = 0; reads < MAX_READS_PER_PAGE && items.length < wanted; reads += 1) {
    const page = await query.go({ order: 'desc', limit: wanted - items.length, cursor });
    items.push(...page.data.map(toBooking));
    cursor = page.cursor;
    if (!cursor) break;
  }
  return { items, nextToken: cursor };
}

/** The filter as one DynamoDB filter expression, or null when it keeps everything. */
function filterCondition({
  statuses,
  paymentMode,
  driver,
  fleetadmin,
}: BookingFilter): BookingCondition | null {
  if (!statuses && !paymentMode && !driver && !fleetadmin) return null;
  return (attr, op) =>
    [
      statuses ? statusIn(statuses)(attr, op) : '',
      paymentMode ? op.eq(attr.payment_mode, paymentMode) : '',
      driver ? op.eq(attr.driver, driver) : '',
      fleetadmin ? op.eq(attr.fleetadmin, fleetadmin) : '',
    ]
      .filter(Boolean)
      .join(' AND ');
}

/** Items read by one Query of a search: DynamoDB's Limit counts items before the filter. */
const MATCH_READ_SIZE = 100;

/**
 * Every item of one partition the query keeps, newest first, reading at most `budget` items (each
 * Query's Limit is counted in full, whatever the filter keeps); complete when the partition ended.
 */
async function readMatching(query: PagedQuery, budget: number): Promise<BookingMatches> {
  const items: Booking[] = [];
  let cursor: string | null = null;
  for (let read = 0; read < budget;) {
    const limit = Math.min(MATCH_READ_SIZE, budget - read);
    const page = await query.go({ order: 'desc', limit, cursor });
    items.push(...page.data.map(toBooking));
    read += limit;
    cursor = page.cursor;
    if (!cursor) return { items, complete: true };
  }
  return { items, complete: false };
}

/** The query within the request's window of booking dates, when it has one. */
function within<Query, Windowed>(
  query: Query & { between(start: { bookingDate: number }, end: { bookingDate: number }): Windowed },
  request: Pick<BookingListRequest, 'from' | 'to'>,
): Query | Windowed {
  if (!hasWindow(request)) return query;
  const { from, to } = windowOf(request);
  return query.between({ bookingDate: from }, { bookingDate: to });
}

function assertOfferCount(drivers: readonly string[]): void {
  if (drivers.length > MAX_REQUESTED_DRIVERS) {
    throw new Error(`A booking may be offered to at most ${MAX_REQUESTED_DRIVERS} drivers at once`);
  }
}
