/** Promos (product.md §3, §5): the admin's table, with the demo lock on edits and deletes; riders' offers. */
import { PROMO_NO_END, PROMO_NO_USAGE_LIMIT, type PromoInput } from '@wayfare/shared';
import type { z } from 'zod';
import { addPromo, deletePromo, listMyOffers, listPromos, updatePromo } from '../money/promos';
import { areaRouter } from './area-router';
import { eachOf } from './bulk';
import { idsArgs } from './bulk.args';
import { addPromoArgs, idArgs, pageArgs, updatePromoArgs, type promoInput } from './money-args';
import { moneyDeps } from '../money/money-deps.factory';
import { parseArgs } from './parse-args';

/** Omitted limits mean none: no end date, no cap, no minimum, no usage limit. */
const toPromoInput = (input: z.output<typeof promoInput>): PromoInput => ({
  promo_name: input.promo_name,
  promo_description: input.promo_description ?? '',
  promo_discount_type: input.promo_discount_type,
  promo_discount_value: input.promo_discount_value,
  max_promo_discount_value: input.max_promo_discount_value ?? 0,
  min_order: input.min_order ?? 0,
  promo_validity: input.promo_validity ?? PROMO_NO_END,
  promo_usage_limit: input.promo_usage_limit ?? PROMO_NO_USAGE_LIMIT,
});

export const handler = areaRouter('promos', {
  'Query.promos': ({ args, caller }) => listPromos(moneyDeps(), caller, parseArgs(pageArgs, args)),
  'Query.myPromos': ({ args, caller }) => listMyOffers(moneyDeps(), caller, parseArgs(pageArgs, args)),
  'Mutation.addPromo': ({ args, caller }) =>
    addPromo(moneyDeps(), caller, toPromoInput(parseArgs(addPromoArgs, args).input)),
  'Mutation.updatePromo': ({ args, caller }) => {
    const { id, input } = parseArgs(updatePromoArgs, args);
    return updatePromo(moneyDeps(), caller, { id, input: toPromoInput(input) });
  },
  'Mutation.deletePromo': ({ args, caller }) => deletePromo(moneyDeps(), caller, parseArgs(idArgs, args)),
  'Mutation.deletePromos': ({ args, caller }) => {
    const deps = moneyDeps();
    return eachOf(parseArgs(idsArgs, args).ids, (id) => deletePromo(deps, caller, { id }));
  },
});
