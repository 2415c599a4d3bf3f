import { lockedProfileFields, validateProfileUpdate, type FieldFailure, type RegType } from '@wayfare/shared';
import { useState } from 'react';
import { ApiError } from '../../api/api-error';
import { updateProfile } from '../../api/me';
import { useLanguage } from '../../i18n/language-provider';
import type { User, UserLang } from '../../api/types';
import { uploadImage } from '../../api/uploads';

export interface ProfileDraft {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  lang: UserLang | null;
  photo: File | null;
}

export type FieldErrors = Partial<Record<keyof ProfileDraft, string>>;

const draftOf = (me: User): ProfileDraft => ({
  firstName: me.firstName,
  lastName: me.lastName,
  email: me.email ?? '',
  mobile: me.mobile ?? '',
  lang: me.lang,
  photo: null,
});

const errorsOf = (failures: readonly FieldFailure[]): FieldErrors =>
  Object.fromEntries(failures.map(({ field, messageKey }) => [field, messageKey]));

/**
 * The profile form (product.md §2, §5): the shared rules check it before saving, the photo goes up through
 * a presigned URL with its progress shown, then one update saves everything.
 */
export function useProfileForm(
  me: User,
  { onSaved, onFailed }: { onSaved: () => Promise<void>; onFailed: (messageKey: string) => void },
) {
  const [draft, setDraft] = useState<ProfileDraft>(() => draftOf(me));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [uploadProgress, setUploadProgress] = useState<number | null>(null);
  const language = useLanguage();

  const change = <K extends keyof ProfileDraft>(field: K, value: ProfileDraft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const save = async () => {
    const checked = validateProfileUpdate(
      { regType: me.regType as RegType, email: me.email ?? undefined, mobile: me.mobile ?? undefined },
      draft,
    );
    if (!checked.ok) return setErrors(errorsOf(checked.failures));
    setSaving(true);
    try {
      const profileImageKey = draft.photo
        ? await uploadImage({ kind: 'PROFILE_IMAGE', file: draft.photo }, setUploadProgress)
        : undefined;
      await updateProfile({
        // A contact the user does not have stays empty (the server keeps none).
        email: '',
        mobile: '',
        ...checked.value,
        lang: draft.lang,
        ...(profileImageKey ? { profileImageKey } : {}),
      });
      setDraft((current) => ({ ...current, photo: null }));
      // A new profile language applies at once, as the language menu does, not after a reload.
      const chosen = language.languages.find((choice) => choice.langLocale === draft.lang?.langLocale);
      if (chosen && chosen.langLocale !== language.current.langLocale) await language.choose(chosen.id);
      await onSaved();
    } catch (error) {
      onFailed(error instanceof ApiError ? error.messageKey : 'errors.internal');
    } finally {
      setSaving(false);
      setUploadProgress(null);
    }
  };

  return {
    draft,
    errors,
    saving,
    uploadProgress,
    locked: lockedProfileFields(me.regType as RegType),
    change,
    save,
  };
}
