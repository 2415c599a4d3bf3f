/** The catalogue: car types, cancellation reasons, the shop's categories and products (docs/catalogue.md). */
import { randomUUID } from 'node:crypto';
import {
  cancelReasonRepository,
  carTypeRepository,
  categoryRepository,
  clock,
  imageStore,
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
import { appsyncRouter } from './appsync-router';
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
import { callerOf } from './caller';
import { parseArgs } from './parse-args';

const deps = (): CatalogueDeps => ({
  users: userRepository(),
  settings: settingsRepository(),
  carTypes: carTypeRepository(),
  cancelReasons: cancelReasonRepository(),
  categories: categoryRepository(),
  products: productRepository(),
  images: imageStore(),
  now: clock,
  newId: randomUUID,
  warn: (message, details) => logger.warn(message, details),
});

export const handler = appsyncRouter({
  'Query.carTypes': () => listCarTypes(deps()),
  'Mutation.addCarType': (event) =>
    addCarType(deps(), callerOf(event), parseArgs(addCarTypeArgs, event.arguments).input),
  'Mutation.updateCarType': (event) =>
    updateCarType(deps(), callerOf(event), parseArgs(updateCarTypeArgs, event.arguments)),
  'Mutation.deleteCarType': (event) =>
    deleteCarType(deps(), callerOf(event), parseArgs(idArgs, event.arguments).id),

  'Query.cancelReasons': (event) => listCancelReasons(deps(), callerOf(event)),
  'Mutation.updateCancelReasons': (event) =>
    replaceCancelReasons(deps(), callerOf(event), parseArgs(cancelReasonsArgs, event.arguments).labels),

  'Query.categories': async (event) => listCategories(deps(), parseArgs(categoriesArgs, event.arguments)),
  'Mutation.addCategory': (event) =>
    addCategory(deps(), callerOf(event), parseArgs(addCategoryArgs, event.arguments).input),
  'Mutation.updateCategory': (event) =>
    updateCategory(deps(), callerOf(event), parseArgs(updateCategoryArgs, event.arguments)),
  'Mutation.deleteCategory': (event) =>
    deleteCategory(deps(), callerOf(event), parseArgs(idArgs, event.arguments).id),

  'Query.products': (event) => listProducts(deps(), parseArgs(productsArgs, event.arguments)),
  'Mutation.addProduct': (event) =>
    addProduct(deps(), callerOf(event), parseArgs(addProductArgs, event.arguments).input),
  'Mutation.updateProduct': (event) =>
    updateProduct(deps(), callerOf(event), parseArgs(updateProductArgs, event.arguments)),
  'Mutation.deleteProduct': (event) =>
    deleteProduct(deps(), callerOf(event), parseArgs(idArgs, event.arguments).id),
});
