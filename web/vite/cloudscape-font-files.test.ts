import { readFileSync } from 'node:fs';
import { extractInlineFonts } from './cloudscape-font-files';

const globalStyles = readFileSync(require.resolve('@cloudscape-design/global-styles/index.css'), 'utf8');

describe('extractInlineFonts', () => {
  it("takes every Open Sans face out of Cloudscape's stylesheet into its own woff2 file", () => {
    const { css, fonts } = extractInlineFonts(globalStyles, '../fonts');

    expect(css).not.toContain('data:font');
    expect(fonts.map((font) => font.name).sort()).toEqual(
      [300, 400, 700, 800].flatMap((weight) => [
        `open-sans-${weight}-italic.woff2`,
        `open-sans-${weight}-normal.woff2`,
      ]),
    );
    // A woff2 file starts with its signature, "wOF2".
    for (const font of fonts) expect(font.bytes.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(css).toContain("url('../fonts/open-sans-400-normal.woff2') format('woff2')");
    expect(css.length).toBeLessThan(globalStyles.length / 10);
  });

  it('leaves a stylesheet without inline fonts as it is', () => {
    const css = "@font-face { font-family: X; src: url('/x.woff2') format('woff2'); }";
    expect(extractInlineFonts(css, '../fonts')).toEqual({ css, fonts: [] });
  });
});
