import FileUpload from '@cloudscape-design/components/file-upload';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_TYPES } from '../api/uploads';

/** A preview URL for the chosen file, released when the file changes or the picker goes away. */
function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

/** Picks one image (the types the server signs uploads for) and previews it before it is saved. */
export function ImagePicker({
  file,
  onChange,
  testId,
  previewWidth,
}: {
  file: File | null;
  onChange: (file: File | null) => void;
  testId: string;
  previewWidth: number;
}) {
  const { t } = useTranslation();
  const preview = usePreviewUrl(file);
  return (
    <SpaceBetween size="s">
      <FileUpload
        value={file ? [file] : []}
        onChange={({ detail }) => onChange(detail.value[0] ?? null)}
        accept={IMAGE_TYPES.join(',')}
        constraintText={t('image.constraint')}
        i18nStrings={{
          uploadButtonText: () => t('image.choose'),
          dropzoneText: () => t('image.drop'),
          removeFileAriaLabel: () => t('image.remove'),
          limitShowFewer: t('image.showFewer'),
          limitShowMore: t('image.showMore'),
          errorIconAriaLabel: t('image.error'),
        }}
        data-testid={testId}
      />
      {preview && (
        <img src={preview} alt={t('image.preview')} width={previewWidth} data-testid={`${testId}-preview`} />
      )}
    </SpaceBetween>
  );
}
