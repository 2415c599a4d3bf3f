import type { SideNavigationProps } from '@cloudscape-design/components/side-navigation';
import { drawerMenuFor, type MenuEntry } from '@wayfare/shared';
import type { TFunction } from 'i18next';
import type { UserType } from '../api/types';

/**
 * The shared drawer menu (product.md §6) as Cloudscape side-navigation items, groups as expanded sections.
 */
export function drawerItems(usertype: UserType, t: TFunction): SideNavigationProps.Item[] {
  const toItem = (entry: MenuEntry): SideNavigationProps.Item =>
    'items' in entry
      ? {
          type: 'section',
          text: t(`nav.group.${entry.id}`),
          defaultExpanded: true,
          items: entry.items.map(toItem),
        }
      : { type: 'link', text: t(`nav.${entry.id}`), href: entry.route };
  return drawerMenuFor(usertype).map(toItem);
}
