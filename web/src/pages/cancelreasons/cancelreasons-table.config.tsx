import type { TableProps } from '@cloudscape-design/components/table';
import type { TFunction } from 'i18next';
import type { CancelReason } from '../../api/catalogue';
import type { RecordField } from '../../back-office/records/record-form';

export const CANCEL_REASON_FIELDS: RecordField[] = [{ key: 'label', kind: 'text', required: true }];

export const cancelReasonColumns = (t: TFunction): TableProps.ColumnDefinition<CancelReason>[] => [
  { id: 'value', header: t('cancelReasons.value'), cell: (reason) => reason.value },
  { id: 'label', header: t('cancelReasons.label'), cell: (reason) => reason.label },
];

/** The whole list after one add, edit or delete, in order (a reason's value is its index). */
export const labelsAfter = {
  add: (all: CancelReason[], label: string) => [...all.map((r) => r.label), label],
  edit: (all: CancelReason[], value: number, label: string) =>
    all.map((r) => (r.value === value ? label : r.label)),
  delete: (all: CancelReason[], value: number) => all.filter((r) => r.value !== value).map((r) => r.label),
};
