/**
 * The script of a prerendered public page (docs/public-site.md), its whole first load: the page
 * paints from its HTML with no script, and its header works at once (the language picker, the
 * menu). After that paint the app takes the page over, with the same markup, to make it live: the
 * operator's content read from the API and kept current, the operator's languages, the session.
 */
import './public/public-site.css';
import { nextPaint } from './next-paint';
import { chooseAddressLanguage, storeChoice } from './prerender/address-language';
import { wirePrerenderedHeader } from './prerender/prerendered-header';
import { initialLanguages } from './prerender/public-pages';

async function takeOver(root: HTMLElement): Promise<void> {
  await nextPaint();
  const language = await chooseAddressLanguage(location.pathname);
  const { boot, preloadFirstScreen } = await import('./boot');
  // The page's chunks load before the app's first render: rendering a page whose chunk is still on
  // its way would replace the prerendered markup with the loading line until it came.
  const path = location.pathname.slice(language?.basename.length ?? 0).replace(/(.)\/$/, '$1') || '/';
  await boot(
    root,
    language?.basename,
    initialLanguages(document.documentElement.lang),
    preloadFirstScreen(path),
  );
}

const root = document.getElementById('root')!;
wirePrerenderedHeader(root, storeChoice);
void takeOver(root);
