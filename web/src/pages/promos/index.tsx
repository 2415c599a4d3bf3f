import { formatMoney, isRefusedInDemo, promoAmountFailures, toMoney } from '@wayfare/shared';
import { useTranslation } from 'react-i18next';
import { deletePromos } from '../../api/bulk-actions';
import { addPromo, listPromos, updatePromo, type Promo } from '../../api/promos';
import { useBackOffice } from '../../back-office/back-office-context';
import { bulkDelete } from '../../back-office/records/bulk-delete';
import { readAllPages } from '../../back-office/records/read-all-pages';
import { RecordsTable } from '../../back-office/records/records-table';
import { usePagedRecords } from '../../back-office/records/use-paged-records';
import { PROMO_FIELDS, promoColumns, toPromoInput, toPromoValues } from './promos-table.config';

const PAGE_SIZE = 10;

/**
 * Promo codes (product.md §2, §5): add, edit, delete several at once, export every page; edits and
 * deletes are read-only under the demo lock.
 */
export default function PromosPage() {
  const { t, i18n } = useTranslation();
  const { settings } = useBackOffice();
  const rows = usePagedRecords(listPromos, PAGE_SIZE);
  const formatAmount = (amount: number) => formatMoney(toMoney(amount), settings);
  return (
    <RecordsTable
      title={t('nav.promos')}
      rows={rows}
      columns={promoColumns(t, i18n.language, formatAmount)}
      trackBy={(promo) => promo.id}
      nameOf={(promo) => promo.promo_name}
      emptyKey="No promos available."
      form={{
        fields: PROMO_FIELDS,
        labelPrefix: 'promos',
        toValues: toPromoValues,
        check: (values) => promoAmountFailures(toPromoInput(values), settings.decimal),
      }}
      onAdd={(values) => addPromo(toPromoInput(values))}
      onEdit={(promo, values) => updatePromo(promo.id, toPromoInput(values))}
      bulkActions={[
        bulkDelete<Promo>({
          t,
          nameOf: (promo) => promo.promo_name,
          run: deletePromos,
          locked: isRefusedInDemo('promo.delete', settings),
        }),
      ]}
      csv={{
        readAll: () => readAllPages(listPromos),
        locked: isRefusedInDemo('records.export', settings),
      }}
      locked={{
        add: isRefusedInDemo('promo.add', settings),
        edit: isRefusedInDemo('promo.update', settings),
      }}
    />
  );
}
