import { boot } from './boot';
import { prerenderedLanguageOf } from './prerender/public-pages';

// The single-page app's own shell (app.html): every route that is not a prerendered public page.
// Under a prerendered language's address (`/ar/…`) the app keeps that prefix as its base.
const language = prerenderedLanguageOf(location.pathname);
void boot(document.getElementById('root')!, language?.basename);
