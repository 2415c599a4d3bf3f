import { validateLicenceImage } from '@wayfare/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '../../api/api-error';
import { IMAGE_TYPES, uploadImage } from '../../api/uploads';
import { ErrorMessage } from './states';

/** Chooses and uploads a licence photo (camera or file), answering the stored key to the caller. */
export function LicenceInput({
  uid,
  onUploaded,
}: {
  uid?: string;
  onUploaded: (key: string) => Promise<void> | void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const upload = async (file: File | undefined) => {
    const checked = validateLicenceImage(file ?? null);
    if (!checked.ok) return setErrorKey(checked.failures[0]!.messageKey);
    setErrorKey(null);
    setProgress(0);
    try {
      await onUploaded(await uploadImage({ kind: 'LICENCE_IMAGE', file: checked.value, uid }, setProgress));
    } catch (error) {
      setErrorKey(toApiError(error).messageKey);
    } finally {
      setProgress(null);
    }
  };
  return (
    <div className="wf-field">
      <label htmlFor={id}>{t('drivers.licence')}</label>
      <input
        id={id}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        capture="environment"
        onChange={(event) => void upload(event.target.files?.[0])}
        data-testid="licence-input"
      />
      <p className="wf-muted" style={{ margin: 0 }}>
        {t('image.constraint')}
      </p>
      {progress !== null && <progress max={1} value={progress} aria-label={t('drivers.uploading')} />}
      {errorKey && <ErrorMessage error={{ messageKey: errorKey }} />}
    </div>
  );
}
