/** The catalogue: car types, cancellation reasons, the shop's categories and products (admin back office). */
import { graphql } from './generated';
import { answered, runOperation } from './graphql-client';

export interface PricedOption {
  name: string;
  amount: number;
}

export interface CarType {
  id: string;
  name: string;
  /** A short-lived read URL. */
  image: string | null;
  rate_per_unit_distance: number;
  rate_per_hour: number;
  base_fare: number;
  min_fare: number;
  convenience_fees: number;
  convenience_fee_type: 'flat' | 'percentage';
  parcelTypes: PricedOption[] | null;
  options: PricedOption[] | null;
}

/** What the form sends; image is an upload key, omitted = keep. */
export type CarTypeInput = Omit<CarType, 'id' | 'image' | 'parcelTypes' | 'options'> & {
  image?: string;
  parcelTypes: PricedOption[];
  options: PricedOption[];
};

export interface CancelReason {
  label: string;
  value: number;
}

export interface Category {
  id: string;
  name: string;
  description: string;
  createdAt: string;
}

export interface Product {
  id: string;
  name: string;
  /** A read URL, or null while the product shows the placeholder. */
  image: string | null;
  category: string;
  amount: number;
  size: string;
  description: string;
  createdAt: string;
}

export type CategoryInput = Pick<Category, 'name' | 'description'>;
export type ProductInput = Omit<Product, 'id' | 'createdAt' | 'image'> & { image?: string };

export interface Page<T> {
  items: T[];
  nextToken: string | null;
}

export interface PageRequest {
  limit: number;
  nextToken: string | null;
}

graphql(`
  fragment CarTypeFields on CarType {
    id
    name
    image
    rate_per_unit_distance
    rate_per_hour
    base_fare
    min_fare
    convenience_fees
    convenience_fee_type
    parcelTypes {
      name
      amount
    }
    options {
      name
      amount
    }
  }
`);

const CAR_TYPES = graphql(`
  query CarTypes {
    carTypes {
      ...CarTypeFields
    }
  }
`);
const ADD_CAR_TYPE = graphql(`
  mutation AddCarType($input: CarTypeInput!) {
    addCarType(input: $input) {
      ...CarTypeFields
    }
  }
`);
const UPDATE_CAR_TYPE = graphql(`
  mutation UpdateCarType($id: ID!, $input: CarTypeInput!) {
    updateCarType(id: $id, input: $input) {
      ...CarTypeFields
    }
  }
`);
const CANCEL_REASONS = graphql(`
  query CancelReasons {
    cancelReasons {
      label
      value
    }
  }
`);
const SAVE_CANCEL_REASONS = graphql(`
  mutation SaveCancelReasons($labels: [String!]!) {
    updateCancelReasons(labels: $labels) {
      label
      value
    }
  }
`);
const CATEGORIES = graphql(`
  query Categories($limit: Int, $nextToken: String) {
    categories(limit: $limit, nextToken: $nextToken) {
      items {
        id
        name
        description
        createdAt
      }
      nextToken
    }
  }
`);
const ADD_CATEGORY = graphql(`
  mutation AddCategory($input: CategoryInput!) {
    addCategory(input: $input) {
      id
    }
  }
`);
const UPDATE_CATEGORY = graphql(`
  mutation UpdateCategory($id: ID!, $input: CategoryInput!) {
    updateCategory(id: $id, input: $input) {
      id
    }
  }
`);
const DELETE_CATEGORY = graphql(`
  mutation DeleteCategory($id: ID!) {
    deleteCategory(id: $id)
  }
`);
const PRODUCTS = graphql(`
  query Products($limit: Int, $nextToken: String) {
    products(limit: $limit, nextToken: $nextToken) {
      items {
        id
        name
        image
        category
        amount
        size
        description
        createdAt
      }
      nextToken
    }
  }
`);
const ADD_PRODUCT = graphql(`
  mutation AddProduct($input: ProductInput!) {
    addProduct(input: $input) {
      id
    }
  }
`);
const UPDATE_PRODUCT = graphql(`
  mutation UpdateProduct($id: ID!, $input: ProductInput!) {
    updateProduct(id: $id, input: $input) {
      id
    }
  }
`);
const DELETE_PRODUCT = graphql(`
  mutation DeleteProduct($id: ID!) {
    deleteProduct(id: $id)
  }
`);

const userPool = { authMode: 'userPool' } as const;

export const listCarTypes = async (): Promise<CarType[]> =>
  (await runOperation(CAR_TYPES, userPool)).carTypes as CarType[];

export const addCarType = async (input: CarTypeInput) =>
  (await runOperation(ADD_CAR_TYPE, { variables: { input }, ...userPool })).addCarType;

export const updateCarType = async (id: string, input: CarTypeInput) =>
  (await runOperation(UPDATE_CAR_TYPE, { variables: { id, input }, ...userPool })).updateCarType;

export const listCancelReasons = async (): Promise<CancelReason[]> =>
  (await runOperation(CANCEL_REASONS, userPool)).cancelReasons;

/** Replaces the whole list (product.md §7). */
export const saveCancelReasons = async (labels: string[]): Promise<CancelReason[]> =>
  (await runOperation(SAVE_CANCEL_REASONS, { variables: { labels }, ...userPool })).updateCancelReasons;

export const listCategories = async ({ limit, nextToken }: PageRequest): Promise<Page<Category>> =>
  answered((await runOperation(CATEGORIES, { variables: { limit, nextToken }, ...userPool })).categories);

export const addCategory = (input: CategoryInput) =>
  runOperation(ADD_CATEGORY, { variables: { input }, ...userPool });

export const updateCategory = (id: string, input: CategoryInput) =>
  runOperation(UPDATE_CATEGORY, { variables: { id, input }, ...userPool });

export const deleteCategory = (id: string) =>
  runOperation(DELETE_CATEGORY, { variables: { id }, ...userPool });

export const listProducts = async ({ limit, nextToken }: PageRequest): Promise<Page<Product>> =>
  answered((await runOperation(PRODUCTS, { variables: { limit, nextToken }, ...userPool })).products);

export const addProduct = (input: ProductInput) =>
  runOperation(ADD_PRODUCT, { variables: { input }, ...userPool });

export const updateProduct = (id: string, input: ProductInput) =>
  runOperation(UPDATE_PRODUCT, { variables: { id, input }, ...userPool });

export const deleteProduct = (id: string) => runOperation(DELETE_PRODUCT, { variables: { id }, ...userPool });
