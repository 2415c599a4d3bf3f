/**
 * Paying for trips (docs/money.md): the providers on offer, pay now, and paying from the wallet;
 * a rider's wallet top-up by card; and a tip for the driver.
 */
import { cardTopUp, topUpByCard, walletTopUpOptions } from '../money/card-top-up';
import { payFromWallet, paymentProviders, payNow } from '../money/payments';
import { tipDriver } from '../money/tips';
import { areaRouter } from './area-router';
import { bookingIdArgs, idArgs, payNowArgs, tipDriverArgs, topUpByCardArgs } from './money-args';
import { moneyDeps } from '../money/money-deps.factory';
import { parseArgs } from './parse-args';

export const handler = areaRouter('payments', {
  'Query.paymentProviders': () => paymentProviders(moneyDeps()),
  'Mutation.payNow': ({ args, caller }) => payNow(moneyDeps(), caller, parseArgs(payNowArgs, args)),
  'Mutation.payFromWallet': ({ args, caller }) =>
    payFromWallet(moneyDeps(), caller, parseArgs(bookingIdArgs, args)),
  'Query.walletTopUpOptions': ({ caller }) => walletTopUpOptions(moneyDeps(), caller),
  'Query.cardTopUp': ({ args, caller }) => cardTopUp(moneyDeps(), caller, parseArgs(idArgs, args)),
  'Mutation.topUpByCard': ({ args, caller }) =>
    topUpByCard(moneyDeps(), caller, parseArgs(topUpByCardArgs, args)),
  'Mutation.tipDriver': ({ args, caller }) => tipDriver(moneyDeps(), caller, parseArgs(tipDriverArgs, args)),
});
