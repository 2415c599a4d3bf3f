/**
 * The receipt as a plain-text e-mail in the rider's language (docs/money.md, Receipts): the same
 * lines and total as the app's receipt screen, dates on the operator's clock.
 */
import { translate } from '../i18n/en';
import type { MessageKey } from '../i18n/message-keys';
import { formatMoney, type CurrencyFormat } from '../money/money';
import type { Receipt } from './receipt';

export interface ReceiptMailOptions {
  /** The rider's language's texts (a stored language); English where one is missing. */
  texts?: Readonly<Record<string, string>>;
  /** The language's date locale, e.g. 'es-ES'. */
  dateLocale: string;
  /** settings.timezone: the operator's clock. */
  timeZone: string;
  currency: CurrencyFormat;
  distanceUnit: 'km' | 'mile';
}

export function receiptMailOf(
  receipt: Receipt,
  options: ReceiptMailOptions,
): { subject: string; text: string } {
  const t = (key: MessageKey, params?: Record<string, string | number>) =>
    translate(key, { ...(options.texts ? { texts: options.texts } : {}), ...(params ? { params } : {}) });
  const money = (amount: Receipt['total']) => formatMoney(amount, options.currency);
  const when = new Intl.DateTimeFormat(options.dateLocale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: options.timeZone,
  }).format(new Date(receipt.tripdate));
  const trip = [
    receipt.distance !== undefined
      ? `${receipt.distance} ${options.distanceUnit === 'mile' ? 'mi' : 'km'}`
      : '',
    receipt.durationSecs !== undefined
      ? t('receipt_minutes', { minutes: Math.round(receipt.durationSecs / 60) })
      : '',
  ].filter(Boolean);
  const car = [receipt.vehicle?.color, receipt.vehicle?.make, receipt.vehicle?.model, receipt.vehicle?.number]
    .filter(Boolean)
    .join(' ');
  const lines = receipt.lines.map((line) => {
    const label = t(`receipt_line_${line.kind}`);
    const named = line.kind === 'discount' && receipt.promoCode ? `${label} (${receipt.promoCode})` : label;
    return `${named}: ${money(line.amount)}`;
  });
  const text = [
    t('receipt_mail_intro'),
    '',
    `${t('receipt_reference')}: ${receipt.reference}`,
    `${t('receipt_date')}: ${when}`,
    `${t('receipt_from')}: ${receipt.pickup.add}`,
    `${t('receipt_to')}: ${receipt.drop.add}`,
    ...(trip.length ? [`${t('receipt_trip')}: ${trip.join(' · ')}`] : []),
    ...(receipt.driverName ? [`${t('receipt_driver')}: ${receipt.driverName}`] : []),
    ...(car ? [`${t('receipt_car')}: ${car}`] : []),
    '',
    ...lines,
    `${t('receipt_total')}: ${money(receipt.total)}`,
    `${t('receipt_paid_by')}: ${t(`receipt_mode_${receipt.paymentMode}`)}`,
  ].join('\n');
  return { subject: t('receipt_mail_subject', { reference: receipt.reference }), text };
}
