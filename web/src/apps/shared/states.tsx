import { useTranslation } from 'react-i18next';
import { retryCanCure, type ApiError } from '../../api/api-error';

export function Loading() {
  const { t } = useTranslation();
  return (
    <p role="status" className="wf-muted">
      {t('app.loading')}
    </p>
  );
}

/**
 * An error from the server, in the reader's language (its message key), and Try again where another
 * try can help (retryCanCure).
 */
export function ErrorMessage({
  error,
  values,
  onRetry,
}: {
  error: ApiError | { messageKey: string };
  /** Values the text takes ('{{amount}}'). */
  values?: Record<string, string>;
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="wf-alert">
      <p style={{ margin: 0 }}>{t(error.messageKey, values)}</p>
      {onRetry && retryCanCure(error) && (
        <button type="button" onClick={onRetry}>
          {t('apps.retry')}
        </button>
      )}
    </div>
  );
}

export function Empty({ messageKey }: { messageKey: string }) {
  const { t } = useTranslation();
  return <p className="wf-muted">{t(messageKey)}</p>;
}
