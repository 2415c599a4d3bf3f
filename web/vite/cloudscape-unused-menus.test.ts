import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { menuLeftOut, UNUSED_MENUS, type UnusedMenu } from './cloudscape-unused-menus';

const components = dirname(require.resolve('@cloudscape-design/components/package.json'));
const source = (path: string) => readFileSync(join(components, path), 'utf8');
const leftOut = (menu: UnusedMenu) => menuLeftOut(menu, source(menu.module), source(menu.shownIn));

/** The left-out module's export, evaluated. */
function exported(menu: UnusedMenu, module: string): () => never {
  const name = /function (\w+)\(/.exec(menu.exported)![1]!;
  const body = module.replace(/export (default )?function/, 'function');
  return new Function(`${body}\nreturn ${name};`)() as () => never;
}

describe.each(UNUSED_MENUS.map((menu) => [menu.module, menu] as const))('%s left out', (_, menu) => {
  it("replaces the installed Cloudscape's module and its button dropdown by a loud failure", () => {
    expect(source(menu.module)).toContain('button-dropdown');
    const module = leftOut(menu);
    expect(module).not.toContain('import');
    expect(() => exported(menu, module)()).toThrow(`This build leaves out ${menu.module}`);
  });

  it('refuses a Cloudscape that shows it under other conditions', () => {
    const changed = source(menu.shownIn).replace(menu.shownUnder[0]!, 'true');
    expect(() => menuLeftOut(menu, source(menu.module), changed)).toThrow(
      /changed: check cloudscapeUnusedMenus/,
    );
  });

  it('refuses a module that no longer exports it so', () => {
    const changed = source(menu.module).replace(menu.exported, 'export function Renamed(');
    expect(() => menuLeftOut(menu, changed, source(menu.shownIn))).toThrow(
      /changed: check cloudscapeUnusedMenus/,
    );
  });
});

it('no screen passes the props those menus are shown for', () => {
  const src = join(__dirname, '..', 'src');
  const screens = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'),
  );
  expect(screens.length).toBeGreaterThan(50);
  const passing = screens.filter((file) =>
    /\bmultiColumnSort\b|\bdrawers=/.test(readFileSync(join(src, file), 'utf8')),
  );
  expect(passing).toEqual([]);
});
