import { isRefusedInDemo } from '@wayfare/shared';
import { useTranslation } from 'react-i18next';
import { addCategory, deleteCategory, listCategories, updateCategory } from '../../api/catalogue';
import { useBackOffice } from '../../back-office/back-office-context';
import { RecordsTable } from '../../back-office/records/records-table';
import { usePagedRecords } from '../../back-office/records/use-paged-records';
import { formatDate } from '../../i18n/format-date';
import { CATEGORY_FIELDS, toCategoryInput } from './categories-table.config';

const PAGE_SIZE = 10;

/** Shop categories (product.md §2, §3): adding stays open under the demo lock, edits and deletes do not (product.md §5). */
export default function CategoriesPage() {
  const { t, i18n } = useTranslation();
  const { settings } = useBackOffice();
  const rows = usePagedRecords(listCategories, PAGE_SIZE);
  return (
    <RecordsTable
      title={t('nav.categories')}
      rows={rows}
      columns={[
        { id: 'name', header: t('categories.name'), cell: (category) => category.name },
        { id: 'description', header: t('categories.description'), cell: (category) => category.description },
        {
          id: 'createdAt',
          header: t('categories.createdAt'),
          cell: (category) => formatDate(category.createdAt, i18n.language),
        },
      ]}
      trackBy={(category) => category.id}
      nameOf={(category) => category.name}
      emptyKey="No data available."
      form={{
        fields: CATEGORY_FIELDS,
        labelPrefix: 'categories',
        toValues: (category) => ({ name: category?.name ?? '', description: category?.description ?? '' }),
      }}
      onAdd={(values) => addCategory(toCategoryInput(values))}
      onEdit={(category, values) => updateCategory(category.id, toCategoryInput(values))}
      onDelete={(category) => deleteCategory(category.id)}
      locked={{
        add: isRefusedInDemo('category.add', settings),
        edit: isRefusedInDemo('category.update', settings),
        delete: isRefusedInDemo('category.delete', settings),
      }}
    />
  );
}
