/**
 * Renders a public page to HTML at build time (run by web/vite/prerender-public-pages.ts in Node):
 * the real route table at the page's path, in one seeded language, as the app's first render shows
 * it before the API answers. Operator content (app name, about text, contact details) is read from
 * the API once the page is live.
 */
import { PassThrough } from 'node:stream';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { ar } from '@wayfare/shared/src/i18n/texts/ar';
import { enPublic } from '@wayfare/shared/src/i18n/texts/en-public';
import { es } from '@wayfare/shared/src/i18n/texts/es';
import { AppRoutes } from '../app';
import type { AppConfig } from '../config/app-config';
import { FALLBACK_TEXTS, I18N_NAMESPACE } from '../i18n';
import { INTERPOLATION } from '../i18n/isolate-value';
import { textDirectionOf, type TextDirection } from '../i18n/text-direction';
import {
  initialLanguages,
  PAGE_TITLE_KEYS,
  prerenderedLanguageOf,
  prerenderedUrl,
  type PrerenderedLanguage,
} from './public-pages';

/** English is the bundled fallback; the others are the seeded translations. */
const TEXTS: Record<PrerenderedLanguage, Readonly<Record<string, string>>> = { en: {}, es, ar };

/** Nothing is fetched at build time: effects (where every API call starts) do not run. */
const BUILD_CONFIG = { mode: 'local' } as AppConfig;

export interface RenderedPage {
  lang: string;
  dir: TextDirection;
  title: string;
  body: string;
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream.pipe(new PassThrough())) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

export async function renderPublicPage(language: PrerenderedLanguage, path: string): Promise<RenderedPage> {
  const languages = initialLanguages(language)!;
  const { current } = languages;
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      resources: { en: { [I18N_NAMESPACE]: { ...FALLBACK_TEXTS, ...enPublic } } },
      lng: 'en',
      fallbackLng: 'en',
      defaultNS: I18N_NAMESPACE,
      keySeparator: false,
      nsSeparator: false,
      interpolation: INTERPOLATION,
      initAsync: false,
    });
  }
  i18next.addResourceBundle(current.langLocale, I18N_NAMESPACE, TEXTS[language], true, true);
  await i18next.changeLanguage(current.langLocale);
  // Links stay in the page's language: `/ar/about-us` links to `/ar/contact-us`.
  const basename = prerenderedLanguageOf(prerenderedUrl(language, path))?.basename ?? '';
  const { prelude } = await prerenderToNodeStream(
    <StaticRouter basename={basename} location={`${basename}${path}`}>
      <AppRoutes config={BUILD_CONFIG} languages={languages} />
    </StaticRouter>,
  );
  const page = i18next.t(PAGE_TITLE_KEYS[path] ?? 'nav.home');
  return {
    lang: current.langLocale,
    dir: textDirectionOf(current.langLocale),
    title: i18next.t('app.pageTitle', { page }),
    body: await streamToString(prelude),
  };
}
