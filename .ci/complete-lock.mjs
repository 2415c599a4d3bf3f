/**
 * npm 11 writes to package-lock.json only the optional native packages its registry can serve for
 * this machine's platform (npm/cli#8805), and `npm ci` then refuses the lock on every machine. This
 * adds an entry for every optional dependency the lock names but lacks, with the os, cpu and libc
 * its name states and the license and engines of its released siblings, so `npm ci` accepts the lock
 * and skips the packages that do not fit the platform. Run after `npm install` changes the lock:
 * `node .ci/complete-lock.mjs`.
 */
import fs from 'node:fs';

const LOCK = 'package-lock.json';
const lock = JSON.parse(fs.readFileSync(LOCK, 'utf8'));
const LIBC = { gnu: 'glibc', gnueabihf: 'glibc', musl: 'musl', musleabihf: 'musl' };
const PLATFORM_SUFFIX =
  /^(aix|android|darwin|freebsd|linux|netbsd|openbsd|openharmony|sunos|win32)-[a-z0-9]+(-[a-z]+)?$/;

/** `@swc/core-linux-arm-gnueabihf` → { os: linux, cpu: arm, libc: glibc }, given the prefix `@swc/core-`. */
function platformOf(name, prefix) {
  const [os, cpu, abi] = name.slice(prefix.length).split('-');
  return { os: [os], cpu: [cpu], ...(LIBC[abi] ? { libc: [LIBC[abi]] } : {}) };
}

const PLATFORM_AT = /-(aix|android|darwin|freebsd|linux|netbsd|openbsd|openharmony|sunos|win32)-/;

/** `@rollup/rollup-linux-x64-gnu` → `@rollup/rollup-`: the name up to its platform part, if it has one. */
function namePrefix(name) {
  const at = PLATFORM_AT.exec(name)?.index;
  return at === undefined ? undefined : name.slice(0, at + 1);
}

let added = 0;
for (const parent of Object.values(lock.packages)) {
  // Platform builds only (not e.g. rollup's fsevents), with an installed sibling to copy from.
  const optional = Object.entries(parent.optionalDependencies ?? {}).filter(([name]) => namePrefix(name));
  if (optional.length < 2) continue;
  const sibling = optional.map(([name]) => lock.packages[`node_modules/${name}`]).find(Boolean);
  if (!sibling) continue;
  for (const [name, version] of optional) {
    const key = `node_modules/${name}`;
    const prefix = namePrefix(name);
    if (lock.packages[key] || !PLATFORM_SUFFIX.test(name.slice(prefix.length))) continue;
    const { os, cpu, libc } = platformOf(name, prefix);
    lock.packages[key] = {
      version,
      cpu,
      ...(parent.dev ? { dev: true } : {}),
      ...(libc ? { libc } : {}),
      ...(sibling.license ? { license: sibling.license } : {}),
      optional: true,
      os,
      ...(sibling.engines ? { engines: sibling.engines } : {}),
    };
    added += 1;
  }
}

const keys = Object.keys(lock.packages).sort((a, b) => a.localeCompare(b, 'en'));
lock.packages = Object.fromEntries(keys.map((key) => [key, lock.packages[key]]));
fs.writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} optional platform entries added`);
