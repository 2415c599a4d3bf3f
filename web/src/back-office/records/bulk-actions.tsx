import Button from '@cloudscape-design/components/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BulkResult } from '../../api/bulk-actions';
import { ConfirmModal } from '../confirm-modal';
import type { NotificationType } from '../use-notifications';
import { bulkOutcome } from './bulk-outcome';

/** An action on every selected row at once (delete, approve, process). */
export interface BulkAction<T> {
  /** `data-testid` of its button; its confirmation's button is `<testId>-confirm`. */
  testId: string;
  label: string;
  /** The rows of the selection it acts on (a processed withdrawal is not processed again); all when omitted. */
  appliesTo?: (row: T) => boolean;
  /** The one confirmation, naming how many rows (or which, for one). */
  confirm: (rows: readonly T[]) => { header: string; message: string; confirmLabel: string };
  run: (ids: string[]) => Promise<BulkResult>;
  /** The success message, given `count`. */
  doneKey: string;
  /** Refused under the demo lock: shown disabled with 'demo mode'. */
  locked?: boolean;
}

export interface BulkActionsProps<T> {
  actions: readonly BulkAction<T>[];
  selection: readonly T[];
  trackBy: (row: T) => string;
  nameOf: (row: T) => string;
  notify: (type: NotificationType, messageKey: string, params?: Record<string, unknown>) => void;
  /** After a bulk action ran: clear the selection and re-read the rows. */
  onDone: () => Promise<void>;
}

/**
 * A table's bulk action buttons and their confirmation. The server answers item by item; the
 * Flashbar then says how many succeeded and names each refused row with its reason.
 */
export function BulkActions<T>({ actions, selection, trackBy, nameOf, notify, onDone }: BulkActionsProps<T>) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<{ action: BulkAction<T>; rows: readonly T[] } | null>(null);
  const rowsFor = (action: BulkAction<T>) => selection.filter((row) => action.appliesTo?.(row) ?? true);

  const runPending = async () => {
    if (!pending) return;
    const { action, rows } = pending;
    // A refusal of the whole call (bad input, wrong role) rejects to the dialog, which shows it.
    const result = await action.run(rows.map(trackBy));
    setPending(null);
    const outcome = bulkOutcome(result, rows, { trackBy, nameOf, t, doneKey: action.doneKey });
    notify(outcome.type, outcome.messageKey, outcome.params);
    await onDone();
  };

  return (
    <>
      {actions.map((action) => (
        <Button
          key={action.testId}
          disabled={rowsFor(action).length === 0 || action.locked}
          disabledReason={action.locked ? t('demo mode') : undefined}
          onClick={() => setPending({ action, rows: rowsFor(action) })}
          nativeButtonAttributes={{ 'data-testid': action.testId }}
        >
          {action.label}
        </Button>
      ))}
      {pending && (
        <ConfirmModal
          {...pending.action.confirm(pending.rows)}
          testId={`${pending.action.testId}-confirm`}
          onConfirm={runPending}
          onDismiss={() => setPending(null)}
        />
      )}
    </>
  );
}
