import { formatMoney, isRefusedInDemo, toMoney, tooPreciseAmounts } from '@wayfare/shared';
import { useTranslation } from 'react-i18next';
import { addProduct, deleteProduct, listProducts, updateProduct } from '../../api/catalogue';
import { useBackOffice } from '../../back-office/back-office-context';
import { numberOf } from '../../back-office/records/record-form';
import { RecordsTable } from '../../back-office/records/records-table';
import { usePagedRecords } from '../../back-office/records/use-paged-records';
import { productColumns, productFields, productValues, toProductInput } from './products-table.config';
import { useCategoryLookup } from './use-category-lookup';

const PAGE_SIZE = 10;

/** Shop products (product.md §2, §3): image, category, amount; add open under the demo lock, edits not (product.md §5). */
export default function ProductsPage() {
  const { t } = useTranslation();
  const { settings } = useBackOffice();
  const rows = usePagedRecords(listProducts, PAGE_SIZE);
  const categories = useCategoryLookup();
  const formatAmount = (amount: number) => formatMoney(toMoney(amount), settings);
  return (
    <RecordsTable
      title={t('nav.products')}
      rows={rows}
      columns={productColumns(t, categories, formatAmount)}
      trackBy={(product) => product.id}
      nameOf={(product) => product.name}
      emptyKey="No data available."
      form={{
        fields: productFields(categories),
        labelPrefix: 'products',
        toValues: productValues,
        check: (values) => tooPreciseAmounts({ amount: numberOf(values, 'amount') }, settings.decimal),
      }}
      onAdd={async (values) => addProduct(await toProductInput(values))}
      onEdit={async (product, values) => updateProduct(product.id, await toProductInput(values))}
      onDelete={(product) => deleteProduct(product.id)}
      locked={{
        add: isRefusedInDemo('product.add', settings),
        edit: isRefusedInDemo('product.update', settings),
        delete: isRefusedInDemo('product.delete', settings),
      }}
    />
  );
}
