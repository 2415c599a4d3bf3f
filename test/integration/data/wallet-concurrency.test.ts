/**
 * Concurrent postings to one wallet against DynamoDB Local (issue #22): they are written together
 * rather than queued one round after another, and the result must still be exact. A burst of
 * credits, and a burst of credits and debits (some beyond what the wallet may spend, on a wallet
 * holding money for a trip), leave the balance the accepted postings sum to and a gap-free ledger
 * whose balances chain from the first balance to the last. No time is asserted
 * (bench/wallet-concurrency prints it).
 */
import { toMoney, type Money } from '@wayfare/shared';
import { userEntity } from '@wayfare/lambdas/src/adapters/dynamodb/user.entity';
import { DynamoWalletLedger } from '@wayfare/lambdas/src/adapters/dynamodb/wallet-ledger.repository';
import type { WalletPosting } from '@wayfare/lambdas/src/ports/wallet-ledger';
import { chainAmount, walletChain } from '../../support/wallet-chain';
import { allPages, startLocalTable, TABLE, type LocalTable } from './catalogue-table';

const AT = new Date(Date.UTC(2024, 4, 1, 12));

describe('concurrent postings to one wallet', () => {
  let table: LocalTable;

  async function aWallet(uid: string, balance: Money, held: Money = 0 as Money): Promise<void> {
    await userEntity(table.documentClient, TABLE)
      .create({
        uid,
        createdAt: '2024-01-01T00:00:00.000Z',
        firstName: 'Wally',
        lastName: uid,
        searchText: `wally ${uid}`,
        usertype: 'rider',
        approved: true,
        regType: 'mobile',
        walletBalanceMinor: balance,
        walletHeldMinor: held,
      })
      .go();
  }

  async function walletOf(uid: string) {
    const { data } = await userEntity(table.documentClient, TABLE).get({ uid }).go({ consistent: true });
    return { balance: data!.walletBalanceMinor, held: data!.walletHeldMinor ?? 0 };
  }

  /** A separate ledger per call site: two functions of one process share nothing but the table. */
  const ledger = () => new DynamoWalletLedger(table.documentClient, TABLE);
  const posting = (uid: string, amount: number, key: string) => ({
    uid,
    amount: toMoney(amount),
    txRef: 'AdminCredit',
    idempotencyKey: key,
    at: AT,
  });

  async function expectExactLedger(uid: string, start: Money, applied: readonly WalletPosting[]) {
    const { items } = await allPages((page) => ledger().history(uid, page), 100);
    expect(items.map((entry) => entry.id).sort()).toEqual(applied.map(({ entry }) => entry.id).sort());
    const chain = walletChain(start, items);
    expect(chain).toHaveLength(items.length);
    const { balance } = await walletOf(uid);
    expect(toMoney(chain.at(-1)!.balance)).toBe(balance);
    // What each posting answered is what its entry records.
    const answered = new Map(applied.map(({ entry }) => [entry.id, entry.balance]));
    expect(chain.every((entry) => answered.get(entry.id) === entry.balance)).toBe(true);
    return balance;
  }

  beforeAll(async () => {
    table = await startLocalTable();
  });
  afterAll(() => table?.close());

  it('100 concurrent credits sum exactly into one gap-free chain, each posted once', async () => {
    await aWallet('burst', 0 as Money);
    const shared = ledger();
    const credits = Array.from({ length: 100 }, (_, i) =>
      posting('burst', chainAmount('Credit', i), `c-${i}`),
    );
    // Most through one ledger (one function's postings), a few through others at the same time,
    // and a few keys twice: each key is posted once.
    const results = await Promise.all([
      ...credits.map((credit, i) => (i % 10 === 0 ? ledger() : shared).credit(credit)),
      ...credits.slice(0, 5).map((credit) => shared.credit(credit)),
    ]);
    const applied = results.filter((result) => result.applied);
    expect(applied).toHaveLength(100);
    const replays = results.filter((result) => !result.applied);
    expect(replays.map(({ entry }) => entry.id).sort()).toEqual(['c-0', 'c-1', 'c-2', 'c-3', 'c-4']);
    const total = credits.reduce((sum, { amount }) => sum + amount, 0);
    expect(await expectExactLedger('burst', 0 as Money, applied)).toBe(total);
  }, 120_000);

  it('credits and debits at once: debits stay within the balance less held money, and the ledger chains', async () => {
    const held = toMoney(30);
    await aWallet('mixed', toMoney(40), held);
    const shared = ledger();
    // 60 credits, and 60 debits that together ask far more than the wallet will ever have.
    const orders = Array.from({ length: 120 }, (_, i) =>
      i % 2
        ? { debit: true, ...posting('mixed', chainAmount('Withdraw', i) * 4, `d-${i}`) }
        : { debit: false, ...posting('mixed', chainAmount('Credit', i), `c-${i}`) },
    );
    const outcomes = await Promise.allSettled(
      orders.map(({ debit, ...order }) => (debit ? shared.debit(order) : shared.credit(order))),
    );
    const refused = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
    const applied = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every((error) => error.code === 'INSUFFICIENT_FUNDS')).toBe(true);
    expect(applied.filter(({ entry }) => entry.type === 'Credit')).toHaveLength(60);
    const moved = applied.reduce(
      (sum, { entry }) => sum + (entry.type === 'Credit' ? 1 : -1) * toMoney(entry.amount),
      0,
    );
    const balance = await expectExactLedger('mixed', toMoney(40), applied);
    expect(balance).toBe(toMoney(40) + moved);
    // No debit reached into the money held for the trip, at any point of the chain.
    const { items } = await ledger().history('mixed', { limit: 100 });
    expect(items.every((entry) => toMoney(entry.balance) >= held)).toBe(true);
    expect(await walletOf('mixed')).toEqual({ balance, held });
  }, 120_000);
});
