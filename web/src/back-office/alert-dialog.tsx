import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import { useTranslation } from 'react-i18next';

/** The spec's error dialog: title 'Alert', one Close button (AlertModal loads it). */
export default function AlertDialog({ messageKey, onClose }: { messageKey: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      visible
      onDismiss={onClose}
      header={t('alert.title')}
      footer={
        <Box float="right">
          <Button
            variant="primary"
            onClick={onClose}
            nativeButtonAttributes={{ 'data-testid': 'alert-close' }}
          >
            {t('alert.close')}
          </Button>
        </Box>
      }
    >
      {t(messageKey)}
    </Modal>
  );
}
