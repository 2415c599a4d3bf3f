import Box from '@cloudscape-design/components/box';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';
import { DialogFooter } from './dialog-footer';
import { DialogFailure, useDialogSave } from './dialog-save';

/**
 * Asks before a risky operator action (a delete, a top-up, a payout, a lock); it names what will
 * happen to whom. `onConfirm` rejects to keep the dialog open, which then shows the refusal.
 */
export function ConfirmModal({
  header,
  message,
  confirmLabel,
  testId,
  onConfirm,
  onDismiss,
}: {
  header: string;
  message: ReactNode;
  confirmLabel: string;
  /** `data-testid` of the confirm button. */
  testId: string;
  onConfirm: () => Promise<void>;
  onDismiss: () => void;
}) {
  const { saving, failureKey, save } = useDialogSave();
  return (
    <Modal
      visible
      onDismiss={onDismiss}
      header={header}
      footer={
        <DialogFooter
          busy={saving}
          confirmLabel={confirmLabel}
          testId={testId}
          onConfirm={() => void save(onConfirm)}
          onCancel={onDismiss}
        />
      }
    >
      <SpaceBetween size="m">
        <DialogFailure messageKey={failureKey} />
        <Box>{message}</Box>
      </SpaceBetween>
    </Modal>
  );
}
