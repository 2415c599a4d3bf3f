/** The catalogue: car types, cancellation reasons, the shop's categories and products (admin back office). */
import { runOperation } from './graphql-client';

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

const CAR_FIELDS = `id name image rate_per_unit_distance rate_per_hour base_fare min_fare convenience_fees
  convenience_fee_type parcelTypes { name amount } options { name amount }`;
const CATEGORY_FIELDS = 'id name description createdAt';
const PRODUCT_FIELDS = 'id name image category amount size description createdAt';

const admin = async <T>(document: string, variables: Record<string, unknown> = {}) =>
  runOperation<T>(document, { variables, authMode: 'userPool' });

export const listCarTypes = async () =>
  (await admin<{ carTypes: CarType[] }>(`query CarTypes { carTypes { ${CAR_FIELDS} } }`)).carTypes;

export const addCarType = async (input: CarTypeInput) =>
  (
    await admin<{ addCarType: CarType }>(
      `mutation AddCarType($input: CarTypeInput!) { addCarType(input: $input) { ${CAR_FIELDS} } }`,
      { input },
    )
  ).addCarType;

export const updateCarType = async (id: string, input: CarTypeInput) =>
  (
    await admin<{ updateCarType: CarType }>(
      `mutation UpdateCarType($id: ID!, $input: CarTypeInput!) { updateCarType(id: $id, input: $input) { ${CAR_FIELDS} } }`,
      { id, input },
    )
  ).updateCarType;

export const deleteCarType = (id: string) =>
  admin(`mutation DeleteCarType($id: ID!) { deleteCarType(id: $id) }`, { id });

export const listCancelReasons = async () =>
  (await admin<{ cancelReasons: CancelReason[] }>(`query CancelReasons { cancelReasons { label value } }`))
    .cancelReasons;

/** Replaces the whole list (SPEC §7). */
export const saveCancelReasons = async (labels: string[]) =>
  (
    await admin<{ updateCancelReasons: CancelReason[] }>(
      `mutation SaveCancelReasons($labels: [String!]!) { updateCancelReasons(labels: $labels) { label value } }`,
      { labels },
    )
  ).updateCancelReasons;

export const listCategories = async ({ limit, nextToken }: PageRequest) =>
  (
    await admin<{ categories: Page<Category> }>(
      `query Categories($limit: Int, $nextToken: String) {
        categories(limit: $limit, nextToken: $nextToken) { items { ${CATEGORY_FIELDS} } nextToken } }`,
      { limit, nextToken },
    )
  ).categories;

export const addCategory = (input: CategoryInput) =>
  admin(`mutation AddCategory($input: CategoryInput!) { addCategory(input: $input) { id } }`, { input });

export const updateCategory = (id: string, input: CategoryInput) =>
  admin(
    `mutation UpdateCategory($id: ID!, $input: CategoryInput!) { updateCategory(id: $id, input: $input) { id } }`,
    {
      id,
      input,
    },
  );

export const deleteCategory = (id: string) =>
  admin(`mutation DeleteCategory($id: ID!) { deleteCategory(id: $id) }`, { id });

export const listProducts = async ({ limit, nextToken }: PageRequest) =>
  (
    await admin<{ products: Page<Product> }>(
      `query Products($limit: Int, $nextToken: String) {
        products(limit: $limit, nextToken: $nextToken) { items { ${PRODUCT_FIELDS} } nextToken } }`,
      { limit, nextToken },
    )
  ).products;

export const addProduct = (input: ProductInput) =>
  admin(`mutation AddProduct($input: ProductInput!) { addProduct(input: $input) { id } }`, { input });

export const updateProduct = (id: string, input: ProductInput) =>
  admin(
    `mutation UpdateProduct($id: ID!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { id } }`,
    {
      id,
      input,
    },
  );

export const deleteProduct = (id: string) =>
  admin(`mutation DeleteProduct($id: ID!) { deleteProduct(id: $id) }`, { id });
