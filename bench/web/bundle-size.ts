/**
 * What each first screen downloads before it can show, gzip-compressed as a CDN serves it: the
 * landing page (prerendered: its HTML and its own script), the rider and driver apps on their first
 * screen, the sign-in page, and the first back-office route.
 * Reads the built `web/dist` and Vite's manifest of it (run `npm run build -w web` first).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Manifest } from 'vite';
import { WEB_APP_SHELL } from '@wayfare/shared';
import { APP_FIRST_SCREENS, filesOf, SIGNED_IN_READS } from '../../web/vite/first-screens';

const dist = join(__dirname, '..', '..', 'web', 'dist');
const manifestFile = join(dist, '.vite', 'manifest.json');

export interface FirstLoad {
  /** Gzip bytes of the scripts and of the stylesheets. */
  js: number;
  css: number;
  files: string[];
}

export interface BundleFigures {
  landing: FirstLoad;
  rider: FirstLoad;
  driver: FirstLoad;
  /** The sign-in page, where a new rider or driver starts on a phone. */
  signIn: FirstLoad;
  backOffice: FirstLoad;
  /** MapLibre (script and worker), which the apps fetch after their first paint. */
  mapLibre: number;
  /** Files the service worker downloads at install (its precache). */
  precache: { files: number; bytes: number };
}

const gzipBytes = (file: string): number => gzipSync(readFileSync(join(dist, file))).length;
export const kB = (bytes: number): string => `${(bytes / 1024).toFixed(1)} kB`;

function firstLoad(manifest: Manifest, keys: string[]): FirstLoad {
  const files = filesOf(manifest, keys);
  const sum = (extension: string) =>
    [...files].filter((file) => file.endsWith(extension)).reduce((total, file) => total + gzipBytes(file), 0);
  return { js: sum('.js'), css: sum('.css'), files: [...files] };
}

/** What the service worker precaches: the `url`s of its `precacheAndRoute` list. */
function precache(): BundleFigures['precache'] {
  const worker = readFileSync(join(dist, 'sw.js'), 'utf8');
  const urls = [...new Set([...worker.matchAll(/url:"([^"]+)"/g)].map((match) => match[1]!))];
  return { files: urls.length, bytes: urls.reduce((total, url) => total + gzipBytes(url), 0) };
}

export function measureBundles(): BundleFigures {
  if (!existsSync(manifestFile)) throw new Error('web/dist is missing: run `npm run build -w web` first.');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  // The prerendered public pages load their own script; every other route the app's shell.
  const publicPage = 'public-page.html';
  const app = WEB_APP_SHELL;
  const mapLibre = Object.values(manifest).filter((chunk) => /maplibre-gl(-worker)?-/.test(chunk.file));
  // The back office's bookings list renders once its first page is read, as the apps' screens
  // (SIGNED_IN_READS). The sign-in loads Amplify after its first paint and needs it only on submit.
  return {
    landing: firstLoad(manifest, [publicPage]),
    rider: firstLoad(manifest, [app, ...APP_FIRST_SCREENS['/ride']]),
    driver: firstLoad(manifest, [app, ...APP_FIRST_SCREENS['/drive']]),
    signIn: firstLoad(manifest, [app, 'src/public/public-layout.tsx', 'src/pages/login/index.tsx']),
    backOffice: firstLoad(manifest, [
      app,
      ...SIGNED_IN_READS,
      'src/back-office/back-office-shell.tsx',
      'src/back-office/require-session.tsx',
      'src/pages/bookings/index.tsx',
    ]),
    mapLibre: mapLibre.reduce((total, chunk) => total + gzipBytes(chunk.file), 0),
    precache: precache(),
  };
}

/** The files of a first load, largest first: where to look when a figure grows. */
export function printFiles(label: string, load: FirstLoad): void {
  console.log(`${label}: ${kB(load.js)} JS + ${kB(load.css)} CSS gzip in ${load.files.length} files`);
  const sized = load.files.map((file) => ({ file, bytes: gzipBytes(file) }));
  sized.sort((a, b) => b.bytes - a.bytes);
  for (const { file, bytes } of sized.slice(0, 8)) console.log(`  ${file.padEnd(52)} ${kB(bytes)}`);
}
