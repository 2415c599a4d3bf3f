import type { RegType, User, UserType } from '../entities/user';
import { DomainError } from '../errors/domain-error';
import { generateReferralId, type RandomInt } from '../ids/random-code';

/** Fields an add form or a sign-up provides; the rest are defaults. */
export type NewUserInput = Pick<User, 'uid' | 'firstName' | 'lastName' | 'usertype' | 'regType'> &
  Partial<
    Pick<
      User,
      | 'email'
      | 'mobile'
      | 'carType'
      | 'vehicleNumber'
      | 'vehicleMake'
      | 'vehicleModel'
      | 'vehicleColor'
      | 'other_info'
      | 'bankName'
      | 'bankCode'
      | 'bankAccount'
      | 'signupViaReferral'
      | 'lang'
    >
  >;

/** The back-office user who adds the account; absent for self sign-up. */
export interface Creator {
  uid: string;
  usertype: UserType;
}

/** Admins add any user type; fleet admins add only drivers (product.md §6). */
export const canAddUser = (creator: Creator, usertype: UserType): boolean =>
  creator.usertype === 'admin' || (creator.usertype === 'fleetadmin' && usertype === 'driver');

/**
 * A new user record with the spec's defaults (product.md §3, §4): wallet 0; riders and drivers get a
 * referral id; drivers start active and off-queue, owned by the fleet admin who adds them.
 * Accounts added in the back office are approved; a driver who signs up awaits approval.
 */
export function buildNewUser(
  input: NewUserInput,
  { creator, at, randomInt }: { creator?: Creator; at: number; randomInt: RandomInt },
): User {
  if (creator !== undefined && !canAddUser(creator, input.usertype)) {
    throw new DomainError({ code: 'FORBIDDEN', messageKey: 'not_permitted', params: { action: 'addUser' } });
  }
  const isDriver = input.usertype === 'driver';
  const earnsReferrals = isDriver || input.usertype === 'rider';
  return {
    ...input,
    createdAt: new Date(at).toISOString(),
    approved: creator !== undefined || !isDriver,
    walletBalance: 0,
    ...(earnsReferrals ? { referralId: generateReferralId(randomInt) } : {}),
    ...(isDriver ? { driverActiveStatus: true, queue: false } : {}),
    ...(isDriver && creator?.usertype === 'fleetadmin' ? { fleetadmin: creator.uid } : {}),
  };
}

/** A signed-in user without a profile becomes an approved rider (product.md §4). */
export const buildFirstProfile = (
  identity: Pick<User, 'uid'> &
    Partial<Pick<User, 'email' | 'mobile' | 'signupViaReferral'>> & { regType: RegType },
  { at, randomInt }: { at: number; randomInt: RandomInt },
): User => buildNewUser({ ...identity, firstName: '', lastName: '', usertype: 'rider' }, { at, randomInt });

/** 'user exists' when the e-mail or mobile already belongs to a user (product.md §5). */
export const userExistsError = (): DomainError =>
  new DomainError({ code: 'USER_EXISTS', messageKey: 'user exists' });

/** 'email or mobile issue' when the existence check itself failed (product.md §5). */
export const contactCheckError = (cause: unknown): DomainError =>
  new DomainError({ code: 'CONTACT_CHECK_FAILED', messageKey: 'email or mobile issue', cause });
