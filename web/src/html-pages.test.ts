import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';

const web = path.resolve(__dirname, '..');

describe.each(['app.html', 'public-page.html'])('%s', (page) => {
  it('declares an icon that the build serves, so browsers do not ask for a missing /favicon.ico', () => {
    const html = readFileSync(path.join(web, page), 'utf8');
    const href = /<link rel="icon"[^>]* href="\/([^"]+)"/.exec(html)?.[1];
    expect(href).toBeDefined();
    expect(existsSync(path.join(web, 'public', href!))).toBe(true);
  });
});

describe('app.html', () => {
  /** An SVG's shapes as a list of tag names and attributes, whatever its formatting. */
  const shapesOf = (svg: string): string[] =>
    [...svg.matchAll(/<(rect|path|circle)\s([^>]*?)\s*\/?>/g)].map(
      ([, tag, attributes]) => `${tag} ${attributes!.replace(/\s+/g, ' ').trim()}`,
    );

  it("paints the app's icon while its scripts load, hidden from screen readers, inside the root the app replaces", () => {
    const html = readFileSync(path.join(web, 'app.html'), 'utf8');
    const splash = /<div id="root">\s*(<svg class="splash"[\s\S]*?<\/svg>)\s*<\/div>/.exec(html)?.[1];
    expect(splash).toBeDefined();
    expect(splash).toContain('aria-hidden="true"');
    const icon = readFileSync(path.join(web, 'public', 'icon.svg'), 'utf8');
    expect(shapesOf(splash!)).toEqual(shapesOf(icon));
  });
});
