import type { User } from '@wayfare/shared';

/** User profiles keyed by the Cognito sub. */
export interface UserRepository {
  getById(uid: string): Promise<User | null>;
  create(user: User): Promise<User>;
}
