import type { CategoryInput } from '../../api/catalogue';
import { textOf, type RecordField, type RecordValues } from '../../back-office/records/record-form';

export const CATEGORY_FIELDS: RecordField[] = [
  { key: 'name', kind: 'text', required: true },
  { key: 'description', kind: 'textarea' },
];

export const toCategoryInput = (values: RecordValues): CategoryInput => ({
  name: textOf(values, 'name'),
  description: textOf(values, 'description'),
});
