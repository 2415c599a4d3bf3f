import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '../../api/api-error';
import { setTripImage, type TripImage } from '../../api/trips';
import { IMAGE_TYPES, uploadImage } from '../../api/uploads';
import { ErrorMessage } from '../shared/states';

const LABELS: Record<TripImage, string> = {
  pickup_image: 'delivery.takePickupPhoto',
  deliver_image: 'delivery.takeDeliverPhoto',
};

/**
 * The assigned driver photographs a delivery at the pickup or the drop: the phone's camera, an
 * upload with progress through a TRIP_IMAGE URL for this booking, then setTripImage.
 */
export function TripPhotoInput({
  bookingId,
  which,
  onSaved,
}: {
  bookingId: string;
  which: TripImage;
  onSaved: () => Promise<void> | void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const upload = async (file: File | undefined) => {
    if (!file) return;
    if (!IMAGE_TYPES.includes(file.type)) return setErrorKey('invalid_image');
    setErrorKey(null);
    setProgress(0);
    try {
      const key = await uploadImage({ kind: 'TRIP_IMAGE', file, uid: bookingId }, setProgress);
      await setTripImage(bookingId, which, key);
      await onSaved();
    } catch (error) {
      setErrorKey(toApiError(error).messageKey);
    } finally {
      setProgress(null);
    }
  };
  return (
    <div className="wf-field">
      <label htmlFor={id}>{t(LABELS[which])}</label>
      <input
        id={id}
        type="file"
        accept="image/*"
        capture="environment"
        disabled={progress !== null}
        onChange={(event) => void upload(event.target.files?.[0])}
        data-testid={`${which}-input`}
      />
      {progress !== null && <progress max={1} value={progress} aria-label={t('delivery.uploading')} />}
      {errorKey && <ErrorMessage error={{ messageKey: errorKey }} />}
    </div>
  );
}
