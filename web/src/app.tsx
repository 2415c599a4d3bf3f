import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { pageConfig, type AppConfig } from './config/app-config';
import { startTasksReads, TasksPage } from './apps/driver/driver-screens';
import { BookPage, startBookReads } from './apps/rider/rider-screens';
import { AmplifyReady, configureAmplifyOnce, loadAmplify, loadGraphQLAPI } from './config/amplify-once';
import { AppConfigProvider } from './config/app-config-context';
import { LanguageProvider, type InitialLanguages } from './i18n/language-provider';
import { lazyWithPreload, type PreloadableComponent } from './lazy-with-preload';
import type { PublicPagePath } from './public/public-nav';
import { preloadProtectedRoute, protectedRoutes } from './back-office/protected-routes';
import { PROTECTED_ROUTES, type ProtectedRoute } from '@wayfare/shared';

// Each screen is its own chunk; everything Cloudscape is split per route behind AmplifyReady. The public
// pages are prerendered HTML whose script loads their chunks before the app takes the page over
// (preloadFirstScreen), so that never suspends and blanks the page; the apps' first load does not carry them.
const PublicLayout = lazyWithPreload(() => import('./public/public-layout'));
const PUBLIC_PAGE_ROUTES: Record<PublicPagePath, PreloadableComponent<ComponentType<object>>> = {
  '/': lazyWithPreload(() => import('./pages/landing')),
  '/about-us': lazyWithPreload(() => import('./pages/about-us')),
  '/contact-us': lazyWithPreload(() => import('./pages/contact-us')),
  '/privacy-policy': lazyWithPreload(() => import('./pages/privacy-policy')),
};
const BackOfficeShell = lazyWithPreload(() => import('./back-office/back-office-shell'));
const LoginPage = lazyWithPreload(() => import('./pages/login'));
const DevInboxPage = lazy(() => import('./pages/dev-inbox'));
// The rider and driver apps: plain markup, no Cloudscape; MapLibre loads only with a map.
const RiderApp = lazyWithPreload(() => import('./apps/rider/rider-app'));
const DriverApp = lazyWithPreload(() => import('./apps/driver/driver-app'));
// A rider's shared trip, for anyone with the link: no account, the API key.
const SharedTripPage = lazy(() => import('./apps/share/shared-trip-page'));

const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** What the first screen at `path` (within the app's base) renders, as each would load it in turn. */
function firstScreenLoads(path: string): (() => Promise<unknown>)[] {
  if (Object.hasOwn(PUBLIC_PAGE_ROUTES, path))
    return [PublicLayout.preload, PUBLIC_PAGE_ROUTES[path as PublicPagePath].preload];
  // The sign-in's form shows without Amplify, which the page loads after its first paint.
  if (path === '/login') return [PublicLayout.preload, LoginPage.preload];
  // The apps' screens wait for the profile and settings reads as well as for the session; their
  // first screens load beside the frame.
  if (path === '/ride') return [RiderApp.preload, loadAmplify, loadGraphQLAPI, BookPage.preload];
  if (path === '/drive') return [DriverApp.preload, loadAmplify, loadGraphQLAPI, TasksPage.preload];
  if (isUnder(path, '/ride')) return [RiderApp.preload, loadAmplify, loadGraphQLAPI];
  if (isUnder(path, '/drive')) return [DriverApp.preload, loadAmplify, loadGraphQLAPI];
  if (Object.hasOwn(PROTECTED_ROUTES, path)) return [BackOfficeShell.preload, loadAmplify];
  return [];
}

/** The apps' first screens' own reads, started with the profile and settings reads. */
const FIRST_SCREEN_READS: Partial<Record<string, () => Promise<void>>> = {
  '/ride': startBookReads,
  '/drive': startTasksReads,
};

/**
 * Starts the reads the first screen at `path` shows as soon as what they need is in, beside the
 * screen's chunks rather than after its frame's first render: the public frame's settings (the
 * sign-in's form waits for them); in the apps and the back office, once signed in, the profile and
 * the settings (and the apps' first screens' own reads), and on a back-office route its session
 * check's and page's chunks (a visitor who is not signed in is sent to the sign-in and never needs
 * them). Not awaited: a prerendered page is taken over without them, as before.
 */
function startFirstScreenReads(path: string): void {
  if (path === '/login' || Object.hasOwn(PUBLIC_PAGE_ROUTES, path))
    Promise.all([pageConfig(), import('./public/public-settings')])
      .then(([config, { firstPublicSettings }]) => firstPublicSettings.start(config))
      .catch(() => undefined);
  else if (isUnder(path, '/ride') || isUnder(path, '/drive') || Object.hasOwn(PROTECTED_ROUTES, path))
    pageConfig()
      .then(configureAmplifyOnce)
      .then(() => import('./api/session'))
      .then(({ currentSession }) => currentSession())
      .then(async (session) => {
        if (!session) return;
        if (Object.hasOwn(PROTECTED_ROUTES, path)) void preloadProtectedRoute(path as ProtectedRoute);
        const screenReads = FIRST_SCREEN_READS[path]?.();
        const [{ firstMe }, { firstSettings }] = await Promise.all([
          import('./back-office/use-me'),
          import('./hooks/use-settings'),
        ]);
        firstMe.start();
        firstSettings.start();
        await screenReads;
      })
      .catch(() => undefined);
}

/**
 * Loads what the first screen at `path` needs, all at once, while the app reads its configuration:
 * rendered one after another, each would wait for the one before. A prerendered public page awaits
 * it before the app's first render, so taking the page over never suspends and blanks it. Never
 * fails: a chunk that did not come is loaded again as the screen renders.
 */
export async function preloadFirstScreen(path: string): Promise<void> {
  startFirstScreenReads(path);
  await Promise.all(firstScreenLoads(path).map((load) => load())).catch(() => undefined);
}

export function AppRoutes({ config, languages }: { config: AppConfig; languages?: InitialLanguages }) {
  const { t } = useTranslation();
  return (
    <AppConfigProvider config={config}>
      <LanguageProvider config={config} initial={languages}>
        <Suspense fallback={<p>{t('app.loading')}</p>}>
          <Routes>
            <Route element={<PublicLayout />}>
              {Object.entries(PUBLIC_PAGE_ROUTES).map(([path, Page]) => (
                <Route key={path} path={path} element={<Page />} />
              ))}
              <Route path="/login" element={<LoginPage />} />
            </Route>
            <Route path="/ride/*" element={<RiderApp />} />
            <Route
              path="/share/:token"
              element={
                <AmplifyReady config={config}>
                  <SharedTripPage />
                </AmplifyReady>
              }
            />
            <Route path="/drive/*" element={<DriverApp />} />
            <Route
              element={
                <AmplifyReady config={config}>
                  <BackOfficeShell />
                </AmplifyReady>
              }
            >
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
