/**
 * The admin's wallet pages (SPEC §2, §5): top-ups and withdrawals to process. Any user's wallet
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

/** Every withdrawal request, newest first. */
export const listAllWithdraws = async ({
  limit,
  nextToken,
}: PageRequest): Promise<Page<AdminWithdrawRequest>> =>
  (await runOperation(WITHDRAWS, { ...admin, variables: { limit, nextToken } })).withdraws;
