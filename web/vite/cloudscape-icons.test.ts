import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { transformSync } from 'esbuild';
import { iconsNamed, namesSpelled, quotedNames } from './cloudscape-icons';

const components = dirname(require.resolve('@cloudscape-design/components/package.json'));
const iconsModule = readFileSync(join(components, 'icon/generated/icons.js'), 'utf8');
const named = namesSpelled(dirname(components), join(__dirname, '..', 'src'));

/** The icon module's object, evaluated with a React whose elements are their type and children. */
function iconsOf(source: string): Record<string, unknown> {
  const { code } = transformSync(source, { format: 'cjs', loader: 'js' });
  const cjs = { exports: {} as { default?: Record<string, unknown> } };
  const React = {
    createElement: (type: string, props: unknown, ...children: unknown[]) => ({ type, props, children }),
  };
  new Function('require', 'module', 'exports', code)(
    () => ({ default: React, __esModule: true }),
    cjs,
    cjs.exports,
  );
  return cjs.exports.default!;
}
const installed = iconsOf(iconsModule);
const allIcons = Object.keys(installed);

describe("Cloudscape's icons in the build", () => {
  it('keeps exactly the icons whose name some code spells, each as the installed module draws it', () => {
    const kept = iconsOf(iconsNamed(iconsModule, named));
    expect(allIcons.length).toBeGreaterThan(100);
    expect(Object.keys(kept)).toEqual(allIcons.filter((name) => named.has(name)));
    for (const [name, icon] of Object.entries(kept)) expect(icon).toEqual(installed[name]);
    // What the cut is for: most of the set is named by no code.
    expect(Object.keys(kept).length).toBeLessThan(allIcons.length / 2);
  });

  it("keeps the icons Cloudscape's own components ask for", () => {
    // The table's sort arrow, a dismissible Flashbar's close button, a status's error mark, the
    // split panel's and the side navigation's toggles, the text filter's search glass.
    for (const name of ['caret-down-filled', 'close', 'status-negative', 'angle-left', 'search'])
      expect(named.has(name)).toBe(true);
  });

  it("keeps an icon the app's own code names", () => {
    expect(quotedNames(`<Button iconName="download" />`).has('download')).toBe(true);
    expect(quotedNames('const icon = `settings`;').has('settings')).toBe(true);
    expect(quotedNames(`t('status.SCHEDULED')`).has('status.SCHEDULED')).toBe(false);
  });

  it('refuses an icon module written another way', () => {
    expect(() =>
      iconsNamed(iconsModule.replace('const icons = {', 'const icons = Object.freeze({'), named),
    ).toThrow(/check cloudscapeIcons/);
    expect(() => iconsNamed(iconsModule.replace(/\n {4}"close": /, '\n  "close": '), named)).toThrow(
      /check cloudscapeIcons/,
    );
  });
});
