import Modal from '@cloudscape-design/components/modal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFooter } from '../dialog-footer';

/**
 * Asks before a row is deleted (the back office's tables: users and records); `onConfirm` settles
 * when the table has reported the outcome.
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
  const [deleting, setDeleting] = useState(false);
  const confirm = async () => {
    setDeleting(true);
    try {
      await onConfirm();
    } catch {
      // Reported by the table.
    } finally {
      setDeleting(false);
    }
  };
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
          onConfirm={() => void confirm()}
          onCancel={onDismiss}
        />
      }
    >
      {message}
    </Modal>
  );
}
