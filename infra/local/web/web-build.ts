/**
 * `npm start` serves the production build (`web/dist`), rebuilt only when its inputs changed since
 * the last build it made: a hash of the sources and build config, written beside the build.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { WEB_APP_SHELL } from '@wayfare/shared';

const repoRoot = join(__dirname, '..', '..', '..');

/** What the web build reads: its sources, the domain package, static files and the build config. */
export const WEB_BUILD_INPUTS = [
  'web/src',
  'web/public',
  'web/app.html',
  'web/public-page.html',
  'web/vite',
  'web/vite.config.ts',
  'web/package.json',
  'web/tsconfig.json',
  'shared/src',
  'shared/package.json',
  'package-lock.json',
].map((path) => join(repoRoot, path));

/** The stamp's name inside the build folder (dot-named, so the static server never serves it). */
export const BUILD_STAMP = '.build-inputs';

function filesUnder(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .flatMap((entry) => filesUnder(join(path, entry.name)));
}

/**
 * A content hash of every input file and its path (about 300 files, a few milliseconds). Content,
 * not times: a checkout that touches files without changing them does not force a rebuild.
 */
export function hashInputs(inputs: readonly string[], root = repoRoot): string {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap(filesUnder)) {
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

/** Whether `dist` lacks a build, or holds one made from other inputs (or by a build that left no stamp). */
export function buildIsStale(dist: string, inputsHash: string): boolean {
  const stamp = join(dist, BUILD_STAMP);
  if (!existsSync(join(dist, WEB_APP_SHELL)) || !existsSync(stamp)) return true;
  return readFileSync(stamp, 'utf8').trim() !== inputsHash;
}

const runViteBuild = async () => {
  await promisify(execFile)('npm', ['run', 'build', '-w', 'web'], { cwd: repoRoot });
};

/** Builds `dist` when stale and stamps it with the inputs' hash; answers whether it built. */
export async function ensureWebBuild(options: {
  dist: string;
  inputs?: readonly string[];
  root?: string;
  build?: () => Promise<void>;
  log?: (line: string) => void;
}): Promise<boolean> {
  const inputsHash = hashInputs(options.inputs ?? WEB_BUILD_INPUTS, options.root);
  if (!buildIsStale(options.dist, inputsHash)) return false;
  options.log?.('Building the web app (web/dist is missing or older than its sources)…');
  await (options.build ?? runViteBuild)();
  writeFileSync(join(options.dist, BUILD_STAMP), inputsHash);
  return true;
}
