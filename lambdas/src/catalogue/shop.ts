/**
 * The shop's categories and products (product.md §3, §5): public reads for the shop, the admin's edits.
 * Adding is open under the demo lock; updating and deleting are not.
 */
import {
  DomainError,
  notFound,
  PRODUCT_PLACEHOLDER_IMAGE,
  tooPreciseAmounts,
  type Category,
  type Product,
} from '@wayfare/shared';
import type { Caller } from '../access/caller';
import type { Page, PageRequest } from '../ports/page';
import { requireAdminAllowedInDemo } from '../access/actor';
import type { CatalogueDeps } from './catalogue-deps';
import { refuseTooPreciseAmounts } from './catalogue-amounts';
import { acceptImageKey, dropReplacedImage, imageUrl } from './catalogue-images';

export type CategoryInput = Pick<Category, 'name' | 'description'>;

/** `image` is a key from createUploadUrl(PRODUCT_IMAGE); omitted = keep (the placeholder on add). */
export type ProductInput = Omit<Product, 'id' | 'createdAt' | 'image'> & { image?: string };

/** What callers see: the image as a read URL, null while it is the placeholder (the app draws its own). */
export type ProductView = Omit<Product, 'image'> & { image: string | null };

const toView = async (deps: Pick<CatalogueDeps, 'images'>, { image, ...product }: Product) => ({
  ...product,
  image: image === PRODUCT_PLACEHOLDER_IMAGE ? null : await imageUrl(deps, image),
});

const toPage = async (deps: CatalogueDeps, page: Page<Product>): Promise<Page<ProductView>> => ({
  items: await Promise.all(page.items.map((product) => toView(deps, product))),
  nextToken: page.nextToken,
});

/** The placeholder is shared by every product that has no image of its own: never removed. */
const dropProductImage = (deps: CatalogueDeps, before: string, after: string | undefined) =>
  dropReplacedImage(deps, before === PRODUCT_PLACEHOLDER_IMAGE ? undefined : before, after);

export const listCategories = (deps: CatalogueDeps, page: PageRequest) => deps.categories.list(page);

export async function addCategory(deps: CatalogueDeps, caller: Caller | null, input: CategoryInput) {
  await requireAdminAllowedInDemo(deps, caller, 'category.add');
  return deps.categories.create({
    id: deps.newId(),
    ...input,
    createdAt: new Date(deps.now()).toISOString(),
  });
}

export async function updateCategory(
  deps: CatalogueDeps,
  caller: Caller | null,
  { id, input }: { id: string; input: CategoryInput },
) {
  await requireAdminAllowedInDemo(deps, caller, 'category.update');
  return deps.categories.update(id, input);
}

/** A category that still has products is kept: its products would point at nothing. */
export async function deleteCategory(
  deps: CatalogueDeps,
  caller: Caller | null,
  id: string,
): Promise<string> {
  await requireAdminAllowedInDemo(deps, caller, 'category.delete');
  if (!(await deps.categories.get(id))) throw notFound(id);
  const { items } = await deps.products.listByCategory(id, { limit: 1 });
  if (items.length > 0) {
    throw new DomainError({ code: 'CONFLICT', messageKey: 'category_has_products', params: { id } });
  }
  await deps.categories.delete(id);
  return id;
}

/** All products, or one category's, newest first. */
export async function listProducts(
  deps: CatalogueDeps,
  { category, ...page }: PageRequest & { category?: string | null },
): Promise<Page<ProductView>> {
  return toPage(
    deps,
    category ? await deps.products.listByCategory(category, page) : await deps.products.list(page),
  );
}

/** A product names an existing category (the lookup of product.md §3). */
async function requireCategory(deps: CatalogueDeps, id: string): Promise<void> {
  if (!(await deps.categories.get(id))) {
    throw new DomainError({ code: 'VALIDATION', messageKey: 'not_found', params: { field: 'category', id } });
  }
}

export async function addProduct(deps: CatalogueDeps, caller: Caller | null, input: ProductInput) {
  await requireAdminAllowedInDemo(deps, caller, 'product.add');
  await refuseTooPreciseAmounts(deps, (decimal) => tooPreciseAmounts({ amount: input.amount }, decimal));
  await requireCategory(deps, input.category);
  await acceptImageKey(deps, 'PRODUCT_IMAGE', input.image, undefined);
  const saved = await deps.products.create({
    ...input,
    id: deps.newId(),
    image: input.image ?? PRODUCT_PLACEHOLDER_IMAGE,
    createdAt: new Date(deps.now()).toISOString(),
  });
  return toView(deps, saved);
}

export async function updateProduct(
  deps: CatalogueDeps,
  caller: Caller | null,
  { id, input }: { id: string; input: ProductInput },
) {
  await requireAdminAllowedInDemo(deps, caller, 'product.update');
  await refuseTooPreciseAmounts(deps, (decimal) => tooPreciseAmounts({ amount: input.amount }, decimal));
  const current = await deps.products.get(id);
  if (!current) throw notFound(id);
  if (input.category !== current.category) await requireCategory(deps, input.category);
  await acceptImageKey(deps, 'PRODUCT_IMAGE', input.image, current.image);
  const image = input.image ?? current.image;
  const saved = await deps.products.update(id, { ...input, image });
  await dropProductImage(deps, current.image, image);
  return toView(deps, saved);
}

export async function deleteProduct(deps: CatalogueDeps, caller: Caller | null, id: string): Promise<string> {
  await requireAdminAllowedInDemo(deps, caller, 'product.delete');
  const current = await deps.products.get(id);
  if (!current) throw notFound(id);
  await deps.products.delete(id);
  await dropProductImage(deps, current.image, undefined);
  return id;
}
