import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const COMPONENTS = /^(.*[\\/]@cloudscape-design[\\/]components)[\\/](.+)$/;

/**
 * A Cloudscape module that renders a button dropdown only for a prop the back office never passes.
 * `shownUnder`: the code of `shownIn` that decides it, as published; if a release changes it, the
 * build stops so the change is looked at.
 */
export interface UnusedMenu {
  module: string;
  exported: string;
  prop: string;
  shownIn: string;
  shownUnder: string[];
}

export const UNUSED_MENUS: readonly UnusedMenu[] = [
  {
    // The tables sort on the server by one column.
    module: 'table/header-cell/sort-menu.js',
    exported: 'export function SortMenu(',
    prop: "Table's multiColumnSort",
    shownIn: 'table/header-cell/index.js',
    shownUnder: ['const hasSortMenu = !!multiColumnSort && sortable && !sortingDisabled;'],
  },
  {
    // The frame has no drawers (toolsHide, no `drawers`), so none can overflow.
    module: 'app-layout/drawer/overflow-menu.js',
    exported: 'export default function OverflowMenu(',
    prop: "AppLayout's drawers",
    shownIn: 'app-layout/visual-refresh/drawers.js',
    shownUnder: [
      'splitItems(drawers !== null && drawers !== void 0 ? drawers : undefined, getIndexOfOverflowItem(), activeDrawerId)',
      'splitItems(drawers, VISIBLE_MOBILE_TOOLBAR_TRIGGERS_LIMIT, activeDrawerId)',
    ],
  },
];

/**
 * The module `menu` names, left out: the same export, failing loudly if it ever renders. Given the
 * source that decides when it shows, as installed; throws if that changed, or the export did.
 */
export function menuLeftOut(menu: UnusedMenu, source: string, shownIn: string): string {
  if (!source.includes(menu.exported) || menu.shownUnder.some((code) => !shownIn.includes(code)))
    throw new Error(`Cloudscape's ${menu.module} or ${menu.shownIn} changed: check cloudscapeUnusedMenus`);
  return `${menu.exported}) {
  throw new Error("This build leaves out ${menu.module}, shown only for ${menu.prop} (web/vite/cloudscape-unused-menus.ts)");
}
`;
}

/**
 * Cloudscape's table header cell and app layout each import a menu (a button dropdown with its
 * menus: about 16 kB gzip of JS and CSS on every table page) that they render only for a prop the
 * back office never passes (UNUSED_MENUS). Serves those modules left out (menuLeftOut).
 */
export const cloudscapeUnusedMenus = (): Plugin => ({
  name: 'wayfare:cloudscape-unused-menus',
  enforce: 'pre',
  load(id) {
    const [, root, path] = COMPONENTS.exec(id.split('?')[0]!) ?? [];
    const menu = UNUSED_MENUS.find((candidate) => path?.replaceAll('\\', '/') === candidate.module);
    if (!menu || !root) return null;
    const read = (file: string) => readFileSync(join(root, file), 'utf8');
    return menuLeftOut(menu, read(menu.module), read(menu.shownIn));
  },
});
