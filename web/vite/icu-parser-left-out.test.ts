import { createRequire } from 'node:module';
import { isFormatterParserImport } from './icu-parser-left-out';

jest.mock('@formatjs/icu-messageformat-parser', () =>
  jest.requireActual('@formatjs/icu-messageformat-parser/no-parser'),
);
// intl-messageformat as the build serves it: with the parser-less entry in place of the parser.
import { IntlMessageFormat } from 'intl-messageformat';

const cloudscapeRequire = createRequire(require.resolve('@cloudscape-design/components/package.json'));
type Leaf = string | unknown[];
type Tree = { [key: string]: Tree | Leaf };

/** Every message Cloudscape ships, in every locale, as `path → message`. */
function shippedMessages(): [string, Leaf][] {
  const all = cloudscapeRequire('./i18n/messages/all.all.json') as Tree;
  const leaves: [string, Leaf][] = [];
  const walk = (tree: Tree, path: string) => {
    for (const [key, value] of Object.entries(tree)) {
      if (typeof value === 'string' || Array.isArray(value)) leaves.push([`${path}.${key}`, value]);
      else walk(value, `${path}.${key}`);
    }
  };
  walk(all, '');
  return leaves;
}

describe('the ICU parser left out of the build', () => {
  it('is never needed: every message Cloudscape ships is already parsed, in every locale', () => {
    const messages = shippedMessages();
    expect(messages.length).toBeGreaterThan(1000);
    expect(messages.filter(([, message]) => !Array.isArray(message)).map(([path]) => path)).toEqual([]);
  });

  it("formats Cloudscape's parsed messages, arguments and selects included", () => {
    const english = (cloudscapeRequire('./i18n/messages/all.en.json') as Tree)[
      'cloudscape-design-components'
    ] as Tree;
    const messages = (english.en as Tree).pagination as Record<string, unknown[]>;
    const format = (key: string, values: Record<string, string | number>) =>
      // The AST types of two copies of formatjs differ only in name.
      new IntlMessageFormat(messages[key] as never, 'en').format(values);
    expect(format('ariaLabels.pageLabel', { pageNumber: 3 })).toBe('Page 3 of all pages');
    expect(format('i18nStrings.pagesCompactText', { openEnd: 'true', currentPage: 2, pagesCount: 5 })).toBe(
      '2 of 5+',
    );
  });

  it('fails loudly on a message given as text', () => {
    expect(() => new IntlMessageFormat('Page {pageNumber}', 'en')).toThrow(/uncompiled message/);
  });

  it("replaces only intl-messageformat's import of the parser", () => {
    const formatter = '/app/node_modules/intl-messageformat/lib/src/core.js';
    expect(isFormatterParserImport('@formatjs/icu-messageformat-parser', formatter)).toBe(true);
    expect(isFormatterParserImport('@formatjs/icu-messageformat-parser', '/app/web/src/i18n/x.ts')).toBe(
      false,
    );
    expect(isFormatterParserImport('@formatjs/icu-skeleton-parser', formatter)).toBe(false);
    expect(isFormatterParserImport('@formatjs/icu-messageformat-parser', undefined)).toBe(false);
  });
});
