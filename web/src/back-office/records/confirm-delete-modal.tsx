import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Asks before a row is deleted; `onConfirm` settles when the table has reported the outcome. */
export function ConfirmDeleteModal({
  name,
  onConfirm,
  onDismiss,
}: {
  name: string;
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
      header={t('records.deleteTitle')}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onDismiss} disabled={deleting}>
              {t('users.cancel')}
            </Button>
            <Button
              variant="primary"
              loading={deleting}
              onClick={() => void confirm()}
              nativeButtonAttributes={{ 'data-testid': 'record-delete-confirm' }}
            >
              {t('users.delete')}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      {t('records.deleteConfirm', { name })}
    </Modal>
  );
}
