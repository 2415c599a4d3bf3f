import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Manifest, Plugin } from 'vite';
import { WEB_APP_SHELL } from '../../shared/src/config/web-app-config';

/**
 * What a signed-in screen's first read needs: Amplify's configuration (the session check) and its
 * GraphQL API, which the first read loads (`callGraphQL`).
 */
export const SIGNED_IN_READS = ['src/config/configure-amplify.ts', 'src/api/amplify-graphql.ts'] as const;

/**
 * What an app's first screen renders with, beside the shell's own scripts (`preloadFirstScreen` in
 * src/app.tsx loads the same): Amplify's configuration (the session check), its GraphQL API (the
 * profile and settings reads), the app's frame and the screen.
 */
export const APP_FIRST_SCREENS = {
  '/ride': [...SIGNED_IN_READS, 'src/apps/rider/rider-app.tsx', 'src/apps/rider/book-page.tsx'],
  '/drive': [...SIGNED_IN_READS, 'src/apps/driver/driver-app.tsx', 'src/apps/driver/tasks-page.tsx'],
};

/** The files of the source modules' chunks and of everything they import statically, stylesheets included. */
export function filesOf(manifest: Manifest, keys: readonly string[]): Set<string> {
  const files = new Set<string>();
  for (const key of keys) closure(manifest, key, files);
  return files;
}

function closure(manifest: Manifest, key: string, files: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`No chunk for ${key} in the Vite manifest`);
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const dependency of chunk.imports ?? []) closure(manifest, dependency, files);
}

/**
 * The shell with links to every file of the screen's first load that the shell does not name yet:
 * the browser fetches them all as it reads the page, where the app's script would ask for them one
 * dynamic import after another, each link added from script on the main thread.
 */
export function screenShell(
  shell: string,
  manifest: Manifest,
  modules: readonly string[],
  base: string,
): string {
  const links = [...filesOf(manifest, modules)]
    .filter((file) => !shell.includes(`${base}${file}"`))
    .map((file) =>
      file.endsWith('.css')
        ? `<link rel="preload" as="style" crossorigin href="${base}${file}">`
        : `<link rel="modulepreload" crossorigin href="${base}${file}">`,
    );
  if (!shell.includes('</head>')) throw new Error(`${WEB_APP_SHELL} has no </head>`);
  return shell.replace('</head>', `\n    ${links.join('\n    ')}\n  </head>`);
}

/**
 * Writes `ride/index.html` and `drive/index.html`: the shell, naming its screen's whole first load.
 * A page address asks for its folder's index.html on the twin and behind CloudFront alike (as the
 * prerendered public pages do); deeper app routes keep the plain shell.
 */
export function appScreenShells(): Plugin {
  let outDir = '';
  let base = '/';
  return {
    name: 'wayfare-app-screen-shells',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      base = config.base;
    },
    writeBundle: {
      sequential: true,
      handler() {
        const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
        const shell = readFileSync(join(outDir, WEB_APP_SHELL), 'utf8');
        for (const [path, modules] of Object.entries(APP_FIRST_SCREENS)) {
          const file = join(outDir, path, 'index.html');
          mkdirSync(dirname(file), { recursive: true });
          writeFileSync(file, screenShell(shell, manifest, modules, base));
        }
      },
    },
  };
}
