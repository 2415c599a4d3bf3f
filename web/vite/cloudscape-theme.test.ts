import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pruneCloudscapeTheme, UNUSED_THEME_CLASSES } from './cloudscape-theme';

const components = dirname(require.resolve('@cloudscape-design/components/package.json'));
const theme = readFileSync(join(components, 'internal/base-theme/styles.scoped.css'), 'utf8');

describe('pruneCloudscapeTheme', () => {
  it("drops the unused modes' and contexts' tokens and keeps the rest of the installed theme", () => {
    const pruned = pruneCloudscapeTheme(theme);

    for (const name of UNUSED_THEME_CLASSES) expect(pruned).not.toContain(`.${name}`);
    expect(pruned).toContain('@layer awsui-base-theme{body{');
    expect(pruned).toContain('--color-primary-600-su56h9:#006ce0;');
    for (const context of ['flashbar', 'alert', 'compact-table'])
      expect(pruned).toContain(`.awsui-context-${context}:not(#\\9)`);
    expect(pruned.length).toBeLessThan(theme.length / 2);
  });

  it('keeps a used selector of a list that names an unused class too', () => {
    const css = '@layer x{.a, .awsui-dark-mode .a{--t:1;}@media not print{.awsui-dark-mode{--t:2;}}}';
    expect(pruneCloudscapeTheme(css)).toBe('@layer x{.a{--t:1;}}');
  });

  it('refuses a theme without the unused modes, which means its shape changed', () => {
    expect(() => pruneCloudscapeTheme('@layer x{body{--t:1;}}')).toThrow(/No unused modes found/);
  });
});

/** What would turn on a mode or context whose tokens the build drops. */
const TURNS_ON = [
  /\bapplyMode\b/,
  /\bapplyDensity\b/,
  /components\/top-navigation\b/,
  /components\/app-layout-toolbar\b/,
  /headerVariant/,
  /awsui-(dark-mode|compact-mode|context-)/,
];

it("the web app's code turns on none of the modes and contexts whose tokens the build drops", () => {
  const src = join(__dirname, '..', 'src');
  const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((file) =>
    /\.(tsx?|css)$/.test(file),
  );
  const offending = files.filter((file) =>
    TURNS_ON.some((pattern) => pattern.test(readFileSync(join(src, file), 'utf8'))),
  );
  expect(offending).toEqual([]);
});
