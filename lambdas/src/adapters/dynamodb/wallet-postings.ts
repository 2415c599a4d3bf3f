/**
 * The two writes of every wallet posting, for one transaction: the ledger entry (created only if
 * its idempotency key is new, carrying the balance it leaves) and the balance change on the user
 * item, conditioned on the balance read just before. Shared by the wallet ledger, withdraw
 * requests and booking settlement, whose transactions add their own items in front of the pairs.
 *
 * Why read-then-condition rather than an atomic ADD: the history shows the balance after each
 * entry, and a transaction cannot return the value it wrote. A posting that lost a race to another
 * posting of the same user re-reads the balance and tries again; a key posted before is a replay.
 */
import { randomInt } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { Service, type Entity, type TransactWriteEntity } from 'electrodb';
import {
  assertCovered,
  DomainError,
  moneyFromUnits,
  toAmount,
  walletEntryPurpose,
  type Money,
} from '@wayfare/shared';
import {
  isPostingOrder,
  type WalletLedgerEntry,
  type WalletOrder,
  type WalletPostingOrder,
  type WalletPostingRequest,
} from '../../ports/wallet-ledger';
import { auditEntryEntity } from './audit-entry.entity';
import { cardTopUpEntity } from './card-top-up.entity';
import { userEntity } from './user.entity';
import { walletEntryEntity } from './wallet-entry.entity';
import { withdrawRequestEntity } from './withdraw-request.entity';
import { conditionFailedAt, type TransactionOutcome } from './write-transaction';

export const walletService = (client: DynamoDBDocumentClient, table: string) =>
  new Service({
    user: userEntity(client, table),
    walletEntry: walletEntryEntity(client, table),
    withdrawRequest: withdrawRequestEntity(client, table),
    auditEntry: auditEntryEntity(client, table),
    cardTopUp: cardTopUpEntity(client, table),
  });

export type WalletService = ReturnType<typeof walletService>;
type Entities = WalletService['entities'];
/** The entities as a transaction callback receives them. */
export type TransactionEntities = {
  [Name in keyof Entities]: Entities[Name] extends Entity<infer A, infer F, infer C, infer S>
    ? TransactWriteEntity<A, F, C, S>
    : never;
};
type EntryItem = NonNullable<Awaited<ReturnType<ReturnType<Entities['walletEntry']['get']>['go']>>['data']>;

export type PostingType = WalletLedgerEntry['type'];

/** What a transaction does to one wallet: the balance and held money it starts from (as read) and leaves. */
interface WalletPlan {
  before: number;
  after: number;
  heldBefore: number;
  heldAfter: number;
}

/** A posting (ledger entry and balance change) as planned. */
export type PlannedPosting = WalletPostingOrder & WalletPlan;
/** A posting or a hold (held money only, no ledger entry) as planned. */
export type PlannedOrder = WalletOrder & WalletPlan;

/** Items each planned order writes: a posting its ledger entry and the user item, a hold the user item. */
const itemCount = (order: WalletOrder): number => (isPostingOrder(order) ? 2 : 1);

export const toLedgerEntry = ({
  key,
  amountMinor,
  balanceMinor,
  byUid,
  byName,
  reason,
  refersTo,
  ...rest
}: EntryItem): WalletLedgerEntry => ({
  ...rest,
  ...(byUid ? { by: { uid: byUid, name: byName ?? '' } } : {}),
  ...(reason ? { reason } : {}),
  ...(refersTo ? { refersTo } : {}),
  id: key,
  purpose: walletEntryPurpose(key),
  amount: toAmount(moneyFromUnits(amountMinor)),
  balance: toAmount(moneyFromUnits(balanceMinor)),
  at: Date.parse(rest.date),
});

/** The entry as written by a committed plan, without reading it back. */
export const plannedEntry = ({
  uid,
  idempotencyKey,
  type,
  amount,
  txRef,
  at,
  after,
  note,
}: PlannedPosting): WalletLedgerEntry => ({
  ...(note ? { by: note.by } : {}),
  ...(note?.reason ? { reason: note.reason } : {}),
  ...(note?.refersTo ? { refersTo: note.refersTo } : {}),
  id: idempotencyKey,
  purpose: walletEntryPurpose(idempotencyKey),
  uid,
  type,
  amount: toAmount(amount),
  date: at.toISOString(),
  at: at.getTime(),
  txRef,
  balance: toAmount(moneyFromUnits(after)),
});

function assertPositive(amount: Money): void {
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw new RangeError(`A wallet posting needs a positive integer amount of units: ${amount}`);
  }
}

