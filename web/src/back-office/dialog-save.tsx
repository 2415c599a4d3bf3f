import Alert from '@cloudscape-design/components/alert';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, INTERNAL_ERROR_KEY } from '../api/api-error';

/**
 * A dialog's save: busy while it runs; a refusal is shown in the dialog itself, beside what was
 * typed (which stays), and cleared by the next try, instead of behind it on the page.
 */
export function useDialogSave() {
  const [saving, setSaving] = useState(false);
  const [failureKey, setFailureKey] = useState<string>();
  const save = async (action: () => Promise<void>) => {
    setSaving(true);
    setFailureKey(undefined);
    try {
      await action();
    } catch (error) {
      setFailureKey(error instanceof ApiError ? error.messageKey : INTERNAL_ERROR_KEY);
    } finally {
      setSaving(false);
    }
  };
  return { saving, failureKey, save };
}

/** The server's refusal of a dialog's save, at the top of the dialog. */
export function DialogFailure({ messageKey }: { messageKey: string | undefined }) {
  const { t } = useTranslation();
  if (!messageKey) return null;
  return (
    <Alert type="error" data-testid="dialog-failure">
      {t(messageKey)}
    </Alert>
  );
}
