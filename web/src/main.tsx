import { boot, preloadFirstScreen } from './boot';
import { chooseAddressLanguage } from './prerender/address-language';
import { prerenderedLanguageOf } from './prerender/public-pages';

// The single-page app's own shell (app.html): every route that is not a prerendered public page.
// Under a prerendered language's address (`/ar/…`) the app keeps that prefix as its base, and the
// address chooses the language, as on the prerendered pages. The first screen's chunks start
// loading at once, beside the language's texts and the configuration.
const basename = prerenderedLanguageOf(location.pathname)?.basename;
void preloadFirstScreen(location.pathname.slice(basename?.length ?? 0) || '/');
void chooseAddressLanguage(location.pathname).then(() => boot(document.getElementById('root')!, basename));
