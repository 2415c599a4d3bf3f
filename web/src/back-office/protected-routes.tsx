import { PROTECTED_ROUTES, type ProtectedRoute } from '@wayfare/shared';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Route } from 'react-router-dom';
import { usePageTitle } from '../i18n/use-page-title';

const RequireSession = lazy(() => import('./require-session'));

/** The page of each protected route (product.md §2), each its own chunk; a route without one fails tsc. */
const PAGES: Record<ProtectedRoute, LazyExoticComponent<ComponentType>> = {
  '/bookings': lazy(() => import('../pages/bookings')),
  '/dashboard': lazy(() => import('../pages/dashboard')),
  '/driverearning': lazy(() => import('../pages/driverearning')),
  '/earningreports': lazy(() => import('../pages/earningreports')),
  '/profile': lazy(() => import('../pages/profile')),
  '/riders': lazy(() => import('../pages/riders')),
  '/drivers': lazy(() => import('../pages/drivers')),
  '/fleetadmins': lazy(() => import('../pages/fleetadmins')),
  '/alladmin': lazy(() => import('../pages/alladmin')),
  '/cartypes': lazy(() => import('../pages/cartypes')),
  '/cancelreasons': lazy(() => import('../pages/cancelreasons')),
  '/categories': lazy(() => import('../pages/categories')),
  '/products': lazy(() => import('../pages/products')),
  '/notifications': lazy(() => import('../pages/notifications')),
  '/settings': lazy(() => import('../pages/settings')),
  '/appinfo': lazy(() => import('../pages/appinfo')),
  '/languagesetting': lazy(() => import('../pages/languagesetting')),
  '/addtowallet': lazy(() => import('../pages/addtowallet')),
  '/auditlog': lazy(() => import('../pages/auditlog')),
  '/safety': lazy(() => import('../pages/safety')),
  '/withdraws': lazy(() => import('../pages/withdraws')),
  '/promos': lazy(() => import('../pages/promos')),
};

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
