import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';

/** A back-office route whose feature has not been built yet: the frame, its title, and an honest sentence. */
export default function NotAvailablePage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <ContentLayout header={<Header variant="h1">{t(`nav.${pathname.slice(1)}`)}</Header>}>
      <Container>
        <Box textAlign="center" color="text-body-secondary" padding="xxl" data-testid="not-available">
          {t('backOffice.notAvailable')}
        </Box>
      </Container>
    </ContentLayout>
  );
}
