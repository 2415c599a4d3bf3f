/** Earnings (product.md §9) from the stream-kept counters: dashboard cards, driver earnings, the report. */
import { driverEarnings, earningReports, grossEarnings, myEarnings, myTripEarnings } from '../money/earnings';
import { areaRouter } from './area-router';
import { pageArgs } from './money-args';
import { moneyDeps } from '../money/money-deps.factory';
import { parseArgs } from './parse-args';

export const handler = areaRouter('earnings', {
  'Query.grossEarnings': ({ caller }) => grossEarnings(moneyDeps(), caller),
  'Query.driverEarnings': ({ args, caller }) =>
    driverEarnings(moneyDeps(), caller, parseArgs(pageArgs, args)),
  'Query.earningReports': ({ args, caller }) =>
    earningReports(moneyDeps(), caller, parseArgs(pageArgs, args)),
  'Query.myEarnings': ({ caller }) => myEarnings(moneyDeps(), caller),
  'Query.myTripEarnings': ({ args, caller }) =>
    myTripEarnings(moneyDeps(), caller, parseArgs(pageArgs, args)),
});
