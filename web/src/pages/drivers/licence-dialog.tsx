import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import type { User } from '../../api/types';
import { ImagePicker } from '../../back-office/image-picker';
import { LICENCE_THUMBNAIL_WIDTH } from './drivers-table.config';
import { useLicenceUpload } from './use-licence-upload';

/**
 * product.md §2: pick a new licence image, preview it, cancel or save; saving with none asks to choose one.
 */
export function LicenceDialog({
  driver,
  onSaved,
  onDismiss,
}: {
  driver: User;
  onSaved: () => Promise<void>;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  const upload = useLicenceUpload(driver, onSaved);
  return (
    <Modal
      visible
      onDismiss={() => !upload.saving && onDismiss()}
      header={t('drivers.licenceTitle', { name: `${driver.firstName} ${driver.lastName}`.trim() })}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button
              variant="link"
              onClick={onDismiss}
              disabled={upload.saving}
              nativeButtonAttributes={{ 'data-testid': 'licence-cancel' }}
            >
              {t('users.cancel')}
            </Button>
            <Button
              variant="primary"
              loading={upload.saving}
              onClick={() => void upload.save()}
              nativeButtonAttributes={{ 'data-testid': 'licence-save' }}
            >
              {t('users.save')}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="m">
        {driver.licenseImage && !upload.file && (
          <img src={driver.licenseImage} alt={t('drivers.licence')} width={LICENCE_THUMBNAIL_WIDTH * 3} />
        )}
        <ImagePicker
          file={upload.file}
          onChange={upload.choose}
          testId="licence-picker"
          previewWidth={LICENCE_THUMBNAIL_WIDTH * 3}
        />
        {upload.progress !== null && (
          <ProgressBar value={Math.round(upload.progress * 100)} label={t('drivers.uploading')} />
        )}
        {upload.errorKey && (
          <Alert type="error" data-testid="licence-error">
            {t(upload.errorKey)}
          </Alert>
        )}
      </SpaceBetween>
    </Modal>
  );
}
