/**
 * Promo codes the admin manages (product.md §2 promos table, §5 numeric columns and the demo lock), and
 * the offers a rider can use.
 */
import type { Page, PageRequest } from './catalogue';
import { graphql } from './generated';
import type { MyPromosQuery, PromoFieldsFragment, PromoInput } from './generated/graphql';
import { answered, runOperation } from './graphql-client';

export type Promo = PromoFieldsFragment;
export type PromoOffer = MyPromosQuery['myPromos']['items'][number];
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
const MY_PROMOS = graphql(`
  query MyPromos($limit: Int, $nextToken: String) {
    myPromos(limit: $limit, nextToken: $nextToken) {
      items {
        id
        promo_name
        promo_description
        promo_discount_type
        promo_discount_value
        max_promo_discount_value
        min_order
        promo_validity
        usesLeft
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

/** Signed-in calls; the schema and the server decide who may make each. */
const admin = { authMode: 'userPool' as const };

export const listPromos = async ({ limit, nextToken }: PageRequest): Promise<Page<Promo>> =>
  answered((await runOperation(PROMOS, { ...admin, variables: { limit, nextToken } })).promos);

/** Riders: the promos they can use now, newest first, paged on the server. */
export const listMyOffers = async ({ limit, nextToken }: PageRequest): Promise<Page<PromoOffer>> =>
  answered((await runOperation(MY_PROMOS, { ...admin, variables: { limit, nextToken } })).myPromos);

export const addPromo = (input: PromoInput) => runOperation(ADD_PROMO, { ...admin, variables: { input } });

export const updatePromo = (id: string, input: PromoInput) =>
  runOperation(UPDATE_PROMO, { ...admin, variables: { id, input } });
