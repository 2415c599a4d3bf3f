import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../api/types';

/** Asks before a user is deleted: the sign-in and the profile go for good. */
export function DeleteUserModal({
  user,
  onConfirm,
  onDismiss,
}: {
  user: User;
  onConfirm: () => Promise<void>;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  const [deleting, setDeleting] = useState(false);
  const confirm = async () => {
    setDeleting(true);
    try {
      await onConfirm();
    } finally {
      setDeleting(false);
    }
  };
  return (
    <Modal
      visible
      onDismiss={onDismiss}
      header={t('users.deleteTitle')}
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
              nativeButtonAttributes={{ 'data-testid': 'user-delete-confirm' }}
            >
              {t('users.delete')}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      {t('users.deleteConfirm', { name: `${user.firstName} ${user.lastName}`.trim() })}
    </Modal>
  );
}
