/** Wallet and withdrawals (docs/money.md): history, admin top-up, withdraw requests and payouts. */
import { addToWallet, authorizeWalletFeed, walletHistory } from '../money/wallet';
import { debitWallet, refundToWallet, reverseTopUp } from '../money/wallet-corrections';
import { listWithdraws, processWithdraw, requestWithdraw } from '../money/withdrawals';
import { areaRouter } from './area-router';
import { eachOf } from './bulk';
import { idsArgs } from './bulk.args';
import {
  addToWalletArgs,
  debitWalletArgs,
  refundToWalletArgs,
  reverseTopUpArgs,
  idArgs,
  requestWithdrawArgs,
  walletFeedArgs,
  walletHistoryArgs,
  withdrawsArgs,
} from './money-args';
import { moneyDeps } from '../money/money-deps.factory';
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
  'Mutation.debitWallet': ({ args, caller }) => {
    const deps = moneyDeps();
    const { requestId, ...rest } = parseArgs(debitWalletArgs, args);
    return debitWallet(deps, caller, { ...rest, requestId: requestId ?? deps.newId() });
  },
  'Mutation.refundToWallet': ({ args, caller }) => {
    const deps = moneyDeps();
    const { requestId, ...rest } = parseArgs(refundToWalletArgs, args);
    return refundToWallet(deps, caller, { ...rest, requestId: requestId ?? deps.newId() });
  },
  'Mutation.reverseTopUp': ({ args, caller }) =>
    reverseTopUp(moneyDeps(), caller, parseArgs(reverseTopUpArgs, args)),
  'Query.withdraws': ({ args, caller }) => listWithdraws(moneyDeps(), caller, parseArgs(withdrawsArgs, args)),
  'Mutation.requestWithdraw': ({ args, caller }) =>
    requestWithdraw(moneyDeps(), caller, parseArgs(requestWithdrawArgs, args)),
  'Mutation.processWithdraw': ({ args, caller }) =>
    processWithdraw(moneyDeps(), caller, parseArgs(idArgs, args)),
  'Mutation.processWithdraws': ({ args, caller }) => {
    const deps = moneyDeps();
    return eachOf(parseArgs(idsArgs, args).ids, (id) => processWithdraw(deps, caller, { id }));
  },
  'Mutation.publishWalletChanged': ({ event }) => published('wallet', event),
  'Subscription.onWalletChanged': ({ args, caller }) =>
    authorizeWalletFeed(moneyDeps(), caller, parseArgs(walletFeedArgs, args)),
});
