/**
 * The script of a prerendered public page (docs/public-site.md), its whole first load: the page
 * paints from its HTML with no script, and its header works at once (the language picker, the
 * menu). After that paint the app takes the page over, with the same markup, to make it live: the
 * operator's content read from the API and kept current, the operator's languages, the session.
 */
import './public/public-site.css';
import { nextPaint } from './apps/shared/next-paint';
import { wirePrerenderedHeader } from './prerender/prerendered-header';
import { initialLanguages, prerenderedLanguageOf } from './prerender/public-pages';

const chooseLanguage = async (id: string) =>
  (await import('./prerender/address-language')).chooseAddressLanguage(id);

async function takeOver(root: HTMLElement): Promise<void> {
  await nextPaint();
  const language = prerenderedLanguageOf(location.pathname);
  if (language) await chooseLanguage(language.id);
  const { boot } = await import('./boot');
  await boot(root, language?.basename, initialLanguages(document.documentElement.lang));
}

const root = document.getElementById('root')!;
wirePrerenderedHeader(root, chooseLanguage);
void takeOver(root);
