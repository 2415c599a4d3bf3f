import type { TableProps } from '@cloudscape-design/components/table';
import type { TFunction } from 'i18next';
import type { DriverEarningRow } from '../../api/earnings';
import type { Settings } from '../../api/types';
import { formatAmount } from '../../apps/shared/money-format';
import { monthLabel } from '../../back-office/records/month-label';
import type { CsvColumn } from '../../back-office/csv-export';
import type { EarningNode } from './earning-groups';

/** A node's values: a row's own, or the group's shared values and totals. */
const valuesOf = (node: EarningNode) =>
  node.kind === 'row' ? node.row : { ...node, driverVehicleNo: undefined as string | null | undefined };

/** The columns of product.md §3's driver earning row: year, month, driver, rides, vehicle, driver share. */
export function driverEarningColumns(
  t: TFunction,
  settings: Settings,
  language: string,
): TableProps.ColumnDefinition<EarningNode>[] {
  return [
    { id: 'year', header: t('earnings.year'), cell: (node) => valuesOf(node).year ?? '' },
    {
      id: 'month',
      header: t('earnings.month'),
      cell: (node) => {
        const { monthsName } = valuesOf(node);
        return monthsName ? monthLabel(monthsName, undefined, language) : '';
      },
    },
    { id: 'driverName', header: t('earnings.driverName'), cell: (node) => valuesOf(node).driverName ?? '' },
    { id: 'rides', header: t('earnings.rides'), cell: (node) => valuesOf(node).total_rides },
    {
      id: 'vehicle',
      header: t('earnings.vehicleNo'),
      cell: (node) => valuesOf(node).driverVehicleNo ?? '',
    },
    {
      id: 'driverShare',
      header: t('earnings.driverShare'),
      cell: (node) => formatAmount(valuesOf(node).driverShare, settings),
    },
  ];
}

/** The export: one line per row, amounts as plain numbers in the settings' currency. */
export const driverEarningCsv = (t: TFunction, language: string): CsvColumn<DriverEarningRow>[] => [
  { header: t('earnings.year'), value: (row) => row.year },
  { header: t('earnings.month'), value: (row) => monthLabel(row.monthsName, undefined, language) },
  { header: t('earnings.driverName'), value: (row) => row.driverName },
  { header: t('earnings.rides'), value: (row) => row.total_rides },
  { header: t('earnings.vehicleNo'), value: (row) => row.driverVehicleNo },
  { header: t('earnings.driverShare'), value: (row) => row.driverShare },
];
