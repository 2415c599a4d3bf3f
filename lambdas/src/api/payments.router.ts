/** Paying for trips (docs/money.md): the providers on offer, pay now, and paying from the wallet. */
import { payFromWallet, paymentProviders, payNow } from '../money/payments';
import { appsyncRouter } from './appsync-router';
import { callerOf } from './caller';
import { bookingIdArgs, payNowArgs } from './money-args';
import { moneyDeps } from './money.deps';
import { parseArgs } from './parse-args';

export const handler = appsyncRouter({
  'Query.paymentProviders': async () => paymentProviders(moneyDeps()),
  'Mutation.payNow': async (event) => {
    const form = await payNow(moneyDeps(), callerOf(event), parseArgs(payNowArgs, event.arguments));
    // AWSJSON travels as text.
    return { ...form, fields: JSON.stringify(form.fields) };
  },
  'Mutation.payFromWallet': (event) =>
    payFromWallet(moneyDeps(), callerOf(event), parseArgs(bookingIdArgs, event.arguments)),
});
