import { useTranslation } from 'react-i18next';
import type { ApiError } from '../api/api-error';

/** What a public page shows while its data loads or when it failed; null once there is data. */
export function PageStatus({ loading, error }: { loading: boolean; error: ApiError | null }) {
  const { t } = useTranslation();
  if (error) return <p role="alert">{t(error.messageKey)}</p>;
  if (loading) return <p>{t('app.loading')}</p>;
  return null;
}
