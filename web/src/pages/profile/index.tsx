import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Flashbar from '@cloudscape-design/components/flashbar';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { useBackOffice } from '../../back-office/back-office-context';
import { useNotifications } from '../../back-office/use-notifications';
import { ProfileForm } from './profile-form';

/** The signed-in user's own profile (product.md §2): editable names, contacts, language and photo. */
export default function ProfilePage() {
  const { t } = useTranslation();
  const { me, reloadMe, signOut } = useBackOffice();
  const { items, notify } = useNotifications();

  return (
    <ContentLayout
      header={
        <SpaceBetween size="m">
          <Header
            variant="h1"
            actions={
              <Button onClick={() => void signOut()} nativeButtonAttributes={{ 'data-testid': 'sign-out' }}>
                {t('profile.signOut')}
              </Button>
            }
          >
            {t('profile.title')}
          </Header>
          <Flashbar items={items} />
        </SpaceBetween>
      }
    >
      <ProfileForm
        // A fresh form after each save, so it starts from what the server stored.
        key={`${me.uid}:${me.firstName}:${me.lastName}:${me.email}:${me.mobile}:${me.profile_image}`}
        me={me}
        onSaved={async () => {
          notify('success', 'profile updated');
          await reloadMe();
        }}
        onFailed={(messageKey) => notify('error', messageKey)}
        onContactSaved={async () => {
          notify('success', 'profileContact.saved');
          await reloadMe();
        }}
      />
    </ContentLayout>
  );
}
