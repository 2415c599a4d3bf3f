import { useTranslation } from 'react-i18next';

/**
 * Says which time zone a page's days and months follow: the operator's (settings.timezone), in
 * which the server counts them, whatever the browser's. The zone's name reads left to right.
 */
export function TimeZoneNote({ zone, testId }: { zone: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <span data-testid={testId}>
      {t('reports.timeZone')} <bdi dir="ltr">{zone}</bdi>
    </span>
  );
}
