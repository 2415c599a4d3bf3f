import { useTranslation } from 'react-i18next';
import { PageStatus } from '../../public/page-status';
import { usePublicSettings } from '../../public/public-settings';
import { useAppInfo } from '../../public/use-app-info';
import { usePageTitle } from '../../i18n/use-page-title';

/** Privacy policy: the app info's policy text, then the company terms from settings. */
export default function PrivacyPolicyPage() {
  const { t } = useTranslation();
  usePageTitle('privacy.title');
  const { appInfo, loading, error } = useAppInfo();
  const { settings } = usePublicSettings();
  return (
    <main className="public-main">
      <article className="public-page">
        <h1>{t('privacy.title')}</h1>
        <PageStatus loading={loading} error={error} />
        {appInfo && <p>{appInfo.privacyPolicy}</p>}
        {settings?.CompanyTerms && (
          <section aria-labelledby="company-terms">
            <h2 id="company-terms">{t('privacy.terms')}</h2>
            <p>{settings.CompanyTerms}</p>
          </section>
        )}
      </article>
    </main>
  );
}