/**
 * The wallet change on the user item: from the balance and held money read to those planned. It is
 * conditioned on both values read, so a posting and a hold racing on one wallet can never together
 * spend held money, and of two writers that read the same balance only one commits.
 */
export function walletItem(
  { user }: Pick<TransactionEntities, 'user'>,
  planned: WalletPlan & { uid: string },
) {
  const { uid, before, after, heldBefore, heldAfter } = planned;
  return user
    .patch({ uid })
    .set({ walletBalanceMinor: after, walletHeldMinor: heldAfter })
    .where((attr, op) => {
      const balanceRead = op.eq(attr.walletBalanceMinor, before);
      // A wallet that never held money has no held attribute yet.
      const heldRead =
        heldBefore === 0
          ? `(${op.notExists(attr.walletHeldMinor)} OR ${op.eq(attr.walletHeldMinor, 0)})`
          : op.eq(attr.walletHeldMinor, heldBefore);
      return `${balanceRead} AND ${heldRead}`;
    })
    .commit();
}

/** The ledger entry of a posting, created only if its idempotency key is new, with the balance it leaves. */
export function entryItem(
  { walletEntry }: Pick<TransactionEntities, 'walletEntry'>,
  planned: PlannedPosting,
) {
  const { uid, type, amount, txRef, idempotencyKey, at, note, after } = planned;
  return walletEntry
    .create({
      uid,
      key: idempotencyKey,
      type,
      amountMinor: amount,
      date: at.toISOString(),
      txRef,
      balanceMinor: after,
      ...(note ? { byUid: note.by.uid, byName: note.by.name } : {}),
      ...(note?.reason ? { reason: note.reason } : {}),
      ...(note?.refersTo ? { refersTo: note.refersTo } : {}),
    })
    .commit();
}

/** The ledger entry item (postings only) and the wallet change on the user item, in that order. */
export function postingItems(
  entities: Pick<TransactionEntities, 'walletEntry' | 'user'>,
  planned: PlannedOrder,
) {
  const balance = walletItem(entities, planned);
  if (!isPostingOrder(planned)) return [balance] as const;
  return [entryItem(entities, planned), balance] as const;
}

const unknownUser = (uid: string) =>
  new DomainError({ code: 'NOT_FOUND', messageKey: 'not_found', params: { uid } });

/** A wallet's balance and held money as read (or as a plan earlier in the same write leaves them). */
export interface WalletState {
  balance: number;
  held: number;
}

/**
 * Plans one order on a wallet's state; refuses, before writing, a debit or a hold the wallet
 * cannot cover (below zero, or into money held for trips).
 */
export function planOn({ balance: before, held: heldBefore }: WalletState, order: WalletOrder): PlannedOrder {
  const posting = isPostingOrder(order);
  if (posting) assertPositive(order.amount);
  const heldChange = order.heldChange ?? 0;
  // Freeing never fails: a hold is freed down to nothing at most.
  const heldAfter = Math.max(0, heldBefore + heldChange);
  const moved = posting ? (order.type === 'Credit' ? order.amount : -order.amount) : 0;
  const after = before + moved;
  if (moved < 0 || heldChange > 0) {
    const amount = (posting ? order.amount : heldChange) as Money;
    assertCovered({ balance: after as Money, held: heldAfter as Money, amount });
  }
  return { ...order, before, after, heldBefore, heldAfter };
}

/** A wallet's state, read consistently. */
export async function readWallet(entities: Pick<Entities, 'user'>, uid: string): Promise<WalletState> {
  const { data: user } = await entities.user.get({ uid }).go({ consistent: true });
  if (!user) throw unknownUser(uid);
  return { balance: user.walletBalanceMinor, held: user.walletHeldMinor ?? 0 };
}

/** Reads each user's wallet and plans the orders on it. */
async function plan(
  entities: Pick<Entities, 'user'>,
  orders: readonly WalletOrder[],
): Promise<PlannedOrder[]> {
  return Promise.all(orders.map(async (order) => planOn(await readWallet(entities, order.uid), order)));
}

/** The orders without the optional ones already posted or whose wallet is gone (consistent reads). */
async function withoutSpentOptionals(
  entities: Pick<Entities, 'user' | 'walletEntry'>,
  orders: readonly WalletOrder[],
): Promise<WalletOrder[]> {
  const keep = await Promise.all(
    orders.map(async (order) => {
      if (!isPostingOrder(order) || !order.optional) return true;
      const [{ data: posted }, { data: user }] = await Promise.all([
        entities.walletEntry.get({ uid: order.uid, key: order.idempotencyKey }).go({ consistent: true }),
        entities.user.get({ uid: order.uid }).go({ consistent: true, attributes: ['uid'] }),
      ]);
      return !posted && Boolean(user);
    }),
  );
  return orders.filter((_, index) => keep[index]);
}

