import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { createServer, type Plugin } from 'vite';
import type { RenderedPage } from '../src/prerender/render-public-page';
import {
  PRERENDERED_LANGUAGES,
  PRERENDERED_PATHS,
  prerenderedFile,
  prerenderedUrl,
  ROOT_LANGUAGE,
} from '../src/prerender/public-pages';

/** The built page template (its script and stylesheet tags by Vite); removed once the pages are written. */
export const PUBLIC_PAGE_TEMPLATE = 'public-page.html';
const STORAGE_KEY = 'wayfare.language';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!);

/**
 * Before anything paints, a visitor whose stored choice is another prerendered language goes to
 * that language's address of the page (the choice is per browser, product.md §1; the server cannot
 * see it). Only the root addresses do this: a language's own address (`/es/about-us`, a shared
 * link) shows that language, and the page's script stores it as the choice.
 */
function languageRedirect(language: string, urls: Record<string, string>): string {
  return (
    `<script>try{var c=JSON.parse(localStorage.getItem(${JSON.stringify(STORAGE_KEY)})||'null'),` +
    `u=${JSON.stringify(urls)};if(c&&c.id!==${JSON.stringify(language)}&&u[c.id])` +
    `location.replace(u[c.id]+location.search+location.hash)}catch(e){}</script>`
  );
}

/** Fills the built template with one rendered page. */
export function pageHtml(template: string, page: RenderedPage, language: string, path: string): string {
  const urls = Object.fromEntries(PRERENDERED_LANGUAGES.map((id) => [id, prerenderedUrl(id, path)]));
  const alternates = Object.entries(urls)
    .map(([id, url]) => `<link rel="alternate" hreflang="${id}" href="${url}" />`)
    .join('');
  return template
    .replace(/<html lang="[^"]*">/, `<html lang="${page.lang}" dir="${page.dir}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace(
      '</head>',
      `${language === ROOT_LANGUAGE ? languageRedirect(language, urls) : ''}${alternates}</head>`,
    )
    .replace('<div id="root"></div>', `<div id="root">${page.body}</div>`);
}

/**
 * Writes the public pages, in each seeded language, as HTML into the build (docs/public-site.md):
 * they paint with no script, and search engines read them whole. The pages are rendered by the app's
 * own components in Node (Vite's SSR loader), so the HTML is what the app's first render shows.
 */
export function prerenderPublicPages(): Plugin {
  let outDir = '';
  let root = '';
  let define: Record<string, unknown> | undefined;
  return {
    name: 'wayfare-prerender-public-pages',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
      // The build's constants, which the app's modules read as they render here too.
      define = config.define;
    },
    writeBundle: {
      sequential: true,
      async handler() {
        const templateFile = join(outDir, PUBLIC_PAGE_TEMPLATE);
        const template = readFileSync(templateFile, 'utf8');
        const loader = await createServer({
          root,
          configFile: false,
          define,
          plugins: [react()],
          logLevel: 'warn',
          server: { middlewareMode: true, hmr: false, ws: false },
          appType: 'custom',
        });
        try {
          const { renderPublicPage } = (await loader.ssrLoadModule(
            '/src/prerender/render-public-page.tsx',
          )) as typeof import('../src/prerender/render-public-page');
          for (const language of PRERENDERED_LANGUAGES) {
            for (const path of PRERENDERED_PATHS) {
              const file = join(outDir, prerenderedFile(language, path));
              mkdirSync(dirname(file), { recursive: true });
              const page = await renderPublicPage(language, path);
              writeFileSync(file, pageHtml(template, page, language, path));
            }
          }
        } finally {
          await loader.close();
        }
        rmSync(templateFile);
      },
    },
  };
}
