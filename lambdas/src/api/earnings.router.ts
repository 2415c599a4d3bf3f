/** Earnings (SPEC §9) from the stream-kept counters: dashboard cards, driver earnings, the report. */
import { driverEarnings, earningReports, grossEarnings } from '../money/earnings';
import { appsyncRouter } from './appsync-router';
import { callerOf } from './caller';
import { pageArgs } from './money-args';
import { moneyDeps } from './money.deps';
import { parseArgs } from './parse-args';

export const handler = appsyncRouter({
  'Query.grossEarnings': (event) => grossEarnings(moneyDeps(), callerOf(event)),
  'Query.driverEarnings': (event) =>
    driverEarnings(moneyDeps(), callerOf(event), parseArgs(pageArgs, event.arguments)),
  'Query.earningReports': (event) =>
    earningReports(moneyDeps(), callerOf(event), parseArgs(pageArgs, event.arguments)),
});
