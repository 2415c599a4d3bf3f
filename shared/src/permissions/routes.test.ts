import { USER_TYPES, type UserType } from '../entities/user';
import { drawerMenuFor, menuRoutes } from './drawer-menu';
import { landingRouteFor, PROTECTED_ROUTES, resolveRoute, type ProtectedRoute } from './routes';

const adminOnly: ProtectedRoute[] = [
  '/categories',
  '/products',
  '/cancelreasons',
  '/promos',
  '/riders',
  '/alladmin',
  '/fleetadmins',
  '/notifications',
  '/earningreports',
  '/addtowallet',
  '/withdraws',
  '/settings',
  '/appinfo',
  '/languagesetting',
  '/cartypes',
  '/auditlog',
];

describe('routes (product.md §2)', () => {
  const table: [ProtectedRoute, UserType[]][] = [
    ['/bookings', ['rider', 'admin', 'driver', 'fleetadmin']],
    ['/profile', ['rider', 'admin', 'driver', 'fleetadmin']],
    ['/dashboard', ['admin', 'fleetadmin']],
    ['/drivers', ['admin', 'fleetadmin']],
    ['/driverearning', ['admin', 'fleetadmin']],
    ['/safety', ['admin', 'fleetadmin']],
    ...adminOnly.map((route): [ProtectedRoute, UserType[]] => [route, ['admin']]),
  ];

  it('protects exactly the listed routes', () => {
    expect(Object.keys(PROTECTED_ROUTES).sort()).toEqual(table.map(([route]) => route).sort());
  });

  it.each(table)('%s is shown to %p, others go to /login', (route, permitted) => {
    for (const usertype of USER_TYPES) {
      expect(resolveRoute(route, usertype)).toEqual(
        permitted.includes(usertype) ? { kind: 'show', path: route } : { kind: 'redirect', to: '/login' },
      );
    }
    expect(resolveRoute(route, undefined)).toEqual({ kind: 'redirect', to: '/login' });
  });

  it.each(['/', '/about-us', '/contact-us', '/privacy-policy', '/login'])('%s is public', (route) => {
    expect(resolveRoute(route, undefined)).toEqual({ kind: 'show', path: route });
  });

  it.each(['/nowhere', '/bookings/1', '/Bookings'])('%s falls back to the landing page', (route) => {
    expect(resolveRoute(route, 'admin')).toEqual({ kind: 'redirect', to: '/' });
  });

  it.each<[UserType, string]>([
    ['admin', '/dashboard'],
    ['fleetadmin', '/dashboard'],
    ['driver', '/drive'],
    ['rider', '/ride'],
  ])('after sign-in %s lands on %s', (usertype, route) => {
    expect(landingRouteFor(usertype)).toBe(route);
  });
});

describe('drawer menu (product.md §6)', () => {
  it.each<[UserType, ProtectedRoute[]]>([
    ['rider', ['/bookings', '/profile']],
    ['driver', ['/bookings', '/profile']],
    ['fleetadmin', ['/dashboard', '/bookings', '/drivers', '/driverearning', '/safety', '/profile']],
  ])('%s sees %p', (usertype, routes) => {
    expect(menuRoutes(drawerMenuFor(usertype))).toEqual(routes);
  });

  it('gives admins the dashboard, bookings, users, wallet and settings groups and the admin pages', () => {
    const menu = drawerMenuFor('admin');
    const groups = Object.fromEntries(
      menu.flatMap((entry) => ('items' in entry ? [[entry.id, entry.items.map(({ route }) => route)]] : [])),
    );
    expect(groups).toEqual({
      users: ['/riders', '/drivers', '/fleetadmins', '/alladmin'],
      wallet: ['/earningreports', '/driverearning', '/addtowallet', '/withdraws'],
      settings: ['/appinfo', '/settings', '/languagesetting', '/cartypes'],
    });
    expect(menuRoutes(menu).sort()).toEqual(Object.keys(PROTECTED_ROUTES).sort());
  });

  it.each(USER_TYPES)('leads %s only to permitted routes', (usertype) => {
    for (const route of menuRoutes(drawerMenuFor(usertype))) {
      expect(resolveRoute(route, usertype)).toEqual({ kind: 'show', path: route });
    }
  });
});
