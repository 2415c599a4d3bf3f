/**
 * An admin's wallet corrections (debit, refund, top-up reversal) and the audit log against
 * DynamoDB Local, through the services the resolvers call: exact balances, the bounds (balance,
 * held money, the refunded amount), once-only reversal, the audit entry written with the money
 * or not at all, and who may do and read each.
 */
import { userEntity } from '@wayfare/lambdas/src/adapters/dynamodb/user.entity';
import { DynamoAuditLog } from '@wayfare/lambdas/src/adapters/dynamodb/audit-log.repository';
import type { Caller } from '@wayfare/lambdas/src/access/caller';
import { readAuditLog } from '@wayfare/lambdas/src/audit/audit-log';
import { addToWallet, walletHistory } from '@wayfare/lambdas/src/money/wallet';
import { debitWallet, refundToWallet, reverseTopUp } from '@wayfare/lambdas/src/money/wallet-corrections';
import { processWithdraw, requestWithdraw } from '@wayfare/lambdas/src/money/withdrawals';
import { toMoney } from '@wayfare/shared';
import { TABLE } from '../data/catalogue-table';
import { NOW, startMoneyTable, type MoneyTable } from './money-table';

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: { code?: string; messageKey?: string; message: string }) =>
      `${error.code ?? ''}: ${error.messageKey ?? error.message}`,
  );

