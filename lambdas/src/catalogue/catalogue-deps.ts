import type { Warn } from '../accounts/accounts-deps';
import type { CancelReasonRepository } from '../ports/cancel-reason-repository';
import type { CarTypeRepository } from '../ports/car-type-repository';
import type { CategoryRepository } from '../ports/category-repository';
import type { ImageStore } from '../ports/image-store';
import type { ProductRepository } from '../ports/product-repository';
import type { SettingsRepository } from '../ports/settings-repository';
import type { UserRepository } from '../ports/user-repository';

/** Everything the catalogue resolvers use (car types, cancel reasons, the shop), injected. */
export interface CatalogueDeps {
  users: UserRepository;
  settings: SettingsRepository;
  carTypes: CarTypeRepository;
  cancelReasons: CancelReasonRepository;
  categories: CategoryRepository;
  products: ProductRepository;
  images: ImageStore;
  now: () => number;
  newId: () => string;
  warn: Warn;
}
