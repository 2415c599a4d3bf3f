import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import { useTranslation } from 'react-i18next';
import type { User } from '../../api/types';

/** Read-only view of the signed-in user; each value carries a test id for the browser tests. */
export function MeDetails({ me }: { me: User }) {
  const { t } = useTranslation();
  const value = (testId: string, text: string | null) => (
    <span data-testid={testId}>{text || t('profile.notSet')}</span>
  );
  return (
    <KeyValuePairs
      columns={2}
      items={[
        { label: t('profile.name'), value: value('me-name', `${me.firstName} ${me.lastName}`.trim()) },
        { label: t('profile.usertype'), value: value('me-usertype', t(`usertype.${me.usertype}`)) },
        { label: t('profile.email'), value: value('me-email', me.email) },
        { label: t('profile.mobile'), value: value('me-mobile', me.mobile) },
      ]}
    />
  );
}
