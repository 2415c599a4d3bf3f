import type { UserType } from '../entities/user';

export const PUBLIC_ROUTES = ['/', '/about-us', '/contact-us', '/privacy-policy', '/login'] as const;

const EVERYONE: readonly UserType[] = ['rider', 'admin', 'driver', 'fleetadmin'];
const MANAGERS: readonly UserType[] = ['admin', 'fleetadmin'];
const ADMIN: readonly UserType[] = ['admin'];

/** Back-office routes (exact match) and the user types permitted on each (product.md §2). */
export const PROTECTED_ROUTES = {
  '/bookings': EVERYONE,
  '/profile': EVERYONE,
  '/dashboard': MANAGERS,
  '/drivers': MANAGERS,
  '/driverearning': MANAGERS,
  '/categories': ADMIN,
  '/products': ADMIN,
  '/cancelreasons': ADMIN,
  '/promos': ADMIN,
  '/riders': ADMIN,
  '/alladmin': ADMIN,
  '/fleetadmins': ADMIN,
  '/notifications': ADMIN,
  '/earningreports': ADMIN,
  '/addtowallet': ADMIN,
  '/withdraws': ADMIN,
  '/settings': ADMIN,
  '/appinfo': ADMIN,
  '/languagesetting': ADMIN,
  // product.md §6: admins edit car types, though §2 names no route; it sits in the settings group.
  '/cartypes': ADMIN,
  // Issue #20: every back-office change, for the operator's admins only (docs/back-office.md).
  '/auditlog': ADMIN,
  // Issue 23: SOS alerts; a fleet admin sees its own drivers' trips (docs/trips.md, "SOS").
  '/safety': MANAGERS,
} as const satisfies Record<string, readonly UserType[]>;

export type ProtectedRoute = keyof typeof PROTECTED_ROUTES;

const isProtectedRoute = (path: string): path is ProtectedRoute => Object.hasOwn(PROTECTED_ROUTES, path);

export type RouteDecision = { kind: 'show'; path: string } | { kind: 'redirect'; to: '/login' | '/' };

/**
 * Where a path leads for a signed-in user type (undefined when signed out): protected routes need
 * a permitted user type, else /login; unknown paths fall back to the landing page (product.md §2).
 */
export function resolveRoute(path: string, usertype: UserType | undefined): RouteDecision {
  if ((PUBLIC_ROUTES as readonly string[]).includes(path)) return { kind: 'show', path };
  if (!isProtectedRoute(path)) return { kind: 'redirect', to: '/' };
  const permitted: readonly UserType[] = PROTECTED_ROUTES[path];
  return usertype !== undefined && permitted.includes(usertype)
    ? { kind: 'show', path }
    : { kind: 'redirect', to: '/login' };
}

/**
 * After sign-in: admin and fleetadmin to /dashboard (product.md §2); a driver to the driver app and a
 * rider to the rider app's booking screen, since riders and drivers use Wayfare from their phones.
 */
export function landingRouteFor(usertype: UserType): '/dashboard' | '/drive' | '/ride' {
  if (usertype === 'admin' || usertype === 'fleetadmin') return '/dashboard';
  return usertype === 'driver' ? '/drive' : '/ride';
}
