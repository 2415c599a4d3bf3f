/**
 * A rider's tip to the driver after a paid trip (docs/money.md, "Tips"): the amounts the operator
 * offers (settings.tipAmounts, written '2|5|10', each at most settings.tipMax), the bounds of a
 * typed tip, and which bookings may be tipped. The whole tip goes to the driver.
 */
import type { Booking, PaymentMode } from '../entities/booking';
import type { BookingStatus } from '../booking/booking-status';
import type { Settings } from '../entities/settings';
import { DomainError } from '../errors/domain-error';
import { toAmount, type Money } from '../money/money';
import type { ValidationResult } from '../validation/validation-result';
import { checkChosenAmount, parseWalletAmounts } from '../wallet/wallet-amounts';

/** A card tip is a payment order of its own: `tip-<bookingId>`, one per booking. */
export const TIP_ORDER_PREFIX = 'tip-';
export const tipOrderId = (bookingId: string): string => `${TIP_ORDER_PREFIX}${bookingId}`;
export const isTipOrder = (orderId: string): boolean => orderId.startsWith(TIP_ORDER_PREFIX);
export const bookingOfTipOrder = (orderId: string): string => orderId.slice(TIP_ORDER_PREFIX.length);

/** The settings a tip needs, as stored or as an app reads them (an unset text is null there). */
type TipSettings = Pick<Settings, 'decimal' | 'tipMax'> & { tipAmounts?: string | null };

/** The presets (in the operator's order) and the largest tip; presets no longer valid offer none. */
export function tipOptionsOf({ decimal, tipAmounts, tipMax }: TipSettings): {
  amounts: number[];
  max: number;
} {
  const presets = parseWalletAmounts(tipAmounts, { decimal, max: tipMax }) ?? [];
  return { amounts: presets.map(toAmount), max: tipMax };
}

/** A tip typed or chosen: above 0, at most settings.tipMax ('tip_above_maximum'), no finer than the currency. */
export const checkTipAmount = (amount: number, { decimal, tipMax }: TipSettings): ValidationResult<Money> =>
  checkChosenAmount(amount, { decimal, max: tipMax, aboveMax: 'tip_above_maximum' });

/** What decides whether a booking may be tipped, as the server stores it or an app reads it (nulls). */
type Nullable<T> = { [K in keyof T]?: T[K] | null };
export type TippableBooking = Pick<Booking, 'id'> & { status: BookingStatus } & Nullable<{
    payment_mode: PaymentMode;
    driver: string;
    tip: number;
  }>;

/**
 * Why this booking cannot be tipped now, or null: only a paid trip (PAID or COMPLETE) with a
 * driver, paid by wallet or card (a cash trip is tipped in cash, outside the app), and only once.
 */
export function tipRefusalOf(booking: TippableBooking): DomainError | null {
  if (booking.tip != null)
    return new DomainError({
      code: 'CONFLICT',
      messageKey: 'tip_already_given',
      params: { bookingId: booking.id },
    });
  if ((booking.status !== 'PAID' && booking.status !== 'COMPLETE') || booking.driver == null)
    return new DomainError({
      code: 'CONFLICT',
      messageKey: 'invalid_transition',
      params: { action: 'tipDriver', status: booking.status },
    });
  if ((booking.payment_mode ?? 'cash') === 'cash')
    return new DomainError({ code: 'VALIDATION', messageKey: 'tip_not_for_cash' });
  return null;
}

/** Whether the rider's trip screen offers a tip. */
export const canTip = (booking: TippableBooking): boolean => tipRefusalOf(booking) === null;
