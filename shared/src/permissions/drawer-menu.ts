import type { UserType } from '../entities/user';
import type { ProtectedRoute } from './routes';

export interface MenuLink {
  id: string;
  route: ProtectedRoute;
}

export interface MenuGroup {
  id: 'users' | 'wallet' | 'settings';
  items: MenuLink[];
}

export type MenuEntry = MenuLink | MenuGroup;

const link = (route: ProtectedRoute): MenuLink => ({ id: route.slice(1), route });

/**
 * The back-office drawer per user type (product.md §6). Admins also get driver earnings, in the wallet
 * group: the route permits them and nothing else would lead there.
 */
export function drawerMenuFor(usertype: UserType): MenuEntry[] {
  switch (usertype) {
    case 'admin':
      return [
        link('/dashboard'),
        link('/bookings'),
        { id: 'users', items: [link('/riders'), link('/drivers'), link('/fleetadmins'), link('/alladmin')] },
        link('/categories'),
        link('/products'),
        link('/cancelreasons'),
        {
          id: 'wallet',
          items: [link('/earningreports'), link('/driverearning'), link('/addtowallet'), link('/withdraws')],
        },
        {
          id: 'settings',
          items: [link('/appinfo'), link('/settings'), link('/languagesetting'), link('/cartypes')],
        },
        link('/promos'),
        link('/notifications'),
        link('/safety'),
        link('/auditlog'),
        link('/profile'),
      ];
    case 'fleetadmin':
      return [
        link('/dashboard'),
        link('/bookings'),
        link('/drivers'),
        link('/driverearning'),
        link('/safety'),
        link('/profile'),
      ];
    case 'driver':
    case 'rider':
      return [link('/bookings'), link('/profile')];
  }
}

/** The routes a menu leads to, groups flattened. */
export const menuRoutes = (entries: readonly MenuEntry[]): ProtectedRoute[] =>
  entries.flatMap((entry) => ('items' in entry ? entry.items.map(({ route }) => route) : [entry.route]));
