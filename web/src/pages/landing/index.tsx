import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSettings, type SettingsState } from '../../hooks/use-settings';

/** Placeholder for the public landing page: plain markup, no Cloudscape, so the first load stays small. */
export default function LandingPage() {
  const { t } = useTranslation();
  return (
    <main>
      <AppName {...useSettings()} />
      <Link to="/login">{t('landing.loginLink')}</Link>
    </main>
  );
}

/** Loaded settings win over a later error (a dropped live-update subscription only stops updates). */
function AppName({ settings, loading, error }: SettingsState) {
  const { t } = useTranslation();
  if (settings) return <h1>{settings.appName}</h1>;
  if (error) return <p role="alert">{t(error.messageKey)}</p>;
  if (loading) return <p>{t('app.loading')}</p>;
  return <h1>{t('No Database Settings found')}</h1>;
}
