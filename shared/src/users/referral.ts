import { REFERRAL_ID_LENGTH } from '../ids/random-code';

const REFERRAL_ID_PATTERN = new RegExp(`^[A-Z]{${REFERRAL_ID_LENGTH}}$`);

/** A referral id as typed: trimmed and upper-cased; undefined when nothing was typed. */
export function normaliseReferralId(typed: string | null | undefined): string | undefined {
  const id = (typed ?? '').trim().toUpperCase();
  return id === '' ? undefined : id;
}

/** Five uppercase letters (product.md §9); anything else cannot name a referrer. */
export const isReferralIdShape = (id: string): boolean => REFERRAL_ID_PATTERN.test(id);
