/**
 * Wallet concurrency benchmark (issue 22; docs/performance.md): against DynamoDB Local as the twin
 * runs it (in memory), 100 credits to one wallet sent at once through one function's ledger, then
 * 100 credits and debits at once, then 100 credits at once from four functions; prints how long
 * each burst took against the 3 s budget and checks each result is exact: the balance is what the
 * accepted postings sum to and the entries form one gap-free chain of balances
 * (test/support/wallet-chain.ts). For scale on the machine at hand it first times the floor: 100
 * credits at once to 100 different wallets, which never wait for each other.
 * Run: npm run bench:wallet-concurrency
 */
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { toMoney, type Money } from '@wayfare/shared';
import { ensureTable } from '@wayfare/infra/local/dynamodb/create-table';
import { localClient, startDynamoDbLocal } from '@wayfare/infra/local/dynamodb/dynamodb-local';
import { userEntity } from '@wayfare/lambdas/src/adapters/dynamodb/user.entity';
import { DynamoWalletLedger } from '@wayfare/lambdas/src/adapters/dynamodb/wallet-ledger.repository';
import type { WalletLedgerEntry, WalletPosting } from '@wayfare/lambdas/src/ports/wallet-ledger';
import { chainAmount, walletChain } from '../../test/support/wallet-chain';

const TABLE = 'wayfare-bench-wallet';
const BUDGET_MS = 3000;
const BURST = 100;
const START = toMoney(100);
const AT = new Date(Date.UTC(2024, 4, 1, 12));

type Send = (ledger: DynamoWalletLedger, uid: string, i: number) => Promise<WalletPosting>;

const credit: Send = (ledger, uid, i) =>
  ledger.credit({
    uid,
    amount: toMoney(chainAmount('Credit', i)),
    txRef: 'Bench',
    idempotencyKey: `c-${i}`,
    at: AT,
  });
const creditOrDebit: Send = (ledger, uid, i) =>
  (i % 2 ? ledger.debit.bind(ledger) : ledger.credit.bind(ledger))({
    uid,
    amount: toMoney(chainAmount(i % 2 ? 'Withdraw' : 'Credit', i)),
    txRef: 'Bench',
    idempotencyKey: `p-${i}`,
    at: AT,
  });

async function main(): Promise<void> {
  const dynamodb = await startDynamoDbLocal();
  const raw = localClient(dynamodb.endpoint);
  try {
    await ensureTable(raw, TABLE);
    const client = DynamoDBDocumentClient.from(raw, { marshallOptions: { removeUndefinedValues: true } });
    const users = userEntity(client, TABLE);
    const aWallet = async (uid: string) => {
      const profile = { firstName: 'Bench', lastName: uid, searchText: uid, usertype: 'driver' as const };
      await users
        .create({
          uid,
          createdAt: AT.toISOString(),
          approved: true,
          regType: 'mobile',
          walletBalanceMinor: START,
          ...profile,
        })
        .go();
    };
    const entriesOf = async (uid: string) => {
      const entries: WalletLedgerEntry[] = [];
      let cursor: string | null = null;
      do {
        const page = await new DynamoWalletLedger(client, TABLE).history(uid, {
          limit: 100,
          nextToken: cursor,
        });
        entries.push(...page.items);
        cursor = page.nextToken;
      } while (cursor);
      return entries;
    };

    const burst = async (label: string, uid: string, writers: number, send: Send) => {
      await aWallet(uid);
      const ledgers = Array.from({ length: writers }, () => new DynamoWalletLedger(client, TABLE));
      const started = performance.now();
      const outcomes = await Promise.allSettled(
        Array.from({ length: BURST }, (_, i) => send(ledgers[i % writers]!, uid, i)),
      );
      const ms = performance.now() - started;
      const accepted = outcomes.filter((outcome) => outcome.status === 'fulfilled').length;
      const entries = await entriesOf(uid);
      const chain = walletChain(START as Money, entries);
      const { data } = await users.get({ uid }).go({ consistent: true });
      const exact =
        entries.length === accepted &&
        chain.length === entries.length &&
        toMoney(chain.at(-1)?.balance ?? 0) === data!.walletBalanceMinor;
      console.log(
        `${label}: ${ms.toFixed(0)} ms (budget ${BUDGET_MS} ms: ${ms <= BUDGET_MS ? 'within' : 'OVER'}); ` +
          `${accepted} accepted, ledger ${exact ? 'exact' : 'NOT EXACT'}`,
      );
    };

    // The JVM and the table warm up first: not measured.
    await burst('warm-up', 'bench-warm-up', 1, credit);
    const floor = Array.from({ length: BURST }, (_, i) => `bench-floor-${i}`);
    await Promise.all(floor.map(aWallet));
    const ledger = new DynamoWalletLedger(client, TABLE);
    const started = performance.now();
    await Promise.all(floor.map((uid, i) => credit(ledger, uid, i)));
    console.log(
      `floor, ${BURST} concurrent credits of ${BURST} wallets: ${(performance.now() - started).toFixed(0)} ms`,
    );
    await burst(`${BURST} concurrent credits of one wallet, one function`, 'bench-credits', 1, credit);
    await burst(`${BURST} concurrent credits and debits, one function`, 'bench-mixed', 1, creditOrDebit);
    await burst(`${BURST} concurrent credits of one wallet, four functions`, 'bench-four', 4, credit);
  } finally {
    raw.destroy();
    await dynamodb.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
