/**
 * The referral bonus (product.md §3 settings.bonus, issue #12): credited once to the user whose referral
 * id a rider signed up with (`signupViaReferral`), when that rider's first trip is paid. It rides
 * in the settlement's transaction as an optional posting keyed by the referred rider, so a retried
 * or a second trip's settlement finds the key posted and leaves it out (docs/money.md).
 */
import { roundMoney, toMoney, type Booking, type Settings } from '@wayfare/shared';
import type { UserRepository } from '../ports/user-repository';
import type { WalletPostingOrder } from '../ports/wallet-ledger';

/** The ledger txRef of a referral bonus. */
export const REFERRAL_TX_REF = 'Referral';

/** One bonus per referred rider, ever. */
export const referralBonusKey = (riderUid: string) => `referral#${riderUid}`;

/**
 * The bonus posting a settling trip carries: none without a referrer or a bonus. When the referrer
 * drives this very trip, its share is already posted to that wallet in the transaction (a wallet
 * takes one posting per transaction), so the bonus waits for the rider's next paid trip.
 */
export async function referralBonusFor(
  deps: { users: Pick<UserRepository, 'getById'> },
  booking: Booking,
  { bonus, decimal }: Pick<Settings, 'bonus' | 'decimal'>,
  at: number,
): Promise<WalletPostingOrder[]> {
  const amount = roundMoney(toMoney(bonus), decimal);
  if (amount <= 0) return [];
  const rider = await deps.users.getById(booking.customer);
  const referrer = rider?.signupViaReferral;
  if (!referrer || referrer === booking.driver || referrer === booking.customer) return [];
  return [
    {
      type: 'Credit',
      uid: referrer,
      amount,
      txRef: REFERRAL_TX_REF,
      idempotencyKey: referralBonusKey(booking.customer),
      at: new Date(at),
      optional: true,
    },
  ];
}
