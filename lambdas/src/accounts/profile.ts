/** The signed-in user's own account: read it, save the profile form, and a driver going offline. */
import {
  canonicalLocale,
  unwrapValidation,
  validateBankDetails,
  validateProfileUpdate,
  validationError,
  type BankDetails,
  type FieldFailure,
  type User,
  type UserLang,
} from '@wayfare/shared';
import { notPermitted, type Caller } from '../access/caller';
import type { AccountsDeps } from './accounts-deps';
import { requireProfile } from '../access/actor';
import { assertUploadedImage, discardImage, withImageUrls } from './images';

export interface ProfileInput {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  lang?: UserLang | null;
  profileImageKey?: string | null;
}

/** The language a profile keeps: real locale tags (the web hands them to i18next and Intl), stored canonically. */
function languageOf(lang: UserLang | null | undefined): { lang?: UserLang; failures: FieldFailure[] } {
  if (!lang) return { failures: [] };
  const langLocale = canonicalLocale(lang.langLocale);
  const dateLocale = canonicalLocale(lang.dateLocale);
  if (!langLocale || !dateLocale) return { failures: [{ field: 'lang', messageKey: 'invalid_locale' }] };
  return { lang: { langLocale, dateLocale }, failures: [] };
}

export async function me(deps: AccountsDeps, caller: Caller | null): Promise<User | null> {
  if (!caller) throw notPermitted();
  const user = await deps.users.getById(caller.uid);
  return user && withImageUrls(deps.images, user);
}

/**
 * product.md §5 Profile: names and contacts required, the contact locked by regType unchanged, the other
 * one as stored ('contact_not_verified': it changes through its code, so a save never answers
 * 'user exists'). Type, approval and wallet are not part of the input, so no save can touch them.
 */
export async function updateProfile(
  deps: AccountsDeps,
  caller: Caller | null,
  input: ProfileInput,
): Promise<User> {
  const actor = await requireProfile(deps.users, caller);
  // The contacts come back as stored: a new one is saved only by its code (contact-change.ts).
  const update = unwrapValidation(validateProfileUpdate(actor, input));
  const language = languageOf(input.lang);
  if (language.failures.length > 0) throw validationError(language.failures);
  const imageKey = input.profileImageKey ?? undefined;
  if (imageKey)
    await assertUploadedImage(deps.images, { kind: 'PROFILE_IMAGE', ownerUid: actor.uid, key: imageKey });

  const saved = await deps.users.update(actor.uid, {
    ...update,
    lang: language.lang,
    profile_image: imageKey,
  });
  if (imageKey && imageKey !== actor.profile_image) await discardImage(deps, actor.profile_image);
  return withImageUrls(deps.images, saved);
}

/**
 * A rider's or driver's own bank details, which its withdrawals copy (product.md §3). Only they are paid
 * out, so only they keep bank details here; managers set anyone's through editUser.
 */
export async function updateBankDetails(
  deps: AccountsDeps,
  caller: Caller | null,
  input: BankDetails,
): Promise<User> {
  const actor = await requireProfile(deps.users, caller);
  if (actor.usertype !== 'driver' && actor.usertype !== 'rider') throw notPermitted();
  const settings = await deps.settings.get();
  const details = unwrapValidation(
    validateBankDetails(input, { bankFields: Boolean(settings?.bank_fields) }),
  );
  return withImageUrls(deps.images, await deps.users.update(actor.uid, details));
}

/** A driver who signs out takes no new tasks (product.md §4): the web app calls this on sign-out. */
export async function goOffline(deps: AccountsDeps, caller: Caller | null): Promise<User> {
  const actor = await requireProfile(deps.users, caller);
  if (actor.usertype !== 'driver') throw notPermitted();
  const saved = await deps.users.update(actor.uid, { driverActiveStatus: false });
  await deps.dispatch.update(saved, new Date(deps.now()));
  return withImageUrls(deps.images, saved);
}
