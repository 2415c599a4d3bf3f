import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePublicSettings, type PublicSettingsState } from '../../public/public-settings';
import { HeroIllustration } from './hero-illustration';
import { usePageTitle } from '../../i18n/use-page-title';

const FEATURES = ['book', 'track', 'pay', 'deliver'] as const;

/** The landing page (product.md §1): app name, slogan and the way into the apps, feature sections, app-store links from settings. */
export default function LandingPage() {
  const { t } = useTranslation();
  usePageTitle('nav.home');
  const state = usePublicSettings();
  const { settings } = state;
  const stores = [
    { href: settings?.AppleStoreLink, labelKey: 'landing.appStore' },
    { href: settings?.PlayStoreLink, labelKey: 'landing.playStore' },
  ].filter((store): store is { href: string; labelKey: string } => Boolean(store.href?.trim()));
  return (
    <main className="public-main">
      <section className="hero">
        <div className="hero-text">
          <AppName {...state} />
          <p className="slogan">{t('landing.slogan')}</p>
          {/* Into the apps: sign-in comes first when needed, and brings the visitor back here. */}
          <div className="hero-actions">
            <Link className="hero-cta primary" to="/ride" data-testid="book-ride">
              {t('landing.bookRide')}
            </Link>
            <Link className="hero-cta" to="/drive/register" data-testid="drive-with">
              {t('landing.driveWith')}
            </Link>
          </div>
        </div>
        <HeroIllustration label={t('landing.heroAlt')} />
      </section>
      <div className="features">
        {FEATURES.map((feature) => (
          <section key={feature} aria-labelledby={`feature-${feature}`}>
            <h2 id={`feature-${feature}`}>{t(`landing.feature.${feature}.title`)}</h2>
            <p>{t(`landing.feature.${feature}.text`)}</p>
          </section>
        ))}
      </div>
      {stores.length > 0 && (
        <section className="download" aria-labelledby="download-title">
          <h2 id="download-title">{t('landing.download')}</h2>
          <ul>
            {stores.map(({ href, labelKey }) => (
              <li key={labelKey}>
                <a href={href} rel="noopener noreferrer" target="_blank">
                  {t(labelKey)}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </main>
  );
}

/** Loaded settings win over a later error (a dropped live-update subscription only stops updates). */
function AppName({ settings, loading, error }: PublicSettingsState) {
  const { t } = useTranslation();
  if (settings) return <h1>{settings.appName}</h1>;
  if (error) return <p role="alert">{t(error.messageKey)}</p>;
  if (loading) return <p>{t('app.loading')}</p>;
  return <h1>{t('No Database Settings found')}</h1>;
}
