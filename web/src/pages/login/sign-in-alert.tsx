import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The spec's error dialog (title 'Alert', one Close button) in plain markup, for the sign-in page,
 * which loads no Cloudscape: a modal `<dialog>`, closed by its button or Escape. Shown while
 * `messageKey` is set.
 */
export function SignInAlert({ messageKey, onClose }: { messageKey: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal?.();
  }, [messageKey]);
  if (messageKey === null) return null;
  return (
    <dialog ref={dialog} className="sign-in-alert" aria-labelledby={`${id}-title`} onClose={onClose}>
      <h2 id={`${id}-title`}>{t('alert.title')}</h2>
      <p>{t(messageKey)}</p>
      <button type="button" className="sign-in-button primary" onClick={onClose} data-testid="alert-close">
        {t('alert.close')}
      </button>
    </dialog>
  );
}
