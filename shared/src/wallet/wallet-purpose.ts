/**
 * Why a wallet entry was made. Type says only whether money came in (Credit) or went out
 * (Withdraw), so a trip paid from the wallet and a payout to the bank would read alike; the
 * posting's idempotency key (`<purpose>#<id>`, docs/money.md) says which it was.
 */
export const WALLET_ENTRY_PURPOSES = [
  'TRIP_PAYMENT',
  'TRIP_EARNING',
  'REFUND',
  'TOP_UP',
  'WITHDRAWAL',
  'REFERRAL_BONUS',
  'CORRECTION',
  'TOP_UP_REVERSAL',
  'NO_SHOW_FEE',
  'NO_SHOW_EARNING',
  'TIP',
  'TIP_EARNING',
  'OTHER',
] as const;
export type WalletEntryPurpose = (typeof WALLET_ENTRY_PURPOSES)[number];

/** The key prefix of each purpose's postings; `OTHER` is any prefix not listed. */
export const WALLET_KEY_PREFIXES: Readonly<Record<Exclude<WalletEntryPurpose, 'OTHER'>, string>> = {
  TRIP_PAYMENT: 'pay',
  TRIP_EARNING: 'share',
  REFUND: 'refund',
  TOP_UP: 'topup',
  WITHDRAWAL: 'withdraw',
  REFERRAL_BONUS: 'referral',
  CORRECTION: 'debit',
  TOP_UP_REVERSAL: 'reversal',
  NO_SHOW_FEE: 'noshow',
  NO_SHOW_EARNING: 'noshowshare',
  TIP: 'tippay',
  TIP_EARNING: 'tip',
};

const BY_PREFIX = new Map(Object.entries(WALLET_KEY_PREFIXES).map(([purpose, prefix]) => [prefix, purpose]));

export const walletEntryPurpose = (idempotencyKey: string): WalletEntryPurpose =>
  (BY_PREFIX.get(idempotencyKey.split('#', 1)[0]!) as WalletEntryPurpose | undefined) ?? 'OTHER';
