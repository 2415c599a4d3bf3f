import { isRefusedInDemo } from '@wayfare/shared';
import { useTranslation } from 'react-i18next';
import { saveCancelReasons } from '../../api/catalogue';
import { useBackOffice } from '../../back-office/back-office-context';
import { textOf } from '../../back-office/records/record-form';
import { RecordsTable } from '../../back-office/records/records-table';
import { CANCEL_REASON_FIELDS, cancelReasonColumns, labelsAfter } from './cancelreasons-table.config';
import { useCancelReasons } from './use-cancel-reasons';

/**
 * Cancellation reasons (product.md §2, §3): one list, 10 per page; read-only under the demo lock (product.md
 * §6).
 */
export default function CancelReasonsPage() {
  const { t } = useTranslation();
  const { settings } = useBackOffice();
  const rows = useCancelReasons();
  const readOnly = isRefusedInDemo('cancelReason.edit', settings);
  return (
    <RecordsTable
      title={t('nav.cancelreasons')}
      rows={rows}
      columns={cancelReasonColumns(t)}
      trackBy={(reason) => String(reason.value)}
      nameOf={(reason) => reason.label}
      emptyKey="no_cancel_reason"
      form={{
        fields: CANCEL_REASON_FIELDS,
        labelPrefix: 'cancelReasons',
        toValues: (reason) => ({ label: reason?.label ?? '' }),
      }}
      onAdd={(values) => saveCancelReasons(labelsAfter.add(rows.all, textOf(values, 'label')))}
      onEdit={(reason, values) =>
        saveCancelReasons(labelsAfter.edit(rows.all, reason.value, textOf(values, 'label')))
      }
      onDelete={(reason) => saveCancelReasons(labelsAfter.delete(rows.all, reason.value))}
      locked={{ add: readOnly, edit: readOnly, delete: readOnly }}
    />
  );
}
