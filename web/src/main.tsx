import { boot } from './boot';
import { chooseAddressLanguage } from './prerender/address-language';

// The single-page app's own shell (app.html): every route that is not a prerendered public page.
// Under a prerendered language's address (`/ar/…`) the app keeps that prefix as its base, and the
// address chooses the language, as on the prerendered pages.
void chooseAddressLanguage(location.pathname).then((language) =>
  boot(document.getElementById('root')!, language?.basename),
);
