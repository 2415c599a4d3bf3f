import type { TableProps } from '@cloudscape-design/components/table';
import type { TFunction } from 'i18next';
import type { Category, Product, ProductInput } from '../../api/catalogue';
import { uploadImage } from '../../api/uploads';
import {
  fileOf,
  numberOf,
  textOf,
  type RecordField,
  type RecordValues,
} from '../../back-office/records/record-form';

/** What a product without its own image shows (product.md §3: a default placeholder). */
export const PRODUCT_PLACEHOLDER =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="50" height="50" viewBox="0 0 50 50"><rect width="50" height="50" fill="#e9ebed"/><path d="M12 36l9-12 7 9 5-6 7 9z" fill="#8d99a8"/><circle cx="33" cy="17" r="4" fill="#8d99a8"/></svg>',
  );

export const productFields = (categories: Category[]): RecordField[] => [
  { key: 'name', kind: 'text', required: true },
  {
    key: 'category',
    kind: 'select',
    options: categories.map(({ id, name }) => ({ value: id, label: name })),
  },
  { key: 'amount', kind: 'number' },
  { key: 'size', kind: 'text' },
  { key: 'description', kind: 'textarea' },
  { key: 'image', kind: 'image' },
];

export const productValues = (product: Product | null): RecordValues => ({
  name: product?.name ?? '',
  category: product?.category,
  amount: product ? String(product.amount) : '',
  size: product?.size ?? '',
  description: product?.description ?? '',
});

/** A chosen image is uploaded first and sent as its key; none keeps the current one (or the placeholder). */
export async function toProductInput(values: RecordValues): Promise<ProductInput> {
  const file = fileOf(values, 'image');
  const image = file ? await uploadImage({ kind: 'PRODUCT_IMAGE', file }) : undefined;
  return {
    name: textOf(values, 'name'),
    category: textOf(values, 'category'),
    amount: numberOf(values, 'amount'),
    size: textOf(values, 'size'),
    description: textOf(values, 'description'),
    ...(image ? { image } : {}),
  };
}

export const productColumns = (
  t: TFunction,
  categories: Category[],
  formatAmount: (amount: number) => string,
): TableProps.ColumnDefinition<Product>[] => [
  {
    id: 'image',
    header: t('products.image'),
    cell: (product) => <img src={product.image ?? PRODUCT_PLACEHOLDER} alt={product.name} width={50} />,
  },
  { id: 'name', header: t('products.name'), cell: (product) => product.name },
  {
    id: 'category',
    header: t('products.category'),
    cell: (product) =>
      categories.find((category) => category.id === product.category)?.name ?? product.category,
  },
  { id: 'amount', header: t('products.amount'), cell: (product) => formatAmount(product.amount) },
  { id: 'size', header: t('products.size'), cell: (product) => product.size },
  { id: 'description', header: t('products.description'), cell: (product) => product.description },
];
