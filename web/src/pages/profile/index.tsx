import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Spinner from '@cloudscape-design/components/spinner';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { signOut } from '../../api/auth';
import { BackOfficeLayout } from '../../back-office/back-office-layout';
import { MeDetails } from './me-details';
import { useMe, type MeState } from './use-me';

export default function ProfilePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOutAndLeave = async () => {
    await signOut().catch(() => undefined); // local tokens are cleared even if revoking fails
    navigate('/login');
  };

  return (
    <BackOfficeLayout>
      <ContentLayout
        header={
          <Header
            variant="h1"
            actions={
              <Button
                onClick={() => void signOutAndLeave()}
                nativeButtonAttributes={{ 'data-testid': 'sign-out' }}
              >
                {t('profile.signOut')}
              </Button>
            }
          >
            {t('profile.title')}
          </Header>
        }
      >
        <Container>
          <ProfileContent {...useMe()} />
        </Container>
      </ContentLayout>
    </BackOfficeLayout>
  );
}

function ProfileContent({ me, loading, error }: MeState) {
  const { t } = useTranslation();
  if (loading) return <Spinner size="large" />;
  if (error) return <Alert type="error">{t(error.messageKey)}</Alert>;
  if (!me) return <Alert type="info">{t('profile.noProfile')}</Alert>;
  return <MeDetails me={me} />;
}
