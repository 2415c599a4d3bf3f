/**
 * The sample of docs/architecture.md, "Adding an operation", type-checked with the test package
 * (`npm run typecheck`), so the steps it shows stay true. It wires the real `Mutation.deletePromo`
 * (area `promos`) the way a new field is wired; the comments say what fails when a step is wrong.
 */
import { z } from 'zod';
import { id } from '../../lambdas/src/api/arg-rules';
import type { RouteTable } from '../../lambdas/src/api/area-router';
import { moneyDeps } from '../../lambdas/src/money/money-deps.factory';
import { parseArgs } from '../../lambdas/src/api/parse-args';
import { deletePromo } from '../../lambdas/src/money/promos';

// Step 3, `lambdas/src/api/<area>.args.ts`: the field's arguments exactly as GraphQL sends them
// (`deletePromo(id: ID!)`). Renaming `id`, adding `.nullish()` to it, or a GraphQL argument this
// schema does not read fails the type check at `parseArgs` below, naming the difference.
export const promoIdArgs = z.object({ id });

// Step 5, `lambdas/src/api/<area>.router.ts`: the route. `args` is the generated
// `MutationDeletePromoArgs`; the route must return the field's generated result type. In the
// router it is one key of `areaRouter('promos', { … })`, which must hold every field of the area.
export const routes: Pick<RouteTable<'promos'>, 'Mutation.deletePromo'> = {
  'Mutation.deletePromo': ({ args, caller }) =>
    deletePromo(moneyDeps(), caller, parseArgs(promoIdArgs, args)),
};
