import type { AuditEntry, User, UserType } from '@wayfare/shared';
import type { Page, PageRequest } from './page';

export type ContactKind = 'email' | 'mobile';

/**
 * Profile fields that change after creation. The wallet changes only through the ledger; the user
 * type only through driver registration.
 */
export type UserChanges = Partial<
  Pick<
    User,
    | 'firstName'
    | 'lastName'
    | 'email'
    | 'mobile'
    | 'lang'
    | 'profile_image'
    | 'licenseImage'
    | 'usertype'
    | 'approved'
    | 'driverActiveStatus'
    | 'queue'
    | 'carType'
    | 'vehicleNumber'
    | 'vehicleMake'
    | 'vehicleModel'
    | 'vehicleColor'
    | 'other_info'
    | 'bankName'
    | 'bankCode'
    | 'bankAccount'
    | 'queue'
    | 'location'
    | 'notificationsSeenAt'
  >
>;

export interface UserListRequest extends PageRequest {
  /** Part of the name, e-mail or mobile, any case. */
  search?: string | null;
}

/**
 * User profiles keyed by the Cognito sub. E-mail and mobile are unique across users: create and
 * update fail with USER_EXISTS ('user exists') when another user holds the contact.
 */
export interface UserRepository {
  getById(uid: string): Promise<User | null>;
  /** Several profiles in batch reads (not one read each); unknown uids are left out, order is not kept. */
  getByIds(uids: readonly string[]): Promise<User[]>;
  findByContact(kind: ContactKind, value: string): Promise<User | null>;
  /** The user holding a referral id (product.md §7 validate_referrer). */
  findByReferralId(referralId: string): Promise<User | null>;
  /** The Cognito username of the account, when known. */
  usernameOf(uid: string): Promise<string | null>;
  /** Throws ReferralIdTaken when another user holds the new user's referral id (draw another). */
  create(user: User, options?: { username?: string; audit?: AuditEntry }): Promise<User>;
  /** An operator's change brings its audit entry, written in the change's transaction. */
  update(uid: string, changes: UserChanges, audit?: AuditEntry): Promise<User>;
  /**
   * Removes the profile and its contacts together (with the operator's audit entry), only while
   * the wallet is empty; a missing profile is not an error (and nothing is recorded).
   */
  remove(uid: string, audit?: AuditEntry): Promise<void>;
  /** Newest first. */
  listByType(usertype: UserType, request: UserListRequest): Promise<Page<User>>;
  /** A fleet admin's drivers, newest first. */
  listByFleet(fleetadmin: string, request: UserListRequest): Promise<Page<User>>;
}

/** A new user's referral id belongs to someone else: unique ids are kept by a guard item. */
export class ReferralIdTaken extends Error {
  constructor(readonly referralId: string) {
    super(`Referral id ${referralId} is taken`);
    this.name = 'ReferralIdTaken';
  }
}
