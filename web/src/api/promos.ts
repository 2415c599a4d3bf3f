/** Promo codes the admin manages (SPEC §2 promos table, §5 numeric columns and the demo lock). */
import type { Page, PageRequest } from './catalogue';
import { graphql } from './generated';
import type { PromoFieldsFragment, PromoInput } from './generated/graphql';
import { answered, runOperation } from './graphql-client';

export type Promo = PromoFieldsFragment;
export type { PromoInput };

graphql(`
  fragment PromoFields on Promo {
    id
    promo_name
    promo_description
    promo_discount_type
    promo_discount_value
    max_promo_discount_value
    min_order
    promo_validity
    promo_usage_limit
    user_avail
    createdAt
  }
`);
const PROMOS = graphql(`
  query Promos($limit: Int, $nextToken: String) {
    promos(limit: $limit, nextToken: $nextToken) {
      items {
        ...PromoFields
      }
      nextToken
    }
  }
`);
const ADD_PROMO = graphql(`
  mutation AddPromo($input: PromoInput!) {
    addPromo(input: $input) {
      id
    }
  }
`);
const UPDATE_PROMO = graphql(`
  mutation UpdatePromo($id: ID!, $input: PromoInput!) {
    updatePromo(id: $id, input: $input) {
      id
    }
  }
`);

const admin = { authMode: 'userPool' as const };

export const listPromos = async ({ limit, nextToken }: PageRequest): Promise<Page<Promo>> =>
  answered((await runOperation(PROMOS, { ...admin, variables: { limit, nextToken } })).promos);

export const addPromo = (input: PromoInput) => runOperation(ADD_PROMO, { ...admin, variables: { input } });

export const updatePromo = (id: string, input: PromoInput) =>
  runOperation(UPDATE_PROMO, { ...admin, variables: { id, input } });
