import i18next from 'i18next';
import { I18N_NAMESPACE } from './apply-language';

/**
 * Adds an area's English texts (back office, public pages, the rider app, the driver app) to the
 * bundled fallback, from the frame of that area as it renders, so its screens never show a bare key,
 * and the first load of the other areas does not carry them. Idempotent; it never overwrites, so the operator's own English, when
 * applied, keeps precedence. At render rather than at import: a re-initialised i18next (tests) or
 * one initialised after the chunk loaded (the build's prerender) still gets them.
 */
export function addAreaTexts(texts: Readonly<Record<string, string>>): void {
  i18next.addResourceBundle('en', I18N_NAMESPACE, texts, true, false);
}
