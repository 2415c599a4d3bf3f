/**
 * Paying for trips (docs/money.md): the providers on offer, pay now, and paying from the wallet;
 * a rider's wallet top-up by card; and a tip for the driver.
 */
import { cardTopUp, topUpByCard, topUpView, walletTopUpOptions } from '../money/card-top-up';
import { payFromWallet, paymentProviders, payNow } from '../money/payments';
import { tipDriver } from '../money/tips';
import type { PaymentForm } from '../ports/payment-gateway';
import { areaRouter } from './area-router';
import { bookingIdArgs, idArgs, payNowArgs, tipDriverArgs, topUpByCardArgs } from './money-args';
import { moneyDeps } from '../money/money-deps.factory';
import { parseArgs } from './parse-args';

/** AWSJSON travels as text. */
const formView = (form: PaymentForm) => ({ ...form, fields: JSON.stringify(form.fields) });

export const handler = areaRouter('payments', {
  'Query.paymentProviders': () => paymentProviders(moneyDeps()),
  'Mutation.payNow': async ({ args, caller }) =>
    formView(await payNow(moneyDeps(), caller, parseArgs(payNowArgs, args))),
  'Mutation.payFromWallet': ({ args, caller }) =>
    payFromWallet(moneyDeps(), caller, parseArgs(bookingIdArgs, args)),
  'Query.walletTopUpOptions': ({ caller }) => walletTopUpOptions(moneyDeps(), caller),
  'Query.cardTopUp': async ({ args, caller }) =>
    topUpView(await cardTopUp(moneyDeps(), caller, parseArgs(idArgs, args))),
  'Mutation.topUpByCard': async ({ args, caller }) => {
    const { topUp, form } = await topUpByCard(moneyDeps(), caller, parseArgs(topUpByCardArgs, args));
    return { topUp: topUpView(topUp), form: formView(form) };
  },
  'Mutation.tipDriver': async ({ args, caller }) => {
    const { booking, form } = await tipDriver(moneyDeps(), caller, parseArgs(tipDriverArgs, args));
    return { booking, form: form && formView(form) };
  },
});
