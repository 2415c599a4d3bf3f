import Alert from '@cloudscape-design/components/alert';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useTranslation } from 'react-i18next';
import { DriversMap } from './drivers-map';
import { EarningsCards } from './earnings-cards';
import { useBrowserLocation } from './use-browser-location';
import './dashboard.css';

/** Where the map opens when the browser cannot say where it is (not refused: only unreadable). */
const FALLBACK_CENTER = { lat: 40.758, lng: -73.9855 };

/**
 * The dashboard (product.md §2), admin and fleet admin: gross earnings cards and the live map of active
 * drivers, shown only when the browser's location is granted; refused, a red message asks for it.
 */
export default function DashboardPage() {
  const { t } = useTranslation();
  const location = useBrowserLocation();
  return (
    <ContentLayout header={<Header variant="h1">{t('nav.dashboard')}</Header>}>
      <SpaceBetween size="l">
        <EarningsCards />
        {location.state === 'denied' ? (
          <Alert type="error" data-testid="allow-location">
            {t('allow location')}
          </Alert>
        ) : location.state === 'asking' ? (
          <Container>
            <StatusIndicator type="loading">{t('dashboard.locating')}</StatusIndicator>
          </Container>
        ) : (
          <DriversMap center={location.state === 'granted' ? location.point : FALLBACK_CENTER} />
        )}
      </SpaceBetween>
    </ContentLayout>
  );
}
