/**
 * A wallet's ledger as one chain: each entry records the balance it left, so the balance before it
 * is that less its own movement. Starting from the balance before the entries, follow them by the
 * balance each starts from. Callers choose amounts under which no balance repeats (every credit
 * 0.01 above a multiple of 2, every debit a multiple of 2, fewer than 200 credits): then two
 * entries starting from one balance mean a lost update or a duplicate, and an entry the walk
 * never reaches means a gap.
 */
import { toMoney, type Money } from '@wayfare/shared';

export interface ChainEntry {
  type: 'Credit' | 'Withdraw';
  amount: number;
  balance: number;
}

const movement = (entry: ChainEntry) => (entry.type === 'Credit' ? 1 : -1) * toMoney(entry.amount);

/** The entries in the order they were posted, as far as they chain from `start`. */
export function walletChain<Entry extends ChainEntry>(start: Money, entries: readonly Entry[]): Entry[] {
  const byBalanceBefore = new Map<number, Entry>();
  for (const entry of entries) {
    const before = toMoney(entry.balance) - movement(entry);
    if (byBalanceBefore.has(before)) throw new Error(`Two entries start from the balance ${before}`);
    byBalanceBefore.set(before, entry);
  }
  const chain: Entry[] = [];
  for (
    let balance: number = start, next = byBalanceBefore.get(balance);
    next;
    next = byBalanceBefore.get(balance)
  ) {
    byBalanceBefore.delete(balance);
    chain.push(next);
    balance = toMoney(next.balance);
  }
  return chain;
}

/** An amount under which no balance repeats: credits 0.01 above an even amount, debits even. */
export const chainAmount = (type: ChainEntry['type'], i: number) =>
  2 * ((i % 7) + 1) + (type === 'Credit' ? 0.01 : 0);
