import type { TableProps } from '@cloudscape-design/components/table';
import type { TFunction } from 'i18next';
import { uploadImage } from '../../api/uploads';
import type { CarType, CarTypeInput, PricedOption } from '../../api/catalogue';
import {
  fileOf,
  numberOf,
  pairsOf,
  textOf,
  type PricedPair,
  type RecordField,
  type RecordValues,
} from '../../back-office/records/record-form';

const RATES = [
  'rate_per_unit_distance',
  'rate_per_hour',
  'base_fare',
  'min_fare',
  'convenience_fees',
] as const;

export const CAR_TYPE_FIELDS: RecordField[] = [
  { key: 'name', kind: 'text', required: true },
  ...RATES.map((key) => ({ key, kind: 'number' as const })),
  {
    key: 'convenience_fee_type',
    kind: 'select',
    options: [
      { value: 'flat', labelKey: 'carTypes.feeType.flat' },
      { value: 'percentage', labelKey: 'carTypes.feeType.percentage' },
    ],
  },
  { key: 'parcelTypes', kind: 'pairs' },
  { key: 'options', kind: 'pairs' },
  { key: 'image', kind: 'image' },
];

const toPairs = (options: PricedOption[] | null): PricedPair[] =>
  (options ?? []).map(({ name, amount }) => ({ name, amount: String(amount) }));

export function carTypeValues(carType: CarType | null): RecordValues {
  if (!carType) return { convenience_fee_type: 'flat', parcelTypes: [], options: [] };
  return {
    name: carType.name,
    ...Object.fromEntries(RATES.map((key) => [key, String(carType[key])])),
    convenience_fee_type: carType.convenience_fee_type,
    parcelTypes: toPairs(carType.parcelTypes),
    options: toPairs(carType.options),
  };
}

/** The form's values as the API takes them, but the image. */
export const carTypeFieldsOf = (values: RecordValues): Omit<CarTypeInput, 'image'> => ({
  name: textOf(values, 'name'),
  ...(Object.fromEntries(RATES.map((key) => [key, numberOf(values, key)])) as Record<
    (typeof RATES)[number],
    number
  >),
  convenience_fee_type: textOf(values, 'convenience_fee_type') === 'percentage' ? 'percentage' : 'flat',
  parcelTypes: pairsOf(values, 'parcelTypes'),
  options: pairsOf(values, 'options'),
});

/** The form's values as the API takes them; a chosen image is uploaded first and sent as its key. */
export async function toCarTypeInput(values: RecordValues): Promise<CarTypeInput> {
  const file = fileOf(values, 'image');
  const image = file ? await uploadImage({ kind: 'CAR_TYPE_IMAGE', file }) : undefined;
  return { ...carTypeFieldsOf(values), ...(image ? { image } : {}) };
}

const names = (options: PricedOption[] | null) => (options ?? []).map((option) => option.name).join(', ');

export const carTypeColumns = (t: TFunction): TableProps.ColumnDefinition<CarType>[] => [
  {
    id: 'image',
    header: t('carTypes.image'),
    cell: (carType) =>
      carType.image ? <img src={carType.image} alt={carType.name} width={50} /> : t('carTypes.noImage'),
  },
  { id: 'name', header: t('carTypes.name'), cell: (carType) => carType.name },
  ...RATES.map((key) => ({
    id: key,
    header: t(`carTypes.${key}`),
    cell: (carType: CarType) => carType[key],
  })),
  {
    id: 'convenience_fee_type',
    header: t('carTypes.convenience_fee_type'),
    cell: (carType) => t(`carTypes.feeType.${carType.convenience_fee_type}`),
  },
  { id: 'parcelTypes', header: t('carTypes.parcelTypes'), cell: (carType) => names(carType.parcelTypes) },
  { id: 'options', header: t('carTypes.options'), cell: (carType) => names(carType.options) },
];
