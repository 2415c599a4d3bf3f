/**
 * The admin's wallet pages (product.md §2, §5): top-ups and withdrawals to process. Any user's wallet
 * history is money.ts's `walletHistory` with the user's uid (one document for the apps and the admin).
 */
import type { Page, PageRequest } from './catalogue';
import { graphql } from './generated';
import type { AdminWithdrawsQuery } from './generated/graphql';
import { answered, runOperation } from './graphql-client';

export type AdminWithdrawRequest = AdminWithdrawsQuery['withdraws']['items'][number];

const ADD_TO_WALLET = graphql(`
  mutation AddToWallet($uid: ID!, $amount: Float!, $requestId: ID) {
    addToWallet(uid: $uid, amount: $amount, requestId: $requestId) {
      id
      balance
    }
  }
`);
const DEBIT_WALLET = graphql(`
  mutation DebitWallet($uid: ID!, $amount: Float!, $reason: String!, $requestId: ID) {
    debitWallet(uid: $uid, amount: $amount, reason: $reason, requestId: $requestId) {
      id
      balance
    }
  }
`);
const REFUND_TO_WALLET = graphql(`
  mutation RefundToWallet($uid: ID!, $amount: Float!, $reason: String!, $refersTo: ID!, $requestId: ID) {
    refundToWallet(uid: $uid, amount: $amount, reason: $reason, refersTo: $refersTo, requestId: $requestId) {
      id
      balance
    }
  }
`);
const REVERSE_TOP_UP = graphql(`
  mutation ReverseTopUp($uid: ID!, $entryId: ID!, $reason: String!) {
    reverseTopUp(uid: $uid, entryId: $entryId, reason: $reason) {
      id
      balance
    }
  }
`);
const WITHDRAWS = graphql(`
  query AdminWithdraws($limit: Int, $nextToken: String) {
    withdraws(limit: $limit, nextToken: $nextToken) {
      items {
        id
        uid
        name
        amount
        date
        bankName
        bankCode
        bankAccount
        processed
        procesDate
      }
      nextToken
    }
  }
`);

const admin = { authMode: 'userPool' as const };

/**
 * Credits a user's wallet. `requestId` names this top-up: sending it again (a double click, a
 * retry after a lost answer) credits once.
 */
export const addToWallet = async (uid: string, amount: number, requestId: string) =>
  answered(
    (await runOperation(ADD_TO_WALLET, { ...admin, variables: { uid, amount, requestId } })).addToWallet,
  );

/** A correction the admin confirmed: what it does to the wallet and why (the user sees the reason). */
export type WalletCorrection =
  | { kind: 'debit'; amount: number; reason: string; requestId: string }
  | { kind: 'refund'; amount: number; reason: string; refersTo: string; requestId: string }
  | { kind: 'reverse'; entryId: string; reason: string };

/** Debits, refunds or reverses a top-up; the answer is the new entry and the balance it left. */
export async function correctWallet(uid: string, correction: WalletCorrection) {
  switch (correction.kind) {
    case 'debit': {
      const { kind: _kind, ...variables } = correction;
      return answered(
        (await runOperation(DEBIT_WALLET, { ...admin, variables: { uid, ...variables } })).debitWallet,
      );
    }
    case 'refund': {
      const { kind: _kind, ...variables } = correction;
      return answered(
        (await runOperation(REFUND_TO_WALLET, { ...admin, variables: { uid, ...variables } })).refundToWallet,
      );
    }
    case 'reverse': {
      const { kind: _kind, ...variables } = correction;
      return answered(
        (await runOperation(REVERSE_TOP_UP, { ...admin, variables: { uid, ...variables } })).reverseTopUp,
      );
    }
  }
}

/** Every withdrawal request, newest first. */
export const listAllWithdraws = async ({
  limit,
  nextToken,
}: PageRequest): Promise<Page<AdminWithdrawRequest>> =>
  (await runOperation(WITHDRAWS, { ...admin, variables: { limit, nextToken } })).withdraws;
