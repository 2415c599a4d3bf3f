/** Wallet and withdrawals (docs/money.md): history, admin top-up, withdraw requests and payouts. */
import { addToWallet, walletHistory } from '../money/wallet';
import { listWithdraws, processWithdraw, requestWithdraw } from '../money/withdrawals';
import { appsyncRouter } from './appsync-router';
import { callerOf } from './caller';
import { addToWalletArgs, idArgs, requestWithdrawArgs, walletHistoryArgs, withdrawsArgs } from './money-args';
import { moneyDeps } from './money.deps';
import { parseArgs } from './parse-args';

export const handler = appsyncRouter({
  'Query.walletHistory': (event) =>
    walletHistory(moneyDeps(), callerOf(event), parseArgs(walletHistoryArgs, event.arguments)),
  'Mutation.addToWallet': (event) => {
    const deps = moneyDeps();
    const { uid, amount, requestId } = parseArgs(addToWalletArgs, event.arguments);
    return addToWallet(deps, callerOf(event), { uid, amount, requestId: requestId ?? deps.newId() });
  },
  'Query.withdraws': (event) =>
    listWithdraws(moneyDeps(), callerOf(event), parseArgs(withdrawsArgs, event.arguments)),
  'Mutation.requestWithdraw': (event) =>
    requestWithdraw(moneyDeps(), callerOf(event), parseArgs(requestWithdrawArgs, event.arguments)),
  'Mutation.processWithdraw': (event) =>
    processWithdraw(moneyDeps(), callerOf(event), parseArgs(idArgs, event.arguments)),
});
