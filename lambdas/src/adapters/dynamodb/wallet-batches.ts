/**
 * Group commit of one wallet's credits and debits (issue #22). Each entry records the balance it
 * leaves, so postings to one wallet form a chain and must commit one after another. Raced
 * separately, n postings cost n rounds of read, plan and cancelled transaction for the last of
 * them (and their back-off): 100 concurrent top-ups took tens of seconds. Instead, the postings
 * this process makes to one wallet wait in a queue while a transaction for that wallet is in
 * flight, and the next transaction takes all of them that fit (`MAX_ITEMS`): one read of the
 * balance, the postings planned one after another on it (each entry's balance is the previous
 * one's moved by its amount; a debit the wallet cannot cover is refused alone), every entry and
 * one change of the user item from the balance read to the last entry's, in one transaction.
 *
 * Writers in other processes (another function, a booking's settlement) still race on the user
 * item's condition: a batch that loses re-reads and re-plans at once, after a short jittered wait.
 */
import { randomInt } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { DomainError } from '@wayfare/shared';
import type { WalletPosting, WalletPostingOrder } from '../../ports/wallet-ledger';
import {
  entryItem,
  planOn,
  plannedEntry,
  postedEntry,
  readWallet,
  toLedgerEntry,
  walletItem,
  type PlannedPosting,
  type TransactionEntities,
  type WalletService,
  type WalletState,
} from './wallet-postings';
import { conditionFailedAt, writeTransaction } from './write-transaction';

/** Items a posting writes in front of its ledger entry: an admin's audit entry, when it has a note. */
export type FrontItems = (
  entities: TransactionEntities,
  posting: PlannedPosting,
) => ReturnType<ReturnType<TransactionEntities['auditEntry']['create']>['commit']>[];

interface Waiting {
  order: WalletPostingOrder;
  resolve: (posting: WalletPosting) => void;
  reject: (error: unknown) => void;
}

/** DynamoDB's limit of items in one transaction: each posting's entry (and audit entry), and the user item. */
const MAX_ITEMS = 100;
const MAX_ROUNDS = 80;
const FIRST_WINDOW_MS = 5;
const MAX_WINDOW_MS = 1000;

/** Items a posting writes: its entry, and an admin's audit entry. */
const itemsOf = ({ order }: Waiting) => (order.note ? 2 : 1);

/**
 * The next batch: the oldest postings that fit beside the user item, one per idempotency key (a
 * repeated key waits for the next batch).
 */
function takeBatch(queue: Waiting[]): Waiting[] {
  const keys = new Set<string>();
  const batch: Waiting[] = [];
  let items = 1;
  for (let i = 0; i < queue.length;) {
    const waiting = queue[i]!;
    if (items + itemsOf(waiting) > MAX_ITEMS) break;
    if (keys.has(waiting.order.idempotencyKey)) {
      i += 1;
      continue;
    }
    keys.add(waiting.order.idempotencyKey);
    items += itemsOf(waiting);
    batch.push(...queue.splice(i, 1));
  }
  return batch;
}

const isInsufficientFunds = (error: unknown) =>
  error instanceof DomainError && error.code === 'INSUFFICIENT_FUNDS';

export class WalletBatches {
  /** Postings waiting per wallet; a wallet is present while its batches are being written. */
  private readonly queues = new Map<string, Waiting[]>();

  constructor(
    private readonly service: WalletService,
    private readonly frontItems: FrontItems,
  ) {}

  post(order: WalletPostingOrder): Promise<WalletPosting> {
    return new Promise((resolve, reject) => {
      const waiting = { order, resolve, reject };
      const queue = this.queues.get(order.uid);
      if (queue) {
        queue.push(waiting);
        return;
      }
      this.queues.set(order.uid, [waiting]);
      // After this turn of the event loop: postings made together start in one transaction.
      setImmediate(() => void this.drain(order.uid));
    });
  }

  private async drain(uid: string): Promise<void> {
    const queue = this.queues.get(uid)!;
    try {
      while (queue.length > 0) await this.commit(uid, takeBatch(queue));
    } finally {
      this.queues.delete(uid);
    }
  }

