import Box from '@cloudscape-design/components/box';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { DialogFooter } from '../dialog-footer';
import { DialogFailure, useDialogSave } from '../dialog-save';

/**
 * Asks before a row is deleted (the back office's tables: users and records); `onConfirm` rejects
 * to keep the dialog open, which then shows the refusal.
 */
export function ConfirmDeleteModal({
  header,
  message,
  testId,
  onConfirm,
  onDismiss,
}: {
  header: string;
  message: string;
  /** `data-testid` of the confirm button. */
  testId: string;
  onConfirm: () => Promise<void>;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  const { saving: deleting, failureKey, save } = useDialogSave();
  return (
    <Modal
      visible
      onDismiss={onDismiss}
      header={header}
      footer={
        <DialogFooter
          busy={deleting}
          confirmLabel={t('users.delete')}
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
