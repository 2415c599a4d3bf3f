import { useTranslation } from 'react-i18next';
import { PublicNavLinks } from './public-nav-links';
import { usePublicSettings } from './public-settings';
import { SocialLinks } from './social-links';

/** A company name's own closing full stop ('… Inc.'), which the sentence's full stop replaces. */
const withoutFinalStop = (name: string): string => name.replace(/\.$/, '');

/** Navigation, social links and the copyright year, computed from today's date (product.md §9). */
export function PublicFooter({ today = new Date() }: { today?: Date }) {
  const { t } = useTranslation();
  const { settings } = usePublicSettings();
  // No sentence without its name: while the settings load, or if they name no one, no copyright line.
  const company = settings?.CompanyName ?? settings?.appName;
  return (
    <footer className="public-footer">
      <nav aria-label={t('nav.footer')}>
        <PublicNavLinks />
      </nav>
      <SocialLinks settings={settings} />
      {company && (
        <p className="copyright">
          {t('footer.copyright', { year: today.getFullYear(), company: withoutFinalStop(company) })}
        </p>
      )}
    </footer>
  );
}
