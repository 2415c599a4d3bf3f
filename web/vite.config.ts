import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { cloudscapeFontFiles } from './vite/cloudscape-font-files';

/**
 * The rider and driver apps are installable (docs/apps.md): a web manifest and a service worker.
 * The worker precaches only what a first visit already fetched: the shell (index.html, the entry's
 * styles, icons). Other hashed chunks (scripts, styles, fonts) are cached as they are first used,
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
    globPatterns: ['index.html', '*.{svg,png}', 'assets/index-*.css'],
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/amplify-config\.json/, /^\/graphql/, /^\/outbox/, /^\/dev\//],
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
export default defineConfig({
  plugins: [react(), cloudscapeFontFiles(), pwa],
  // The manifest (dist/.vite, never served) tells `npm run bench:web` which files each screen loads.
  build: { outDir: 'dist', emptyOutDir: true, manifest: true },
});
