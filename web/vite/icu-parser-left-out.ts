import type { Plugin } from 'vite';

const PARSER = '@formatjs/icu-messageformat-parser';
/** The parser package's own entry without the parser: its types and helpers, `parse` throws. */
export const PARSERLESS_ENTRY = `${PARSER}/lib/no-parser.js`;

/** Whether an import is intl-messageformat's of the ICU parser (a file inside that package). */
export const isFormatterParserImport = (source: string, importer: string | undefined): boolean =>
  source === PARSER && importer !== undefined && /[\\/]intl-messageformat[\\/]/.test(importer);

/**
 * Cloudscape's I18nProvider formats its strings with intl-messageformat, which parses a message
 * given as text with formatjs' ICU parser and its skeleton parser (about 10 kB gzip on every
 * back-office page). Cloudscape ships its messages already parsed (`i18n/messages/all.*.js`, checked
 * by this plugin's test) and the back office passes it no others, so the build resolves
 * intl-messageformat's parser to the package's parser-less entry: formatting a parsed message is
 * unchanged; a message given as text would throw, loudly.
 */
export const icuParserLeftOut = (): Plugin => ({
  name: 'wayfare:icu-parser-left-out',
  enforce: 'pre',
  resolveId(source, importer) {
    return isFormatterParserImport(source, importer)
      ? this.resolve(PARSERLESS_ENTRY, importer, { skipSelf: true })
      : null;
  },
});