  /** Writes one batch to a decision for each of its postings; never throws. */
  private async commit(uid: string, batch: Waiting[]): Promise<void> {
    let live = batch;
    try {
      for (let round = 1; live.length > 0; round += 1) {
        const { planned, refused } = this.plan(await readWallet(this.service.entities, uid), live);
        await Promise.all(refused.map(({ waiting, error }) => this.answerRefused(waiting, error)));
        if (planned.length === 0) return;
        const outcome = await this.write(planned);
        if (outcome.committed) {
          for (const { waiting, posting } of planned)
            waiting.resolve({ entry: plannedEntry(posting), applied: true });
          return;
        }
        // Which postings' own items refused: a key posted before (or its audit entry) is a replay.
        let start = 0;
        const replays: Waiting[] = [];
        live = [];
        for (const { waiting } of planned) {
          const own = Array.from({ length: itemsOf(waiting) }, (_, i) =>
            conditionFailedAt(outcome, start + i),
          );
          (own.some(Boolean) ? replays : live).push(waiting);
          start += own.length;
        }
        const walletMoved =
          outcome.codes.includes('TransactionConflict') || conditionFailedAt(outcome, start);
        if (replays.length === 0 && !walletMoved)
          throw new Error(`Wallet transaction cancelled: ${outcome.codes.join(', ')}`);
        await Promise.all(replays.map((waiting) => this.answerReplay(waiting)));
        if (!walletMoved || live.length === 0) continue;
        if (round === MAX_ROUNDS) throw new Error(`Wallet balance still moving after ${MAX_ROUNDS} rounds`);
        // Another writer changed this wallet: try again at once, spread out only a little.
        await sleep(randomInt(0, Math.min(MAX_WINDOW_MS, FIRST_WINDOW_MS * 2 ** Math.min(round, 8)) + 1));
      }
    } catch (error) {
      for (const waiting of live) waiting.reject(error);
    }
  }

  /** The postings planned one after another from the balance read; those the wallet cannot take apart. */
  private plan(read: WalletState, live: readonly Waiting[]) {
    let wallet = read;
    const planned: { waiting: Waiting; posting: PlannedPosting }[] = [];
    const refused: { waiting: Waiting; error: unknown }[] = [];
    for (const waiting of live) {
      try {
        const posting = planOn(wallet, waiting.order) as PlannedPosting;
        planned.push({ waiting, posting });
        wallet = { balance: posting.after, held: posting.heldAfter };
      } catch (error) {
        refused.push({ waiting, error });
      }
    }
    return { planned, refused };
  }

  /** Every posting's front items and entry, then the user item once: first balance read to last left. */
  private write(planned: { posting: PlannedPosting }[]) {
    const first = planned[0]!.posting;
    const last = planned.at(-1)!.posting;
    return writeTransaction(
      () =>
        this.service.transaction
          .write((entities) => [
            // Per posting in this order, as `itemsOf` counts them.
            ...planned.flatMap(({ posting }) => [
              ...this.frontItems(entities, posting),
              entryItem(entities, posting),
            ]),
            walletItem(entities, {
              uid: first.uid,
              before: first.before,
              heldBefore: first.heldBefore,
              after: last.after,
              heldAfter: last.heldAfter,
            }),
          ])
          .go(),
      { retryConflicts: false },
    );
  }

  /** A replay answers with the posting its key made first. */
  private async answerReplay({ order, resolve, reject }: Waiting): Promise<void> {
    await postedEntry(this.service.entities, order).then(
      (entry) => resolve({ entry, applied: false }),
      reject,
    );
  }

  /** A debit the wallet cannot cover is refused, unless its key was posted before: then it is a replay. */
  private async answerRefused(waiting: Waiting, error: unknown): Promise<void> {
    const { order, resolve, reject } = waiting;
    if (!isInsufficientFunds(error)) return reject(error);
    const posted = await this.service.entities.walletEntry
      .get({ uid: order.uid, key: order.idempotencyKey })
      .go({ consistent: true })
      .then(({ data }) => data, reject);
    if (posted) resolve({ entry: toLedgerEntry(posted), applied: false });
    else if (posted === null) reject(error);
  }
}
