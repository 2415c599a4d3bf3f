import { readFileSync } from 'node:fs';
import { rewriteDependency } from './rewrite-dependency';

const APP_LAYOUT_INTERNAL = /[\\/]@cloudscape-design[\\/]components[\\/]app-layout[\\/]internal\.js$/;
const ENVIRONMENT = '/@cloudscape-design/components/internal/environment.js';

/** What the published `app-layout/internal.js` picks between at run time: the three designs. */
const DESIGN_IMPORTS = [
  "import ClassicAppLayout from './classic';",
  "import RefreshedAppLayout from './visual-refresh';",
  "import ToolbarAppLayout from './visual-refresh-toolbar';",
];

/** The same component with the one design this build can render. */
const REFRESHED_ONLY = `import React from 'react';
import RefreshedAppLayout from './visual-refresh';
export const AppLayoutInternal = React.forwardRef((props, ref) =>
  React.createElement(RefreshedAppLayout, { ref: ref, ...props }));
`;

/**
 * Cloudscape's app layout chooses its design while it renders: classic, unless the package is
 * always visual refresh (the published one is: `ALWAYS_VISUAL_REFRESH`); then the console toolbar
 * if a global flag that only AWS consoles set asks for it, else the visual refresh design. A
 * bundler cannot see through those checks, so every back-office page carried all three designs
 * (the toolbar's with its drag-and-drop drawers). Given the source of `app-layout/internal.js` and
 * of `internal/environment.js`, returns the module that renders the visual refresh design only,
 * or throws if a Cloudscape release changed either, so the change is looked at.
 */
export function refreshedAppLayoutOnly(internal: string, environment: string): string {
  if (!/ALWAYS_VISUAL_REFRESH = true;/.test(environment))
    throw new Error('Cloudscape is no longer always visual refresh: check cloudscapeAppLayout');
  const missing = DESIGN_IMPORTS.filter((line) => !internal.includes(line));
  if (missing.length > 0 || !internal.includes('export const AppLayoutInternal'))
    throw new Error(
      `Cloudscape's app-layout/internal.js changed (${missing.join(' ')}): check cloudscapeAppLayout`,
    );
  return REFRESHED_ONLY;
}

/** Serves Cloudscape's app layout with only the design the back office renders (refreshedAppLayoutOnly). */
export const cloudscapeAppLayout = () =>
  rewriteDependency('wayfare:cloudscape-app-layout', APP_LAYOUT_INTERNAL, (file) =>
    refreshedAppLayoutOnly(
      readFileSync(file, 'utf8'),
      readFileSync(file.replace(APP_LAYOUT_INTERNAL, ENVIRONMENT), 'utf8'),
    ),
  );
