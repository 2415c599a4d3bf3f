import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error';
import { grossEarnings, type GrossEarnings } from '../../api/earnings';
import { formatAmount } from '../../apps/shared/money-format';
import { useBackOffice } from '../../back-office/back-office-context';
import { TimeZoneNote } from '../../back-office/time-zone-note';

const CARDS = [
  ['today', 'dashboard.today'],
  ['thisMonth', 'dashboard.thisMonth'],
  ['total', 'dashboard.total'],
] as const;

/**
 * Gross earnings today, this month and in total (product.md §2, §9), in the settings' currency and decimals.
 */
export function EarningsCards() {
  const { t } = useTranslation();
  const { settings } = useBackOffice();
  const [earnings, setEarnings] = useState<GrossEarnings | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let active = true;
    grossEarnings().then(
      (read) => active && setEarnings(read),
      (failure: unknown) =>
        active && setError(failure instanceof ApiError ? failure.messageKey : 'errors.internal'),
    );
    return () => {
      active = false;
    };
  }, []);

  return (
    <Container
      header={
        <Header
          variant="h2"
          description={
            <>
              {t('dashboard.grossEarningsDescription')}{' '}
              <TimeZoneNote zone={settings.timezone} testId="earnings-time-zone" />
            </>
          }
        >
          {t('dashboard.grossEarnings')}
        </Header>
      }
    >
      {error ? (
        <StatusIndicator type="error">{t(error)}</StatusIndicator>
      ) : (
        <ColumnLayout columns={3} variant="text-grid">
          {CARDS.map(([field, labelKey]) => (
            <div key={field} data-testid={`earnings-${field}`}>
              <Box variant="awsui-key-label">{t(labelKey)}</Box>
              <Box fontSize="display-l" fontWeight="bold">
                {earnings ? (
                  formatAmount(earnings[field], settings)
                ) : (
                  <StatusIndicator type="loading">{t('app.loading')}</StatusIndicator>
                )}
              </Box>
            </div>
          ))}
        </ColumnLayout>
      )}
    </Container>
  );
}
