import type { TableProps } from '@cloudscape-design/components/table';
import type { TFunction } from 'i18next';
import type { LanguageRow } from '../../api/content-admin';
import type { RecordField } from '../../back-office/records/record-form';

export const addLanguageFields: RecordField[] = [
  { key: 'langName', kind: 'text', required: true },
  { key: 'langLocale', kind: 'text', required: true },
  { key: 'dateLocale', kind: 'text', required: true },
];

/** The locale is the language's id: it is set once, on add. */
export const editLanguageFields: RecordField[] = addLanguageFields.filter(
  (field) => field.key !== 'langLocale',
);

export const languageColumns = (t: TFunction): TableProps.ColumnDefinition<LanguageRow>[] => [
  { id: 'langName', header: t('languages.langName'), cell: (language) => language.langName },
  { id: 'langLocale', header: t('languages.langLocale'), cell: (language) => language.langLocale },
  { id: 'dateLocale', header: t('languages.dateLocale'), cell: (language) => language.dateLocale },
  {
    id: 'default',
    header: t('languages.default'),
    cell: (language) => (language.default ? t('users.yes') : t('users.no')),
  },
];
