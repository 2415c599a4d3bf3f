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
