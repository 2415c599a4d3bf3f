import type { TableProps } from '@cloudscape-design/components/table';
import type { TFunction } from 'i18next';
import type { Promo, PromoInput } from '../../api/promos';
import {
  dayOf,
  endOfDay,
  numberOf,
  textOf,
  type RecordField,
  type RecordValues,
} from '../../back-office/records/record-form';
import { formatDate } from '../../i18n/format-date';

/** product.md §5: the numeric columns are discount value, max limit, min limit and usage limit. */
export const PROMO_FIELDS: RecordField[] = [
  { key: 'promo_name', kind: 'text', required: true },
  { key: 'promo_description', kind: 'textarea' },
  {
    key: 'promo_discount_type',
    kind: 'select',
    options: [
      { value: 'flat', labelKey: 'promos.type.flat' },
      { value: 'percentage', labelKey: 'promos.type.percentage' },
    ],
  },
  { key: 'promo_discount_value', kind: 'number', required: true },
  // Empty limits are none (docs/money.md): no cap, no minimum order, no usage limit, no end.
  { key: 'max_promo_discount_value', kind: 'number', required: false },
  { key: 'min_order', kind: 'number', required: false },
  { key: 'promo_usage_limit', kind: 'number', required: false },
  { key: 'promo_validity', kind: 'date' },
];

const optionalNumber = (values: RecordValues, key: string): number | null =>
  textOf(values, key) === '' ? null : numberOf(values, key);

export const toPromoInput = (values: RecordValues): PromoInput => ({
  promo_name: textOf(values, 'promo_name'),
  promo_description: textOf(values, 'promo_description'),
  promo_discount_type: textOf(values, 'promo_discount_type'),
  promo_discount_value: numberOf(values, 'promo_discount_value'),
  max_promo_discount_value: optionalNumber(values, 'max_promo_discount_value'),
  min_order: optionalNumber(values, 'min_order'),
  promo_usage_limit: optionalNumber(values, 'promo_usage_limit'),
  promo_validity: endOfDay(textOf(values, 'promo_validity')) ?? null,
});

/** A stored limit of 0 means none: the form shows it empty, as it was left. */
const limitText = (value: number | null | undefined) => (value ? String(value) : '');

export const toPromoValues = (promo: Promo | null): RecordValues => ({
  promo_name: promo?.promo_name ?? '',
  promo_description: promo?.promo_description ?? '',
  promo_discount_type: promo?.promo_discount_type ?? 'flat',
  promo_discount_value: promo ? String(promo.promo_discount_value) : '',
  max_promo_discount_value: limitText(promo?.max_promo_discount_value),
  min_order: limitText(promo?.min_order),
  promo_usage_limit: limitText(promo?.promo_usage_limit),
  promo_validity: promo?.promo_validity ? dayOf(promo.promo_validity) : '',
});

export const promoColumns = (
  t: TFunction,
  dateLocale: string,
  amount: (value: number) => string,
): TableProps.ColumnDefinition<Promo>[] => {
  const limit = (value: number | null | undefined, show: (value: number) => string) =>
    value ? show(value) : '—';
  return [
    { id: 'promo_name', header: t('promos.promo_name'), cell: (promo) => promo.promo_name },
    {
      id: 'promo_description',
      header: t('promos.promo_description'),
      cell: (promo) => promo.promo_description ?? '',
    },
    {
      id: 'promo_discount_type',
      header: t('promos.promo_discount_type'),
      cell: (promo) => t(`promos.type.${promo.promo_discount_type}`),
    },
    {
      id: 'promo_discount_value',
      header: t('promos.promo_discount_value'),
      cell: (promo) =>
        promo.promo_discount_type === 'percentage'
          ? `${promo.promo_discount_value}%`
          : amount(promo.promo_discount_value),
    },
    {
      id: 'max_promo_discount_value',
      header: t('promos.max_promo_discount_value'),
      cell: (promo) => limit(promo.max_promo_discount_value, amount),
    },
    { id: 'min_order', header: t('promos.min_order'), cell: (promo) => limit(promo.min_order, amount) },
    {
      id: 'promo_usage_limit',
      header: t('promos.promo_usage_limit'),
      cell: (promo) => limit(promo.promo_usage_limit, String),
    },
    { id: 'user_avail', header: t('promos.user_avail'), cell: (promo) => promo.user_avail },
    {
      id: 'promo_validity',
      header: t('promos.promo_validity'),
      cell: (promo) => (promo.promo_validity ? formatDate(promo.promo_validity, dateLocale) : '—'),
    },
    {
      id: 'createdAt',
      header: t('promos.createdAt'),
      cell: (promo) => formatDate(promo.createdAt, dateLocale),
    },
  ];
};
