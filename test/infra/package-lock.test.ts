import { readFileSync } from 'node:fs';
import * as path from 'node:path';

interface LockEntry {
  optionalDependencies?: Record<string, string>;
  os?: string[];
  cpu?: string[];
}

const lock = JSON.parse(readFileSync(path.resolve(__dirname, '../../package-lock.json'), 'utf8')) as {
  packages: Record<string, LockEntry>;
};

/** Where npm would place a dependency of the package at `key`: beside it, or hoisted to the root. */
function resolves(key: string, name: string): boolean {
  const nested = key === '' ? `node_modules/${name}` : `${key}/node_modules/${name}`;
  return nested in lock.packages || `node_modules/${name}` in lock.packages;
}

describe('package-lock.json', () => {
  it('lists every optional dependency for every platform, so `npm ci` accepts it on any machine', () => {
    const missing = Object.entries(lock.packages).flatMap(([key, entry]) =>
      Object.keys(entry.optionalDependencies ?? {})
        .filter((name) => !resolves(key, name))
        .map((name) => `${key || '(root)'} → ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it('marks the other platforms’ native packages with their os and cpu, so npm skips them', () => {
    const swcMac = lock.packages['node_modules/@swc/core-darwin-arm64'];
    expect(swcMac).toMatchObject({ optional: true, os: ['darwin'], cpu: ['arm64'] });
  });
});
