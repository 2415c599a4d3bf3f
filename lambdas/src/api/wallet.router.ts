/** Wallet and withdrawals (docs/money.md): history, admin top-up, withdraw requests and payouts. */
import type { WalletLedgerEntry } from '../ports/wallet-ledger';
import { addToWallet, authorizeWalletFeed, walletHistory } from '../money/wallet';
import { listWithdraws, processWithdraw, requestWithdraw } from '../money/withdrawals';
import { areaRouter } from './area-router';
import { eachOf, idsArgs } from './bulk';
import {
  addToWalletArgs,
  idArgs,
  requestWithdrawArgs,
  walletFeedArgs,
  walletHistoryArgs,
  withdrawsArgs,
} from './money-args';
import { moneyDeps } from './money.deps';
import { parseArgs } from './parse-args';
import { published } from './published';

export const handler = areaRouter('wallet', {
  'Query.walletHistory': ({ args, caller }) =>
    walletHistory(moneyDeps(), caller, parseArgs(walletHistoryArgs, args)),
  'Mutation.addToWallet': ({ args, caller }) => {
    const deps = moneyDeps();
    const { uid, amount, requestId } = parseArgs(addToWalletArgs, args);
    return addToWallet(deps, caller, { uid, amount, requestId: requestId ?? deps.newId() });
  },
  'Query.withdraws': ({ args, caller }) => listWithdraws(moneyDeps(), caller, parseArgs(withdrawsArgs, args)),
  'Mutation.requestWithdraw': ({ args, caller }) =>
    requestWithdraw(moneyDeps(), caller, parseArgs(requestWithdrawArgs, args)),
  'Mutation.processWithdraw': ({ args, caller }) =>
    processWithdraw(moneyDeps(), caller, parseArgs(idArgs, args)),
  'Mutation.processWithdraws': ({ args, caller }) => {
    const deps = moneyDeps();
    return eachOf(parseArgs(idsArgs, args).ids, (id) => processWithdraw(deps, caller, { id }));
  },
  'Mutation.publishWalletChanged': ({ event }) => published<WalletLedgerEntry>('wallet', event),
  'Subscription.onWalletChanged': ({ args, caller }) =>
    authorizeWalletFeed(moneyDeps(), caller, parseArgs(walletFeedArgs, args)),
});
