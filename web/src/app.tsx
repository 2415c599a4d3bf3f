import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import type { AppConfig } from './config/app-config';
import LandingPage from './pages/landing';

// Public pages are imported eagerly and never touch Cloudscape; everything Cloudscape is split per route.
const BackOfficeShell = lazy(() => import('./back-office/back-office-shell'));
const RequireSession = lazy(() => import('./back-office/require-session'));
const LoginPage = lazy(() => import('./pages/login'));
const ProfilePage = lazy(() => import('./pages/profile'));
const DevInboxPage = lazy(() => import('./pages/dev-inbox'));

export function AppRoutes({ config }: { config: AppConfig }) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<p>{t('app.loading')}</p>}>
      <Routes>
        <Route path="/" element={<LandingPage />} />
        <Route element={<BackOfficeShell />}>
          <Route path="/login" element={<LoginPage />} />
          <Route element={<RequireSession />}>
            <Route path="/profile" element={<ProfilePage />} />
          </Route>
          {config.mode === 'local' && config.outboxUrl && (
            <Route path="/dev/inbox" element={<DevInboxPage outboxUrl={config.outboxUrl} />} />
          )}
        </Route>
        {/* SPEC §2: the landing page is also the fallback route. */}
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </Suspense>
  );
}

export function App({ config }: { config: AppConfig }) {
  return (
    <BrowserRouter>
      <AppRoutes config={config} />
    </BrowserRouter>
  );
}
