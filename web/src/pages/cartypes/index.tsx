import { carTypeAmountFailures } from '@wayfare/shared';
import { useTranslation } from 'react-i18next';
import { deleteCarTypes } from '../../api/bulk-actions';
import { addCarType, updateCarType, type CarType } from '../../api/catalogue';
import { useBackOffice } from '../../back-office/back-office-context';
import { bulkDelete } from '../../back-office/records/bulk-delete';
import { RecordsTable } from '../../back-office/records/records-table';
import {
  CAR_TYPE_FIELDS,
  carTypeColumns,
  carTypeFieldsOf,
  carTypeValues,
  toCarTypeInput,
} from './cartypes-table.config';
import { useCarTypes } from './use-car-types';

/** Car types (product.md §3, §6: the admin edits them; the settings group leads here). */
export default function CarTypesPage() {
  const { t } = useTranslation();
  const { settings } = useBackOffice();
  const rows = useCarTypes();
  return (
    <RecordsTable
      title={t('nav.cartypes')}
      rows={rows}
      columns={carTypeColumns(t)}
      trackBy={(carType) => carType.id}
      nameOf={(carType) => carType.name}
      emptyKey="no_cars"
      form={{
        fields: CAR_TYPE_FIELDS,
        labelPrefix: 'carTypes',
        toValues: carTypeValues,
        check: (values) => carTypeAmountFailures(carTypeFieldsOf(values), settings.decimal),
      }}
      onAdd={async (values) => addCarType(await toCarTypeInput(values))}
      onEdit={async (carType, values) => updateCarType(carType.id, await toCarTypeInput(values))}
      bulkActions={[bulkDelete<CarType>({ t, nameOf: (carType) => carType.name, run: deleteCarTypes })]}
    />
  );
}
