import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import type { AppConfig } from './config/app-config';
import { AmplifyReady } from './config/amplify-once';
import { AppConfigProvider } from './config/app-config-context';
import { LanguageProvider, type InitialLanguages } from './i18n/language-provider';
import LandingPage from './pages/landing';
import PublicLayout from './public/public-layout';
import { protectedRoutes } from './back-office/protected-routes';

// The landing page and the public frame are in the first load; they use neither Cloudscape nor Amplify.
// Other public pages are small chunks; everything Cloudscape is split per route behind AmplifyReady.
const AboutUsPage = lazy(() => import('./pages/about-us'));
const ContactUsPage = lazy(() => import('./pages/contact-us'));
const PrivacyPolicyPage = lazy(() => import('./pages/privacy-policy'));
const BackOfficeShell = lazy(() => import('./back-office/back-office-shell'));
const LoginPage = lazy(() => import('./pages/login'));
const DevInboxPage = lazy(() => import('./pages/dev-inbox'));
// The rider and driver apps: plain markup, no Cloudscape; MapLibre loads only with a map.
const RiderApp = lazy(() => import('./apps/rider/rider-app'));
const DriverApp = lazy(() => import('./apps/driver/driver-app'));
// A rider's shared trip, for anyone with the link: no account, the API key.
const SharedTripPage = lazy(() => import('./apps/share/shared-trip-page'));

export function AppRoutes({ config, languages }: { config: AppConfig; languages?: InitialLanguages }) {
  const { t } = useTranslation();
  return (
    <AppConfigProvider config={config}>
      <LanguageProvider config={config} initial={languages}>
        <Suspense fallback={<p>{t('app.loading')}</p>}>
          <Routes>
            <Route element={<PublicLayout />}>
              <Route path="/" element={<LandingPage />} />
              <Route path="/about-us" element={<AboutUsPage />} />
              <Route path="/contact-us" element={<ContactUsPage />} />
              <Route path="/privacy-policy" element={<PrivacyPolicyPage />} />
            </Route>
            <Route
              path="/ride/*"
              element={
                <AmplifyReady config={config}>
                  <RiderApp />
                </AmplifyReady>
              }
            />
            <Route
              path="/share/:token"
              element={
                <AmplifyReady config={config}>
                  <SharedTripPage />
                </AmplifyReady>
              }
            />
            <Route
              path="/drive/*"
              element={
                <AmplifyReady config={config}>
                  <DriverApp />
                </AmplifyReady>
              }
            />
            <Route
              element={
                <AmplifyReady config={config}>
                  <BackOfficeShell />
                </AmplifyReady>
              }
            >
              <Route path="/login" element={<LoginPage />} />
              {protectedRoutes()}
              {config.mode === 'local' && config.outboxUrl && (
                <Route path="/dev/inbox" element={<DevInboxPage outboxUrl={config.outboxUrl} />} />
              )}
            </Route>
            {/* product.md §2: the landing page is also the fallback route. */}
            <Route path="*" element={<Navigate to="/" replace />} />
          </Routes>
        </Suspense>
      </LanguageProvider>
    </AppConfigProvider>
  );
}

/** `basename`: the language prefix of a prerendered public page's address (`/ar`), if any. */
export function App({
  config,
  basename,
  languages,
}: {
  config: AppConfig;
  basename?: string;
  languages?: InitialLanguages;
}) {
  return (
    <BrowserRouter basename={basename}>
      <AppRoutes config={config} languages={languages} />
    </BrowserRouter>
  );
}
