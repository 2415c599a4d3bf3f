import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WEB_APP_SHELL } from '@wayfare/shared';
import { BUILD_STAMP, buildIsStale, ensureWebBuild, hashInputs } from './web-build';

/** A repository in miniature: sources, a config file, and the build folder they make. */
function fixture() {
  const root = mkdtempSync(join(tmpdir(), 'web-build-'));
  mkdirSync(join(root, 'src', 'pages'), { recursive: true });
  writeFileSync(join(root, 'src', 'main.tsx'), 'export const a = 1;');
  writeFileSync(join(root, 'src', 'pages', 'page.tsx'), 'export const b = 2;');
  writeFileSync(join(root, 'vite.config.ts'), 'export default {};');
  const inputs = [join(root, 'src'), join(root, 'vite.config.ts'), join(root, 'not-there')];
  const dist = join(root, 'dist');
  const builds: number[] = [];
  const build = async () => {
    mkdirSync(dist, { recursive: true });
    writeFileSync(join(dist, WEB_APP_SHELL), '<!doctype html>');
    builds.push(builds.length + 1);
  };
  const ensure = () => ensureWebBuild({ dist, inputs, root, build });
  return { root, inputs, dist, builds, ensure };
}

describe('the web build is rebuilt only when stale', () => {
  it('builds when there is no build, then not again while nothing changed', async () => {
    const { builds, ensure } = fixture();
    expect(await ensure()).toBe(true);
    expect(await ensure()).toBe(false);
    expect(builds).toHaveLength(1);
  });

  it('rebuilds when a source file changes, is added, or the build config changes', async () => {
    const { root, builds, ensure } = fixture();
    await ensure();
    writeFileSync(join(root, 'src', 'pages', 'page.tsx'), 'export const b = 3;');
    expect(await ensure()).toBe(true);
    writeFileSync(join(root, 'src', 'pages', 'new-page.tsx'), 'export const c = 4;');
    expect(await ensure()).toBe(true);
    writeFileSync(join(root, 'vite.config.ts'), 'export default { base: "/" };');
    expect(await ensure()).toBe(true);
    expect(await ensure()).toBe(false);
    expect(builds).toHaveLength(4);
  });

  it('does not rebuild when a file is rewritten with the same content (a checkout)', async () => {
    const { root, ensure } = fixture();
    await ensure();
    writeFileSync(join(root, 'src', 'main.tsx'), 'export const a = 1;');
    expect(await ensure()).toBe(false);
  });

  it('treats a build without a stamp, or with another one, as stale', async () => {
    const { root, inputs, dist, ensure } = fixture();
    const hash = hashInputs(inputs, root);
    expect(buildIsStale(dist, hash)).toBe(true);
    await ensure();
    expect(buildIsStale(dist, hash)).toBe(false);
    writeFileSync(join(dist, BUILD_STAMP), 'another');
    expect(buildIsStale(dist, hash)).toBe(true);
  });

  it('hashes paths as well as contents: a renamed file is a change', () => {
    const { root, inputs } = fixture();
    const before = hashInputs(inputs, root);
    writeFileSync(join(root, 'src', 'renamed.tsx'), 'export const a = 1;');
    expect(hashInputs(inputs, root)).not.toBe(before);
  });
});