/** A replayed debit must answer as a replay even when the balance no longer covers it. */
async function planOrReplay(
  entities: Pick<Entities, 'user' | 'walletEntry'>,
  orders: readonly WalletOrder[],
): Promise<PlannedOrder[] | PostingOutcome> {
  try {
    return await plan(entities, orders);
  } catch (error) {
    if (!(error instanceof DomainError) || error.code !== 'INSUFFICIENT_FUNDS') throw error;
    for (const [index, order] of orders.entries()) {
      if (!isPostingOrder(order)) continue;
      const { data } = await entities.walletEntry.get({ uid: order.uid, key: order.idempotencyKey }).go();
      if (data) return { committed: false, refusedBy: 'duplicate', index };
    }
    throw error;
  }
}

export type PostingOutcome =
  | { committed: true; postings: PlannedOrder[] }
  /** One of the items in front of the postings refused (the caller's own condition). */
  | { committed: false; refusedBy: 'leading'; codes: readonly string[] }
  /** The posting at `index` had been made before: a replay. */
  | { committed: false; refusedBy: 'duplicate'; index: number };

const MAX_ROUNDS = 80;
const FIRST_DELAY_MS = 10;
const MAX_DELAY_MS = 4000;

/**
 * Plans the orders from fresh balances and runs `attempt` (which writes `leading` items first,
 * then `postingItems` of each plan in order, with `writeTransaction(…, { retryConflicts: false })`)
 * until it commits, a leading item or a replayed key refuses it, or a debit no longer fits the
 * balance. A transaction conflict means another write on the same items, most likely a posting to
 * the same wallet, so it is answered like a moved balance: back off, read again, re-plan.
 */
export async function commitPostings(
  entities: Pick<Entities, 'user' | 'walletEntry'>,
  orders: readonly WalletOrder[],
  {
    leading,
    attempt,
  }: { leading: number; attempt: (postings: PlannedOrder[]) => Promise<TransactionOutcome> },
): Promise<PostingOutcome> {
  if (new Set(orders.map((order) => order.uid)).size !== orders.length) {
    throw new Error('One transaction can change a wallet only once');
  }
  let live = orders;
  for (let round = 1; ; round += 1) {
    if (live.some((order) => isPostingOrder(order) && order.optional))
      live = await withoutSpentOptionals(entities, live);
    const postings = await planOrReplay(entities, live);
    if (!Array.isArray(postings)) return postings;
    const outcome = await attempt(postings);
    if (outcome.committed) return { committed: true, postings };
    for (let index = 0; index < leading; index += 1) {
      if (conditionFailedAt(outcome, index))
        return { committed: false, refusedBy: 'leading', codes: outcome.codes };
    }
    // Where each order's items start: a posting's ledger entry, then (every order) the user item.
    const starts = postings.map(
      (_, i) => leading + postings.slice(0, i).reduce((n, p) => n + itemCount(p), 0),
    );
    const duplicate = postings.findIndex(
      (p, i) => isPostingOrder(p) && conditionFailedAt(outcome, starts[i]!),
    );
    const duplicated = postings[duplicate];
    // An optional posting made meanwhile (another trip's settlement) is dropped on the next round.
    if (duplicated && isPostingOrder(duplicated) && duplicated.optional) continue;
    if (duplicate >= 0) return { committed: false, refusedBy: 'duplicate', index: duplicate };
    const balanceMoved =
      outcome.codes.includes('TransactionConflict') ||
      postings.some((p, i) => conditionFailedAt(outcome, starts[i]! + itemCount(p) - 1));
    if (!balanceMoved) throw new Error(`Wallet transaction cancelled: ${outcome.codes.join(', ')}`);
    if (round === MAX_ROUNDS) throw new Error(`Wallet balance still moving after ${MAX_ROUNDS} rounds`);
    // Another posting of the same user won. Full-jitter backoff: the window doubles each round, so
    // a burst of n postings to one wallet spreads out instead of colliding n times over.
    await sleep(randomInt(1, Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.min(round, 9)) + 1));
  }
}

/** The posting an idempotency key made first. */
export async function postedEntry(
  entities: Pick<Entities, 'walletEntry'>,
  { uid, idempotencyKey }: Pick<WalletPostingRequest, 'uid' | 'idempotencyKey'>,
): Promise<WalletLedgerEntry> {
  const { data } = await entities.walletEntry.get({ uid, key: idempotencyKey }).go({ consistent: true });
  if (!data) throw new Error(`Wallet posting ${idempotencyKey} of ${uid} vanished`);
  return toLedgerEntry(data);
}
