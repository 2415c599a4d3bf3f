import { useTranslation } from 'react-i18next';
import { PageStatus } from '../../public/page-status';
import { usePublicSettings } from '../../public/public-settings';
import { useAppInfo } from '../../public/use-app-info';
import { usePageTitle } from '../../i18n/use-page-title';

/** About us: the operator's own text from app info, with the company's name and website. */
export default function AboutUsPage() {
  const { t } = useTranslation();
  usePageTitle('about.title');
  const { appInfo, loading, error } = useAppInfo();
  const { settings } = usePublicSettings();
  return (
    <main className="public-main">
      <article className="public-page">
        <h1>{t('about.title')}</h1>
        <PageStatus loading={loading} error={error} />
        {appInfo && <p>{appInfo.aboutUs}</p>}
        {!loading && !error && !appInfo && <p>{t('about.empty')}</p>}
        {settings?.CompanyWebsite && (
          <p>
            {settings.CompanyName}: <a href={settings.CompanyWebsite}>{settings.CompanyWebsite}</a>
          </p>
        )}
      </article>
    </main>
  );
}
