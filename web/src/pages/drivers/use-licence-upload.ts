import { validateLicenceImage } from '@wayfare/shared';
import { useState } from 'react';
import { ApiError } from '../../api/api-error';
import type { User } from '../../api/types';
import { uploadImage } from '../../api/uploads';
import { setLicenceImage } from '../../api/users';

/** The licence dialog's state: the chosen file, saving it (upload, then store the key), its error. */
export function useLicenceUpload(driver: User, onSaved: () => Promise<void>) {
  const [file, setFile] = useState<File | null>(null);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const save = async () => {
    const checked = validateLicenceImage(file);
    if (!checked.ok) return setErrorKey(checked.failures[0]!.messageKey);
    setErrorKey(null);
    setProgress(0);
    try {
      const key = await uploadImage(
        { kind: 'LICENCE_IMAGE', file: checked.value, uid: driver.uid },
        setProgress,
      );
      await setLicenceImage(driver.uid, key);
      await onSaved();
    } catch (error) {
      setErrorKey(error instanceof ApiError ? error.messageKey : 'errors.internal');
    } finally {
      setProgress(null);
    }
  };

  return {
    file,
    choose: (next: File | null) => {
      setFile(next);
      setErrorKey(null);
    },
    save,
    saving: progress !== null,
    progress,
    errorKey,
  };
}
