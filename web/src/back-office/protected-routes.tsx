import { PROTECTED_ROUTES, type ProtectedRoute } from '@wayfare/shared';
import type { ComponentType } from 'react';
import { Route } from 'react-router-dom';
import { usePageTitle } from '../i18n/use-page-title';
import { lazyWithPreload, type PreloadableComponent } from '../lazy-with-preload';

const RequireSession = lazyWithPreload(() => import('./require-session'));

/** The page of each protected route (product.md §2), each its own chunk; a route without one fails tsc. */
const PAGES: Record<ProtectedRoute, PreloadableComponent<ComponentType>> = {
  '/bookings': lazyWithPreload(() => import('../pages/bookings')),
  '/dashboard': lazyWithPreload(() => import('../pages/dashboard')),
  '/driverearning': lazyWithPreload(() => import('../pages/driverearning')),
  '/earningreports': lazyWithPreload(() => import('../pages/earningreports')),
  '/profile': lazyWithPreload(() => import('../pages/profile')),
  '/riders': lazyWithPreload(() => import('../pages/riders')),
  '/drivers': lazyWithPreload(() => import('../pages/drivers')),
  '/fleetadmins': lazyWithPreload(() => import('../pages/fleetadmins')),
  '/alladmin': lazyWithPreload(() => import('../pages/alladmin')),
  '/cartypes': lazyWithPreload(() => import('../pages/cartypes')),
  '/cancelreasons': lazyWithPreload(() => import('../pages/cancelreasons')),
  '/categories': lazyWithPreload(() => import('../pages/categories')),
  '/products': lazyWithPreload(() => import('../pages/products')),
  '/notifications': lazyWithPreload(() => import('../pages/notifications')),
  '/settings': lazyWithPreload(() => import('../pages/settings')),
  '/appinfo': lazyWithPreload(() => import('../pages/appinfo')),
  '/languagesetting': lazyWithPreload(() => import('../pages/languagesetting')),
  '/addtowallet': lazyWithPreload(() => import('../pages/addtowallet')),
  '/auditlog': lazyWithPreload(() => import('../pages/auditlog')),
  '/safety': lazyWithPreload(() => import('../pages/safety')),
  '/withdraws': lazyWithPreload(() => import('../pages/withdraws')),
  '/promos': lazyWithPreload(() => import('../pages/promos')),
};

/**
 * Loads the session check's and the route's page's chunks, for a signed-in first visit: beside the
 * profile and settings reads the check waits for, instead of one after the other as they render.
 */
export async function preloadProtectedRoute(path: ProtectedRoute): Promise<void> {
  await Promise.all([RequireSession.preload(), PAGES[path].preload()]);
}

/** A protected route's page, the tab named as its menu entry (`nav.<route>`). */
function RoutePage({ path }: { path: ProtectedRoute }) {
  usePageTitle(`nav.${path.slice(1)}`);
  const Page = PAGES[path];
  return <Page />;
}

/** The protected routes, all behind the session and permission check; render inside <Routes>. */
export function protectedRoutes() {
  return (
    <Route element={<RequireSession />}>
      {(Object.keys(PROTECTED_ROUTES) as ProtectedRoute[]).map((path) => (
        <Route key={path} path={path} element={<RoutePage path={path} />} />
      ))}
    </Route>
  );
}
