/** The shop's categories and products, and the cancellation reasons a rider picks from (docs/catalogue.md). */
import { graphql } from './generated';
import type { AppCancelReasonsQuery, AppCategoriesQuery, AppProductsQuery } from './generated/graphql';
import { runOperation } from './graphql-client';
import type { Page } from './trips';

export type Category = AppCategoriesQuery['categories']['items'][number];
export type Product = AppProductsQuery['products']['items'][number];
export type CancelReason = AppCancelReasonsQuery['cancelReasons'][number];

const CATEGORIES = graphql(`
  query AppCategories($nextToken: String) {
    categories(limit: 50, nextToken: $nextToken) {
      items {
        id
        name
        description
      }
      nextToken
    }
  }
`);
const PRODUCTS = graphql(`
  query AppProducts($category: ID, $nextToken: String) {
    products(category: $category, limit: 20, nextToken: $nextToken) {
      items {
        id
        name
        image
        category
        amount
        size
        description
      }
      nextToken
    }
  }
`);
const CANCEL_REASONS = graphql(`
  query AppCancelReasons {
    cancelReasons {
      label
      value
    }
  }
`);

const user = { authMode: 'userPool' as const };

export const listCategories = async (nextToken?: string | null): Promise<Page<Category>> =>
  (await runOperation(CATEGORIES, { ...user, variables: { nextToken: nextToken ?? null } })).categories;

export const listProducts = async (
  category: string | null,
  nextToken?: string | null,
): Promise<Page<Product>> =>
  (await runOperation(PRODUCTS, { ...user, variables: { category, nextToken: nextToken ?? null } })).products;

export const listCancelReasons = async (): Promise<CancelReason[]> =>
  (await runOperation(CANCEL_REASONS, user)).cancelReasons;