describe('wallet corrections and the audit log', () => {
  let money: MoneyTable;
  let admin: Caller;
  let audit: DynamoAuditLog;
  let auditDeps: Parameters<typeof readAuditLog>[0];
  const entriesAbout = async (uid: string) =>
    (await audit.list({ targetType: 'wallet', targetId: uid }, { limit: 100 })).items;
  /** The clock is fixed, so entries of one test share a moment: compare what was logged, not the order. */
  const actionsAbout = async (uid: string) => (await entriesAbout(uid)).map((entry) => entry.action).sort();

  beforeAll(async () => {
    money = await startMoneyTable();
    admin = await money.aUser('admin', 0, { firstName: 'Ada', lastName: 'Admin' });
    audit = new DynamoAuditLog(money.table.documentClient, TABLE);
    auditDeps = { users: money.deps.users, audit };
  }, 300_000);
  afterAll(() => money?.close());

  it('debits exactly with its reason, records the admin on the entry and in the audit log', async () => {
    const rider = await money.aUser('rider', 10);
    const entry = await debitWallet(money.deps, admin, {
      uid: rider.uid,
      amount: 2.35,
      reason: '  Duplicate promo credit  ',
      requestId: 'debit-1',
    });
    expect(entry).toMatchObject({
      id: 'debit#debit-1',
      type: 'Withdraw',
      amount: 2.35,
      balance: 7.65,
      txRef: 'AdminDebit',
      purpose: 'CORRECTION',
      reason: 'Duplicate promo credit',
      by: { uid: admin.uid, name: 'Ada Admin' },
    });
    expect(await money.balanceOf(rider.uid)).toBe(7.65);
    // A retry of the same request debits once.
    await debitWallet(money.deps, admin, { uid: rider.uid, amount: 2.35, reason: 'x', requestId: 'debit-1' });
    expect(await money.balanceOf(rider.uid)).toBe(7.65);

    const [logged, ...more] = await entriesAbout(rider.uid);
    expect(more).toEqual([]);
    expect(logged).toMatchObject({
      action: 'WALLET_DEBIT',
      actor: { uid: admin.uid, name: 'Ada Admin' },
      targetType: 'wallet',
      targetId: rider.uid,
      targetName: `rider ${rider.uid.slice(0, 6)}`,
      before: { balance: 10 },
      after: { balance: 7.65, entry: 'debit#debit-1', type: 'Withdraw', amount: 2.35 },
      reason: 'Duplicate promo credit',
      at: NOW,
    });

    // The user sees the reason, not which admin made it; an admin sees both.
    const own = (await walletHistory(money.deps, rider, { limit: 5 })).items[0]!;
    expect(own.reason).toBe('Duplicate promo credit');
    expect(own).not.toHaveProperty('by');
    const staff = (await walletHistory(money.deps, admin, { uid: rider.uid, limit: 5 })).items[0]!;
    expect(staff.by).toEqual({ uid: admin.uid, name: 'Ada Admin' });
  });

  it('never debits below zero or into money held for trips, and a refused debit leaves no audit entry', async () => {
    const rider = await money.aUser('rider', 10);
    await userEntity(money.table.documentClient, TABLE)
      .patch({ uid: rider.uid })
      .set({ walletHeldMinor: toMoney(8) })
      .go();
    const debit = (amount: number, requestId: string) =>
      debitWallet(money.deps, admin, { uid: rider.uid, amount, reason: 'Correction', requestId });
    expect(await codeOf(debit(10.01, 'too-much'))).toBe('INSUFFICIENT_FUNDS: insufficient_balance');
    expect(await codeOf(debit(2.01, 'into-held'))).toBe('INSUFFICIENT_FUNDS: funds_held');
    expect(await money.balanceOf(rider.uid)).toBe(10);
    expect(await entriesAbout(rider.uid)).toEqual([]);
    expect((await debit(2, 'fits')).balance).toBe(8);
  });

  it('needs a reason and an amount above 0', async () => {
    const rider = await money.aUser('rider', 10);
    expect(
      await codeOf(
        debitWallet(money.deps, admin, { uid: rider.uid, amount: 1, reason: '   ', requestId: 'r' }),
      ),
    ).toBe('VALIDATION: reason_required');
    expect(
      await codeOf(
        debitWallet(money.deps, admin, { uid: rider.uid, amount: 0, reason: 'Nothing', requestId: 'r' }),
      ),
    ).toBe('VALIDATION: amount_above_zero');
    expect(await money.balanceOf(rider.uid)).toBe(10);
  });

  it('refuses amounts finer than the currency (two decimals here) instead of rounding them', async () => {
    const rider = await money.aUser('rider', 10);
    const debit = await debitWallet(money.deps, admin, {
      uid: rider.uid,
      amount: 4,
      reason: 'Fee charged twice',
      requestId: 'precise-debit',
    });
    const refusals = await Promise.all(
      [
        addToWallet(money.deps, admin, { uid: rider.uid, amount: 12.505, requestId: 'precise-top-up' }),
        // Above 0, yet below a cent: the admin typed a slip, not nothing.
        debitWallet(money.deps, admin, { uid: rider.uid, amount: 0.001, reason: 'Tiny', requestId: 'tiny' }),
        debitWallet(money.deps, admin, { uid: rider.uid, amount: 2.345, reason: 'Fee', requestId: 'fee' }),
        refundToWallet(money.deps, admin, {
          uid: rider.uid,
          amount: 1.005,
          reason: 'Part of the fee',
          refersTo: debit.id,
          requestId: 'precise-refund',
        }),
      ].map(codeOf),
    );
    expect(refusals).toEqual(Array(4).fill('VALIDATION: amount_too_precise'));
    expect(await money.balanceOf(rider.uid)).toBe(6);
    expect(await actionsAbout(rider.uid)).toEqual(['WALLET_DEBIT']);
  });

  it('refunds at most the debit or the paid booking it names, and only the named user’s', async () => {
    const rider = await money.aUser('rider', 10);
    const other = await money.aUser('rider', 0);
    const debit = await debitWallet(money.deps, admin, {
      uid: rider.uid,
      amount: 4,
      reason: 'Fee charged twice',
      requestId: 'to-refund',
    });
    const refund = (args: { amount: number; refersTo: string; uid?: string }) =>
      refundToWallet(money.deps, admin, {
        uid: args.uid ?? rider.uid,
        amount: args.amount,
        refersTo: args.refersTo,
        reason: 'Refund of the double fee',
        requestId: `refund-${args.refersTo}-${args.amount}`,
      });
    expect(await codeOf(refund({ amount: 4.01, refersTo: debit.id }))).toBe(
      'VALIDATION: refund_above_original',
    );
    expect(await codeOf(refund({ amount: 1, refersTo: 'debit#unknown' }))).toBe(
      'VALIDATION: refund_reference_unknown',
    );
    expect(await codeOf(refund({ amount: 1, refersTo: debit.id, uid: other.uid }))).toBe(
      'VALIDATION: refund_reference_unknown',
    );
    const credited = await refund({ amount: 4, refersTo: debit.id });
    expect(credited).toMatchObject({ type: 'Credit', purpose: 'REFUND', refersTo: debit.id, balance: 10 });

    const paid = await money.aBooking({ customer: rider.uid, status: 'PAID', customer_paid: 22.5 });
    const unpaid = await money.aBooking({ customer: rider.uid, status: 'NEW' });
    const others = await money.aBooking({ customer: other.uid, status: 'PAID', customer_paid: 30 });
    expect(await codeOf(refund({ amount: 22.51, refersTo: paid.id }))).toBe(
      'VALIDATION: refund_above_original',
    );
    expect(await codeOf(refund({ amount: 1, refersTo: unpaid.id }))).toBe(
      'VALIDATION: refund_reference_unknown',
    );
    expect(await codeOf(refund({ amount: 1, refersTo: others.id }))).toBe(
      'VALIDATION: refund_reference_unknown',
    );
    expect((await refund({ amount: 22.5, refersTo: paid.id })).balance).toBe(32.5);
    expect(await actionsAbout(rider.uid)).toEqual(['WALLET_DEBIT', 'WALLET_REFUND', 'WALLET_REFUND']);
  });

  it('reverses a top-up once, and not when the wallet may no longer spend it', async () => {
    const rider = await money.aUser('rider', 0);
    const topUp = await addToWallet(money.deps, admin, { uid: rider.uid, amount: 15, requestId: 'mistake' });
    const reverse = (entryId: string, uid = rider.uid) =>
      reverseTopUp(money.deps, admin, { uid, entryId, reason: 'Wrong rider' });
    const first = await reverse(topUp.id);
    expect(first).toMatchObject({
      id: `reversal#${topUp.id}`,
      type: 'Withdraw',
      amount: 15,
      balance: 0,
      purpose: 'TOP_UP_REVERSAL',
      refersTo: topUp.id,
    });
    expect(await reverse(topUp.id)).toEqual(first);
    expect(await money.balanceOf(rider.uid)).toBe(0);
    expect(await actionsAbout(rider.uid)).toEqual(['WALLET_TOP_UP', 'WALLET_TOP_UP_REVERSAL']);

    const spent = await money.aUser('rider', 0);
    const gone = await addToWallet(money.deps, admin, { uid: spent.uid, amount: 15, requestId: 'spent' });
    await debitWallet(money.deps, admin, { uid: spent.uid, amount: 5, reason: 'Spent', requestId: 'spent' });
    expect(await codeOf(reverse(gone.id, spent.uid))).toBe('INSUFFICIENT_FUNDS: insufficient_balance');
    expect(await codeOf(reverse(first.id))).toBe('VALIDATION: not_a_top_up');
    expect(await codeOf(reverse('topup#never'))).toBe('NOT_FOUND: not_found');
    expect(await money.balanceOf(spent.uid)).toBe(10);
  });

  it("records a withdrawal's processing with it, once", async () => {
    const driver = await money.aUser('driver', 20, { bankName: 'First Bank', bankAccount: '12345678' });
    const request = await requestWithdraw(money.deps, driver, { amount: 6 });
    await processWithdraw(money.deps, admin, { id: request.id });
    expect(await codeOf(processWithdraw(money.deps, admin, { id: request.id }))).toBe(
      'CONFLICT: withdraw_processed',
    );
    const logged = await audit.list({ targetType: 'withdraw', targetId: request.id }, {});
    expect(logged.items).toEqual([
      expect.objectContaining({
        action: 'WITHDRAW_PROCESSED',
        actor: { uid: admin.uid, name: 'Ada Admin' },
        targetName: `driver ${driver.uid.slice(0, 6)}`,
        before: { processed: false, uid: driver.uid, amount: 6 },
        after: { processed: true, procesDate: new Date(NOW).toISOString() },
      }),
    ]);
  });

  it('refuses every correction and the audit log to any other role', async () => {
    const rider = await money.aUser('rider', 10);
    const topUp = await addToWallet(money.deps, admin, {
      uid: rider.uid,
      amount: 1,
      requestId: 'role-check',
    });
    const others = [rider, await money.aUser('driver', 10), await money.aUser('fleetadmin', 10)];
    for (const caller of others) {
      const answers = await Promise.all([
        codeOf(debitWallet(money.deps, caller, { uid: rider.uid, amount: 1, reason: 'x', requestId: 'r' })),
        codeOf(
          refundToWallet(money.deps, caller, {
            uid: rider.uid,
            amount: 1,
            reason: 'x',
            refersTo: topUp.id,
            requestId: 'r',
          }),
        ),
        codeOf(reverseTopUp(money.deps, caller, { uid: rider.uid, entryId: topUp.id, reason: 'x' })),
        codeOf(readAuditLog(auditDeps, caller, { filter: {}, page: {} })),
      ]);
      expect(answers).toEqual(Array(4).fill('FORBIDDEN: not_permitted'));
    }
    // An admin token on another user's profile is refused too (the stored profile decides).
    const forged: Caller = { uid: rider.uid, groups: ['admin'] };
    expect(await codeOf(readAuditLog(auditDeps, forged, { filter: {}, page: {} }))).toBe(
      'FORBIDDEN: not_permitted',
    );
    expect(await money.balanceOf(rider.uid)).toBe(11);
  });

  it('reads the log newest first, filtered by action, actor, target and date, a page at a time', async () => {
    const other = await money.aUser('admin', 0, { firstName: 'Otto', lastName: 'Admin' });
    const rider = await money.aUser('rider', 0);
    const at = (minutes: number) => NOW - minutes * 60_000;
    for (const [i, minutes] of [50, 40, 30, 20, 10].entries()) {
      await audit.append({
        id: `filter-${rider.uid}-${i}`,
        at: at(minutes),
        action: i % 2 ? 'PROMO_UPDATED' : 'USER_EDITED',
        actor: i < 3 ? { uid: admin.uid, name: 'Ada Admin' } : { uid: other.uid, name: 'Otto Admin' },
        targetType: 'user',
        targetId: rider.uid,
        before: { n: i },
        after: { n: i + 1 },
      });
    }
    const read = (filter: Parameters<DynamoAuditLog['list']>[0], limit = 100) =>
      readAuditLog(auditDeps, admin, {
        filter: { targetType: 'user', targetId: rider.uid, ...filter },
        page: { limit },
      });
    const ids = async (filter: Parameters<DynamoAuditLog['list']>[0]) =>
      (await read(filter)).items.map((entry) => Number(entry.id.split('-').pop()));
    expect(await ids({})).toEqual([4, 3, 2, 1, 0]);
    expect(await ids({ action: 'PROMO_UPDATED' })).toEqual([3, 1]);
    expect(await ids({ actorUid: other.uid })).toEqual([4, 3]);
    expect(await ids({ from: at(40), to: at(10) })).toEqual([3, 2, 1]);
    expect(await ids({ from: at(30) })).toEqual([4, 3, 2]);
    expect(await ids({ to: at(30) })).toEqual([1, 0]);
    // By actor alone (its own index), the date window still applies.
    const byActor = await readAuditLog(auditDeps, admin, {
      filter: { actorUid: other.uid, from: at(15) },
      page: {},
    });
    expect(byActor.items.map((entry) => entry.id)).toEqual([`filter-${rider.uid}-4`]);

    const first = await read({}, 2);
    expect(first.items).toHaveLength(2);
    const second = await readAuditLog(auditDeps, admin, {
      filter: { targetType: 'user', targetId: rider.uid },
      page: { limit: 10, nextToken: first.nextToken },
    });
    expect(second.items.map((entry) => entry.id)).toEqual([2, 1, 0].map((i) => `filter-${rider.uid}-${i}`));

    // Append-only: an id written before is refused, never overwritten.
    await expect(audit.append({ ...first.items[0]!, before: null, after: null })).rejects.toMatchObject({
      code: 'VALIDATION',
    });
  });
});
