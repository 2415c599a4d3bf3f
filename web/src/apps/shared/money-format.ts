import { formatMoney, toMoney } from '@wayfare/shared';
import type { Settings } from '../../api/types';

/** An amount the server computed, shown with the operator's symbol and decimals. */
export const formatAmount = (amount: number | null | undefined, settings: Settings): string =>
  formatMoney(toMoney(amount ?? 0), {
    symbol: settings.symbol ?? '',
    swipe_symbol: Boolean(settings.swipe_symbol),
    decimal: settings.decimal ?? 2,
  });
