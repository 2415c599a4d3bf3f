import './public-site.css';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { enPublic } from '@wayfare/shared/src/i18n/texts/en-public';
import { useAppConfig } from '../config/app-config-context';
import { addAreaTexts } from '../i18n/area-texts';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';
import { PublicSettingsProvider } from './public-settings';

/** The frame of the public pages: plain markup and one small stylesheet, no Cloudscape. */
export default function PublicLayout() {
  addAreaTexts(enPublic);
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // A new page starts at its top, as a full page load would.
  useEffect(() => {
    if (window.scrollY !== 0) window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <PublicSettingsProvider config={useAppConfig()}>
      <div className="public-site">
        <PublicHeader />
        <Suspense fallback={<p className="public-main">{t('app.loading')}</p>}>
          <Outlet />
        </Suspense>
        <PublicFooter />
      </div>
    </PublicSettingsProvider>
  );
}
