/**
 * The wallet ledger and withdraw requests against DynamoDB Local: postings move the balance and
 * the ledger together, never below zero, once per idempotency key, exactly under concurrency.
 */
import { toMoney, type Money, type WithdrawRequest } from '@wayfare/shared';
import { userEntity } from '@wayfare/lambdas/src/adapters/dynamodb/user.entity';
import { DynamoWalletLedger } from '@wayfare/lambdas/src/adapters/dynamodb/wallet-ledger.repository';
import { DynamoWithdrawRequestRepository } from '@wayfare/lambdas/src/adapters/dynamodb/withdraw-request.repository';
import { allPages, startLocalTable, TABLE, type LocalTable } from './catalogue-table';

const at = (minute: number) => new Date(Date.UTC(2024, 4, 1, 12, minute));

describe('wallet ledger and withdraw requests', () => {
  let table: LocalTable;
  let ledger: DynamoWalletLedger;
  let withdraws: DynamoWithdrawRequestRepository;

  async function aUser(uid: string, balance: number): Promise<void> {
    await userEntity(table.documentClient, TABLE)
      .create({
        uid,
        createdAt: '2024-01-01T00:00:00.000Z',
        firstName: 'Wally',
        lastName: uid,
        searchText: `wally ${uid}`,
        usertype: 'driver',
        approved: true,
        regType: 'mobile',
        walletBalanceMinor: toMoney(balance),
      })
      .go();
  }

  async function balanceOf(uid: string): Promise<number> {
    const { data } = await userEntity(table.documentClient, TABLE).get({ uid }).go();
    return data!.walletBalanceMinor;
  }

  const posting = (uid: string, amount: Money, key: string, minute = 0) => ({
    uid,
    amount,
    txRef: 'AdminCredit',
    idempotencyKey: key,
    at: at(minute),
  });

  beforeAll(async () => {
    table = await startLocalTable();
    ledger = new DynamoWalletLedger(table.documentClient, TABLE);
    withdraws = new DynamoWithdrawRequestRepository(table.documentClient, TABLE);
  });
  afterAll(() => table?.close());

  describe('credits and debits', () => {
    it('credits the balance and records the entry in the same posting', async () => {
      await aUser('w-credit', 10);
      const result = await ledger.credit(posting('w-credit', toMoney(2.5), 'topup-1', 1));
      expect(result).toEqual({
        applied: true,
        entry: {
          id: 'topup-1',
          uid: 'w-credit',
          type: 'Credit',
          amount: 2.5,
          date: at(1).toISOString(),
          at: at(1).getTime(),
          txRef: 'AdminCredit',
          balance: 12.5,
          // Not one of the service's key prefixes (docs/money.md).
          purpose: 'OTHER',
        },
      });
      expect(await balanceOf('w-credit')).toBe(toMoney(12.5));
    });

    it('applies a replayed top-up (same idempotency key) once and returns the first posting', async () => {
      await aUser('w-replay', 0);
      const first = await ledger.credit(posting('w-replay', toMoney(5), 'callback-77', 1));
      const again = await ledger.credit(posting('w-replay', toMoney(5), 'callback-77', 2));
      expect(again).toEqual({ applied: false, entry: first.entry });
      expect(await balanceOf('w-replay')).toBe(toMoney(5));
      expect((await ledger.history('w-replay', {})).items).toHaveLength(1);
    });

    it('treats idempotency keys that differ only in case as different postings', async () => {
      await aUser('w-case', 0);
      await ledger.credit(posting('w-case', toMoney(1), 'Pay-ABC'));
      const other = await ledger.credit(posting('w-case', toMoney(2), 'pay-abc'));
      expect(other).toMatchObject({ applied: true, entry: { id: 'pay-abc', amount: 2 } });
      expect(await balanceOf('w-case')).toBe(toMoney(3));
    });

    it('debits within the balance and refuses a debit above it, writing nothing', async () => {
      await aUser('w-debit', 10);
      const paid = await ledger.debit({
        ...posting('w-debit', toMoney(4), 'booking-1', 1),
        txRef: 'booking-1',
      });
      expect(paid.entry).toMatchObject({ type: 'Withdraw', amount: 4, txRef: 'booking-1' });
      await expect(ledger.debit(posting('w-debit', toMoney(6.01), 'booking-2', 2))).rejects.toMatchObject({
        code: 'INSUFFICIENT_FUNDS',
        message: 'insufficient_balance',
      });
      expect(await balanceOf('w-debit')).toBe(toMoney(6));
      expect((await ledger.history('w-debit', {})).items.map((e) => e.id)).toEqual(['booking-1']);
      // Down to exactly zero is allowed.
      await ledger.debit(posting('w-debit', toMoney(6), 'booking-3', 3));
      expect(await balanceOf('w-debit')).toBe(0);
    });

    it('refuses a posting for an unknown user and leaves no ledger entry behind', async () => {
      await expect(ledger.credit(posting('w-nobody', toMoney(1), 'k-1'))).rejects.toMatchObject({
        code: 'NOT_FOUND',
      });
      expect((await ledger.history('w-nobody', {})).items).toEqual([]);
    });

    it('refuses a zero or fractional-unit amount before touching the table', async () => {
      await aUser('w-zero', 1);
      await expect(ledger.credit(posting('w-zero', 0 as Money, 'k-0'))).rejects.toThrow(RangeError);
      await expect(ledger.debit(posting('w-zero', 0.5 as Money, 'k-half'))).rejects.toThrow(RangeError);
      expect((await ledger.history('w-zero', {})).items).toEqual([]);
    });
  });

  describe('history', () => {
    it('lists a user’s entries newest first in capped pages with an opaque cursor', async () => {
      await aUser('w-history', 0);
      await aUser('w-other', 0);
      for (let minute = 0; minute < 7; minute += 1) {
        await ledger.credit(posting('w-history', toMoney(1), `h-${minute}`, minute));
      }
      await ledger.credit(posting('w-other', toMoney(1), 'o-1', 30));
      const first = await ledger.history('w-history', { limit: 3 });
      expect(first.items.map((e) => e.id)).toEqual(['h-6', 'h-5', 'h-4']);
      expect(first.nextToken).toEqual(expect.any(String));
      expect(first.nextToken).not.toContain('w-history');
      const { items, pages } = await allPages((page) => ledger.history('w-history', page), 3);
      expect(items.map((e) => e.id)).toEqual(['h-6', 'h-5', 'h-4', 'h-3', 'h-2', 'h-1', 'h-0']);
      expect(pages).toBeGreaterThanOrEqual(3);
      expect((await ledger.history('w-history', { limit: 1000 })).items).toHaveLength(7);
    });
  });

  describe('under concurrency', () => {
    it('100 concurrent credits of one user sum exactly, and the ledger agrees', async () => {
      await aUser('w-hundred', 0);
      const amounts = Array.from({ length: 100 }, (_, i) => toMoney(0.01 * ((i % 7) + 1)));
      const results = await Promise.all(
        amounts.map((amount, i) => ledger.credit(posting('w-hundred', amount, `c-${i}`, i % 60))),
      );
      expect(results.every((r) => r.applied)).toBe(true);
      const expected = amounts.reduce((sum, a) => sum + a, 0);
      expect(await balanceOf('w-hundred')).toBe(expected);
      const { items } = await allPages((page) => ledger.history('w-hundred', page), 100);
      expect(items).toHaveLength(100);
      expect(items.reduce((sum, e) => sum + toMoney(e.amount), 0)).toBe(expected);
      // Each entry records the balance it left: together they are one chain from 0 to the total.
      const chain = items.map((e) => [toMoney(e.balance), toMoney(e.amount)]).sort((a, b) => a[0] - b[0]);
      expect(chain.map(([balance, amount], i) => balance - amount - (i === 0 ? 0 : chain[i - 1][0]))).toEqual(
        chain.map(() => 0),
      );
      // One more than the largest page: a huge limit is capped and the rest stays behind a cursor.
      await ledger.credit(posting('w-hundred', toMoney(1), 'c-100', 59));
      const capped = await ledger.history('w-hundred', { limit: 1000 });
      expect(capped.items).toHaveLength(100);
      expect(capped.nextToken).toEqual(expect.any(String));
      // Postings to one wallet are serialised (each records the balance it left): a burst of 100
      // takes tens of seconds on a loaded machine, hence the longer limit. No time is asserted.
    }, 300_000);

    it('concurrent debits never drive the balance negative', async () => {
      await aUser('w-race', 10);
      const outcomes = await Promise.allSettled(
        Array.from({ length: 15 }, (_, i) => ledger.debit(posting('w-race', toMoney(3), `d-${i}`))),
      );
      const won = outcomes.filter((o) => o.status === 'fulfilled');
      const refused = outcomes.filter((o) => o.status === 'rejected');
      expect(won).toHaveLength(3);
      expect(refused.every((o) => (o as PromiseRejectedResult).reason.code === 'INSUFFICIENT_FUNDS')).toBe(
        true,
      );
      expect(await balanceOf('w-race')).toBe(toMoney(1));
      expect((await ledger.history('w-race', {})).items).toHaveLength(3);
    });

    it('the same top-up replayed concurrently is applied once', async () => {
      await aUser('w-dup', 0);
      const results = await Promise.all(
        Array.from({ length: 10 }, () => ledger.credit(posting('w-dup', toMoney(7), 'same-key'))),
      );
      expect(results.filter((r) => r.applied)).toHaveLength(1);
      expect(await balanceOf('w-dup')).toBe(toMoney(7));
    });
  });

  describe('withdraw requests', () => {
    const aRequest = (id: string, uid: string, amount: number, minute: number): WithdrawRequest => ({
      id,
      uid,
      name: `Wally ${uid}`,
      amount,
      date: at(minute).toISOString(),
      bankName: 'First Bank',
      bankCode: '021000021',
      bankAccount: '000123',
      processed: false,
    });

    it('reserves the amount from the wallet with a Withdraw ledger entry, once per request id', async () => {
      await aUser('wd-driver', 50);
      const created = await withdraws.create(aRequest('wd-1', 'wd-driver', 20, 5));
      expect(created).toEqual({ applied: true, request: aRequest('wd-1', 'wd-driver', 20, 5) });
      const replay = await withdraws.create(aRequest('wd-1', 'wd-driver', 20, 6));
      expect(replay.applied).toBe(false);
      expect(replay.request.date).toBe(at(5).toISOString());
      expect(await balanceOf('wd-driver')).toBe(toMoney(30));
      expect((await ledger.history('wd-driver', {})).items).toEqual([
        expect.objectContaining({ type: 'Withdraw', amount: 20, txRef: 'wd-1' }),
      ]);
    });

    it('refuses a request above the balance and stores no request', async () => {
      await aUser('wd-poor', 5);
      await expect(withdraws.create(aRequest('wd-2', 'wd-poor', 5.5, 1))).rejects.toMatchObject({
        code: 'INSUFFICIENT_FUNDS',
      });
      expect(await withdraws.get('wd-2')).toBeNull();
      expect(await balanceOf('wd-poor')).toBe(toMoney(5));
    });

    it('is processed once, even when two admins press process at the same moment', async () => {
      await aUser('wd-proc', 100);
      await withdraws.create(aRequest('wd-3', 'wd-proc', 10, 1));
      const attempts = await Promise.allSettled(
        Array.from({ length: 8 }, (_, i) => withdraws.process('wd-3', at(40 + i))),
      );
      const won = attempts.filter((a) => a.status === 'fulfilled');
      expect(won).toHaveLength(1);
      expect(
        attempts
          .filter((a) => a.status === 'rejected')
          .every((a) => (a as PromiseRejectedResult).reason.code === 'CONFLICT'),
      ).toBe(true);
      const stored = await withdraws.get('wd-3');
      expect(stored).toMatchObject({
        processed: true,
        procesDate: (won[0] as PromiseFulfilledResult<WithdrawRequest>).value.procesDate,
      });
      await expect(withdraws.process('wd-3', at(59))).rejects.toMatchObject({
        message: 'withdraw_processed',
      });
      await expect(withdraws.process('wd-missing', at(59))).rejects.toMatchObject({ code: 'NOT_FOUND' });
    });

    it('lists unprocessed requests first, each group newest first; and a user’s own newest first', async () => {
      await aUser('wd-list-a', 100);
      await aUser('wd-list-b', 100);
      for (const [id, uid, minute] of [
        ['L1', 'wd-list-a', 10],
        ['L2', 'wd-list-b', 11],
        ['L3', 'wd-list-a', 12],
        ['L4', 'wd-list-b', 13],
        ['L5', 'wd-list-a', 14],
      ] as const) {
        await withdraws.create(aRequest(id, uid, 1, minute));
      }
      await withdraws.process('L4', at(50));
      await withdraws.process('L1', at(51));
      const { items } = await allPages((page) => withdraws.listForBackOffice(page), 2);
      const listed = items.filter((r) => r.id.startsWith('L')).map((r) => `${r.id}:${r.processed}`);
      expect(listed).toEqual(['L5:false', 'L3:false', 'L2:false', 'L4:true', 'L1:true']);
      // Every unprocessed request (from other tests too) comes before every processed one.
      const firstProcessed = items.findIndex((r) => r.processed);
      expect(items.slice(firstProcessed).every((r) => r.processed)).toBe(true);
      const own = await withdraws.listByUser('wd-list-a', { limit: 2 });
      expect(own.items.map((r) => r.id)).toEqual(['L5', 'L3']);
      const rest = await withdraws.listByUser('wd-list-a', { limit: 2, nextToken: own.nextToken });
      expect(rest.items.map((r) => r.id)).toEqual(['L1']);
    });
  });
});
