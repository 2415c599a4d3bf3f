declare const __ENGLISH_TEXTS_VERSION__: string;

/**
 * The version (shared/src/i18n/texts-version.ts) of the English texts the app bundles, computed at
 * build (vite.config.ts): when the operator's English is at this version, the app has its texts.
 */
export const BUNDLED_ENGLISH_VERSION: string = __ENGLISH_TEXTS_VERSION__;
