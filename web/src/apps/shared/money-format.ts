import { formatMoney, spendableOf, toAmount, toMoney } from '@wayfare/shared';
import type { Settings, User } from '../../api/types';

/** An amount the server computed, shown with the operator's symbol and decimals. */
export const formatAmount = (amount: number | null | undefined, settings: Settings): string =>
  formatMoney(toMoney(amount ?? 0), {
    symbol: settings.symbol ?? '',
    swipe_symbol: Boolean(settings.swipe_symbol),
    decimal: settings.decimal ?? 2,
  });

/** What the wallet may spend: its balance less what its trips in progress hold (the server's rule). */
export const spendableAmount = (me: Pick<User, 'walletBalance' | 'walletHeld'>): number =>
  toAmount(spendableOf({ walletBalance: me.walletBalance, walletHeld: me.walletHeld ?? 0 }));
