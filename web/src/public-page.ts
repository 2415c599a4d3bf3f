/**
 * The script of a prerendered public page (docs/public-site.md), its whole first load: the page
 * paints from its HTML with no script. After that paint the app takes the page over, with the same
 * markup, to make it live: the operator's content read from the API and kept current, the language
 * picker, the account link.
 */
import './public/public-site.css';
import { nextPaint } from './apps/shared/next-paint';
import { initialLanguages, prerenderedLanguageOf } from './prerender/public-pages';

async function takeOver(root: HTMLElement): Promise<void> {
  await nextPaint();
  const language = prerenderedLanguageOf(location.pathname);
  if (language) await (await import('./prerender/address-language')).chooseAddressLanguage(language.id);
  const { boot } = await import('./boot');
  await boot(root, language?.basename, initialLanguages(document.documentElement.lang));
}

void takeOver(document.getElementById('root')!);
