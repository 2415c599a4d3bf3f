/**
 * Paying for trips (docs/money.md): the providers on offer, pay now, and paying from the wallet;
 * and a rider's wallet top-up by card.
 */
import { cardTopUp, topUpByCard, topUpView, walletTopUpOptions } from '../money/card-top-up';
import { payFromWallet, paymentProviders, payNow } from '../money/payments';
import { bookingFor } from '../trips/booking-view';
import { areaRouter } from './area-router';
import { bookingIdArgs, idArgs, payNowArgs, topUpByCardArgs } from './money-args';
import { moneyDeps } from './money.deps';
import { parseArgs } from './parse-args';

export const handler = areaRouter('payments', {
  'Query.paymentProviders': () => paymentProviders(moneyDeps()),
  'Mutation.payNow': async ({ args, caller }) => {
    const form = await payNow(moneyDeps(), caller, parseArgs(payNowArgs, args));
    // AWSJSON travels as text.
    return { ...form, fields: JSON.stringify(form.fields) };
  },
  'Mutation.payFromWallet': async ({ args, caller }) => {
    const paid = await payFromWallet(moneyDeps(), caller, parseArgs(bookingIdArgs, args));
    // The payer is the booking's rider (payFromWallet allows no one else).
    return bookingFor(paid, { uid: paid.customer, usertype: 'rider' });
  },
  'Query.walletTopUpOptions': ({ caller }) => walletTopUpOptions(moneyDeps(), caller),
  'Query.cardTopUp': async ({ args, caller }) =>
    topUpView(await cardTopUp(moneyDeps(), caller, parseArgs(idArgs, args))),
  'Mutation.topUpByCard': async ({ args, caller }) => {
    const { topUp, form } = await topUpByCard(moneyDeps(), caller, parseArgs(topUpByCardArgs, args));
    return { topUp: topUpView(topUp), form: { ...form, fields: JSON.stringify(form.fields) } };
  },
});
