import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { textsVersion } from '../shared/src/i18n/texts-version';
import { ENGLISH_TEXTS } from '../shared/src/i18n/texts/english';
import { WEB_APP_SHELL } from '../shared/src/config/web-app-config';
import { VitePWA } from 'vite-plugin-pwa';
import { PRERENDERED_LANGUAGES, PRERENDERED_PATHS } from './src/prerender/public-pages';
import { amplifyConfigParser } from './vite/amplify-config-parser';
import { amplifyGraphQLText } from './vite/amplify-graphql-text';
import { cloudscapeAppLayout } from './vite/cloudscape-app-layout';
import { cloudscapeFontFiles } from './vite/cloudscape-font-files';
import { cloudscapeIcons } from './vite/cloudscape-icons';
import { cloudscapeUnusedMenus } from './vite/cloudscape-unused-menus';
import { cloudscapeTheme } from './vite/cloudscape-theme';
import { appScreenShells } from './vite/first-screens';
import { graphqlDocuments } from './vite/graphql-documents';
import { icuParserLeftOut } from './vite/icu-parser-left-out';
import { prerenderPublicPages } from './vite/prerender-public-pages';

/**
 * The rider and driver apps are installable (docs/apps.md): a web manifest and a service worker.
 * The worker precaches the app's shell (app.html) and icons. Other hashed chunks (scripts, styles, fonts) are cached as they are first used,
 * so installing downloads neither the back office nor the map. The API, the runtime config and the
 * twin's dev pages always go to the network.
 */
const pwa = VitePWA({
  registerType: 'autoUpdate',
  injectRegister: 'script-defer',
  includeAssets: ['icon.svg'],
  manifest: {
    name: 'Wayfare',
    short_name: 'Wayfare',
    description: 'Rides and deliveries, one tap away.',
    start_url: '/ride',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: '#0f2a3d',
    theme_color: '#0f2a3d',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
    shortcuts: [
      { name: 'Book a ride', url: '/ride' },
      { name: 'Drive', url: '/drive' },
    ],
  },
  workbox: {
    globPatterns: ['app.html', '*.{svg,png}'],
    // The single-page app's shell answers its routes offline; the prerendered public pages go to the
    // network (and the browser's cache), so they stay what the build wrote.
    navigateFallback: '/app.html',
    navigateFallbackDenylist: [
      /^\/amplify-config\.json/,
      /^\/graphql/,
      /^\/outbox/,
      /^\/dev\//,
      new RegExp(`^(/(${PRERENDERED_LANGUAGES.join('|')}))?(${PRERENDERED_PATHS.join('|')})$`),
    ],
    runtimeCaching: [
      {
        urlPattern: ({ url, sameOrigin }) =>
          sameOrigin && url.pathname.startsWith('/assets/') && /\.(js|css|woff2)$/.test(url.pathname),
        handler: 'CacheFirst',
        options: { cacheName: 'wayfare-scripts', expiration: { maxEntries: 200 } },
      },
    ],
  },
});

// `public/amplify-config.json` is not committed: the twin or the cloud deploy writes it beside the build.
export default defineConfig(async () => ({
  // The bundled English's version: the app reads the operator's English only when it differs.
  define: { __ENGLISH_TEXTS_VERSION__: JSON.stringify(await textsVersion(ENGLISH_TEXTS)) },
  plugins: [
    graphqlDocuments(),
    amplifyConfigParser(),
    amplifyGraphQLText(),
    react(),
    cloudscapeFontFiles(),
    cloudscapeAppLayout(),
    cloudscapeUnusedMenus(),
    cloudscapeIcons(fileURLToPath(new URL('./src', import.meta.url))),
    cloudscapeTheme(),
    icuParserLeftOut(),
    prerenderPublicPages(),
    appScreenShells(),
    pwa,
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The manifest (dist/.vite, never served) tells `npm run bench:web` which files each screen loads.
    manifest: true,
    // app.html: the single-page app's shell; public-page.html: the template of the prerendered pages.
    rollupOptions: {
      input: {
        app: fileURLToPath(new URL(WEB_APP_SHELL, import.meta.url)),
        'public-page': fileURLToPath(new URL('public-page.html', import.meta.url)),
      },
    },
  },
}));
