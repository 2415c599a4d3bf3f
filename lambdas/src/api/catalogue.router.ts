/** The catalogue: car types, cancellation reasons, the shop's categories and products (docs/catalogue.md). */
import { randomUUID } from 'node:crypto';
import {
  cancelReasonRepository,
  carTypeRepository,
  categoryRepository,
  imageStore,
  now,
  productRepository,
  settingsRepository,
  userRepository,
} from '../deps';
import type { CatalogueDeps } from '../catalogue/catalogue-deps';
import { listCancelReasons, replaceCancelReasons } from '../catalogue/cancel-reasons';
import { addCarType, deleteCarType, listCarTypes, updateCarType } from '../catalogue/car-types';
import {
  addCategory,
  addProduct,
  deleteCategory,
  deleteProduct,
  listCategories,
  listProducts,
  updateCategory,
  updateProduct,
} from '../catalogue/shop';
import { logger } from '../observability/logger';
import { areaRouter } from './area-router';
import { eachOf } from './bulk';
import { idsArgs } from './bulk.args';
import {
  addCarTypeArgs,
  addCategoryArgs,
  addProductArgs,
  cancelReasonsArgs,
  categoriesArgs,
  idArgs,
  productsArgs,
  updateCarTypeArgs,
  updateCategoryArgs,
  updateProductArgs,
} from './catalogue.args';
import { parseArgs } from './parse-args';

const deps = (): CatalogueDeps => ({
  users: userRepository(),
  settings: settingsRepository(),
  carTypes: carTypeRepository(),
  cancelReasons: cancelReasonRepository(),
  categories: categoryRepository(),
  products: productRepository(),
  images: imageStore(),
  now,
  newId: randomUUID,
  warn: (message, details) => logger.warn(message, details),
});

export const handler = areaRouter('catalogue', {
  'Query.carTypes': () => listCarTypes(deps()),
  'Mutation.addCarType': ({ args, caller }) =>
    addCarType(deps(), caller, parseArgs(addCarTypeArgs, args).input),
  'Mutation.updateCarType': ({ args, caller }) =>
    updateCarType(deps(), caller, parseArgs(updateCarTypeArgs, args)),
  'Mutation.deleteCarType': ({ args, caller }) => deleteCarType(deps(), caller, parseArgs(idArgs, args).id),
  'Mutation.deleteCarTypes': ({ args, caller }) => {
    const catalogue = deps();
    return eachOf(parseArgs(idsArgs, args).ids, (id) => deleteCarType(catalogue, caller, id));
  },

  'Query.cancelReasons': ({ caller }) => listCancelReasons(deps(), caller),
  'Mutation.updateCancelReasons': ({ args, caller }) =>
    replaceCancelReasons(deps(), caller, parseArgs(cancelReasonsArgs, args).labels),

  'Query.categories': ({ args }) => listCategories(deps(), parseArgs(categoriesArgs, args)),
  'Mutation.addCategory': ({ args, caller }) =>
    addCategory(deps(), caller, parseArgs(addCategoryArgs, args).input),
  'Mutation.updateCategory': ({ args, caller }) =>
    updateCategory(deps(), caller, parseArgs(updateCategoryArgs, args)),
  'Mutation.deleteCategory': ({ args, caller }) => deleteCategory(deps(), caller, parseArgs(idArgs, args).id),

  'Query.products': ({ args }) => listProducts(deps(), parseArgs(productsArgs, args)),
  'Mutation.addProduct': ({ args, caller }) =>
    addProduct(deps(), caller, parseArgs(addProductArgs, args).input),
  'Mutation.updateProduct': ({ args, caller }) =>
    updateProduct(deps(), caller, parseArgs(updateProductArgs, args)),
  'Mutation.deleteProduct': ({ args, caller }) => deleteProduct(deps(), caller, parseArgs(idArgs, args).id),
});
