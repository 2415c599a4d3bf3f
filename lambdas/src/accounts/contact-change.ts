/**
 * Adding or changing a profile's e-mail or mobile (docs/security.md): a code goes to the new
 * contact by the sign-in codes' own path, and only the code coming back saves it. Nothing here
 * looks at other accounts until the contact is proven, so no answer tells whether a contact is
 * registered; an unproven contact never reaches a profile, so it cannot block someone's sign-up.
 */
import { DomainError, isBlank, lockedProfileFields, validationError, type User } from '@wayfare/shared';
import { codesMatch, hashCode } from '../auth/otp-code';
import { maskDestination } from '../auth/otp-channel';
import type { Caller } from '../access/caller';
import type { OtpChannel } from '../ports/otp-channel';
import type { ContactKind } from '../ports/user-repository';
import type { AccountsDeps } from './accounts-deps';
import { requireProfile } from '../access/actor';
import { contactFailures } from './contact-rules';
import { withImageUrls } from './images';

/** How long a contact's code answers, and how many wrong answers void it (the sign-in codes' own). */
export const CONTACT_CODE_TTL_MS = 5 * 60_000;
export const MAX_WRONG_ANSWERS = 3;
const CODE_DIGITS = 6;

const channelOf = (kind: ContactKind): OtpChannel => (kind === 'email' ? 'email' : 'sms');

/** The contact a user may prove for its profile: well formed, not its locked sign-in contact, new. */
function checkedContact(actor: User, kind: ContactKind, value: string): string {
  const contact = value.trim();
  if (isBlank(contact)) throw validationError([{ field: 'value', messageKey: 'required_field' }]);
  const failures = contactFailures({ [kind]: contact });
  if (failures.length > 0) throw validationError(failures);
  if (lockedProfileFields(actor.regType)[kind])
    throw validationError([{ field: kind, messageKey: 'field_locked' }]);
  if (contact === actor[kind]) throw validationError([{ field: kind, messageKey: 'invalid_input' }]);
  return contact;
}

/**
 * Sends a code to the contact the caller typed and keeps the change waiting for it. The answer is
 * the same whether the contact is free or someone's: only its owner can bring the code back.
 */
export async function requestContactCode(
  deps: Pick<AccountsDeps, 'users' | 'contactProofs' | 'contactCodes' | 'now' | 'randomInt'>,
  caller: Caller | null,
  { kind, value }: { kind: ContactKind; value: string },
): Promise<{ destination: string; expiresAt: number }> {
  const actor = await requireProfile(deps.users, caller);
  const contact = checkedContact(actor, kind, value);
  const code = Array.from({ length: CODE_DIGITS }, () => String(deps.randomInt(10))).join('');
  const channel = channelOf(kind);
  await deps.contactCodes.send({ channel, to: contact, code });
  const expiresAt = deps.now() + CONTACT_CODE_TTL_MS;
  // A new code voids the one before it.
  await deps.contactProofs.put({
    uid: actor.uid,
    kind,
    value: contact,
    codeHash: hashCode(code),
    expiresAt,
    wrongAnswers: 0,
  });
  return { destination: maskDestination({ channel, to: contact }), expiresAt };
}

const wrongCode = () => validationError([{ field: 'code', messageKey: 'contact_code_wrong' }]);

/**
 * Saves the waiting contact when `code` is the one sent to it (once; three wrong answers or five
 * minutes void it). Only now is the contact's owner known, so only now may the answer say it
 * belongs to another account ('contact_in_use').
 */
export async function confirmContactChange(
  deps: Pick<AccountsDeps, 'users' | 'images' | 'contactProofs' | 'now'>,
  caller: Caller | null,
  { kind, code }: { kind: ContactKind; code: string },
): Promise<User> {
  const actor = await requireProfile(deps.users, caller);
  const pending = await deps.contactProofs.get(actor.uid, kind);
  if (!pending || pending.expiresAt <= deps.now() || pending.wrongAnswers >= MAX_WRONG_ANSWERS)
    throw wrongCode();
  if (!codesMatch(pending.codeHash, hashCode(code.trim()))) {
    await deps.contactProofs.countWrongAnswer(actor.uid, kind, pending.codeHash);
    throw wrongCode();
  }
  if (!(await deps.contactProofs.take(actor.uid, kind, pending.codeHash))) throw wrongCode();
  if (lockedProfileFields(actor.regType)[kind])
    throw validationError([{ field: kind, messageKey: 'field_locked' }]);
  try {
    return await withImageUrls(deps.images, await deps.users.update(actor.uid, { [kind]: pending.value }));
  } catch (error) {
    if (error instanceof DomainError && error.code === 'USER_EXISTS') {
      throw new DomainError({ code: 'CONFLICT', messageKey: 'contact_in_use', params: { field: kind } });
    }
    throw error;
  }
}
