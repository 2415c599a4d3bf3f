/**
 * Runs an ElectroDB write transaction to a decision. DynamoDB cancels a transaction that overlaps
 * another one on the same item with the reason TransactionConflict; that says nothing about the
 * data, so the transaction is retried (with jittered backoff) until it either commits or is
 * cancelled by one of its own conditions. The caller gets the per-item cancellation codes and maps
 * them to domain errors (ElectroDB returns them in the order the items were given).
 */
import { randomInt } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

interface TransactionItemResult {
  rejected: boolean;
  code?: string;
}

interface TransactionResult {
  canceled: boolean;
  data: readonly TransactionItemResult[];
}

export type TransactionOutcome = { committed: true } | { committed: false; codes: readonly string[] };

const MAX_ATTEMPTS = 25;
const BASE_DELAY_MS = 10;
const MAX_DELAY_MS = 400;

const isConflict = (result: TransactionResult): boolean =>
  result.data.some((item) => item.code === 'TransactionConflict');

export async function writeTransaction(
  go: () => Promise<TransactionResult>,
  /** False: report a conflict to the caller, which re-plans from a fresh read (wallet postings). */
  { retryConflicts = true }: { retryConflicts?: boolean } = {},
): Promise<TransactionOutcome> {
  for (let attempt = 1; ; attempt += 1) {
    const result = await go();
    if (!result.canceled) return { committed: true };
    if (!retryConflicts || !isConflict(result)) {
      return { committed: false, codes: result.data.map((item) => item.code ?? 'None') };
    }
    if (attempt === MAX_ATTEMPTS) {
      throw new Error(`Transaction still conflicting after ${MAX_ATTEMPTS} attempts`);
    }
    // Full jitter: spreads writers that collided so the next round mostly does not.
    const ceiling = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** attempt);
    await sleep(randomInt(1, ceiling + 1));
  }
}

/** A condition of the item at `index` failed (as opposed to another item's). */
export const conditionFailedAt = (outcome: TransactionOutcome, index: number): boolean =>
  !outcome.committed && outcome.codes[index] === 'ConditionalCheckFailed';
