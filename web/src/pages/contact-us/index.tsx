import { useTranslation } from 'react-i18next';
import { PageStatus } from '../../public/page-status';
import { usePublicSettings } from '../../public/public-settings';
import { SocialLinks } from '../../public/social-links';
import { usePageTitle } from '../../i18n/use-page-title';

/**
 * Contact page (product.md §2): company name, address, contact e-mail, phone and social links from settings.
 */
export default function ContactUsPage() {
  const { t } = useTranslation();
  usePageTitle('contact.title');
  const { settings, loading, error } = usePublicSettings();
  return (
    <main className="public-main">
      <article className="public-page">
        <h1>{t('contact.title')}</h1>
        <PageStatus loading={loading && !settings} error={settings ? null : error} />
        {!loading && !error && !settings && <p>{t('No Database Settings found')}</p>}
        {settings && (
          <>
            <dl className="contact-details">
              <dt>{t('contact.company')}</dt>
              <dd>{settings.CompanyName}</dd>
              <dt>{t('contact.address')}</dt>
              <dd>{settings.CompanyAddress}</dd>
              {settings.contact_email && (
                <>
                  <dt>{t('contact.email')}</dt>
                  <dd>
                    <a href={`mailto:${settings.contact_email}`}>{settings.contact_email}</a>
                  </dd>
                </>
              )}
              <dt>{t('contact.phone')}</dt>
              <dd>
                <a href={`tel:${settings.CompanyPhone.replace(/\s+/g, '')}`} dir="ltr">
                  {settings.CompanyPhone}
                </a>
              </dd>
            </dl>
            <SocialLinks settings={settings} />
          </>
        )}
      </article>
    </main>
  );
}
