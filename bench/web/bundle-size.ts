/**
 * Web bundle budget (DESIGN §5): the JavaScript a first visit to the landing page downloads, what
 * opening the rider and driver apps on their first screen downloads, and the heaviest back-office
 * route, all gzip-compressed as a CDN serves them. Reads the built `web/dist`
 * (run `npm run build -w web` first) and prints figures; it asserts nothing.
 *
 *   npm run bench:web
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = join(__dirname, '..', '..', 'web', 'dist');

/** `import … from "./x.js"` and bare `import "./x.js"` in minified output (any quote); not `import(…)`. */
const STATIC_IMPORT = /import\s*(?:[\w$*{}\s,]+from\s*)?["'`]\.\/([\w.-]+\.js)["'`]/g;
const DYNAMIC_IMPORT = /import\(\s*["'`]\.\/([\w.-]+\.js)["'`]\s*\)/g;

const read = (file: string): string => readFileSync(join(dist, 'assets', file), 'utf8');
const gzipBytes = (file: string): number => gzipSync(read(file)).length;
const matches = (source: string, pattern: RegExp): string[] =>
  [...source.matchAll(pattern)].map((m) => m[1]!);

/** The chunk and everything it statically imports: what the browser must fetch before running it. */
function staticClosure(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  for (const dependency of matches(read(entry), STATIC_IMPORT)) staticClosure(dependency, seen);
  return seen;
}

const sum = (files: Iterable<string>): number =>
  [...files].reduce((total, file) => total + gzipBytes(file), 0);
const kB = (bytes: number): string => `${(bytes / 1024).toFixed(1)} kB`;

function main(): void {
  const indexHtml = join(dist, 'index.html');
  if (!existsSync(indexHtml)) throw new Error('web/dist is missing: run `npm run build -w web` first.');
  const html = readFileSync(indexHtml, 'utf8');
  const entry = /<script type="module"[^>]*src="\/assets\/([\w.-]+\.js)"/.exec(html)?.[1];
  if (!entry) throw new Error('No module entry script in web/dist/index.html');

  const firstLoad = staticClosure(entry);
  console.log(`Landing page first-load JavaScript: ${kB(sum(firstLoad))} gzip in ${firstLoad.size} files`);
  for (const file of firstLoad) console.log(`  ${file.padEnd(44)} ${kB(gzipBytes(file))}`);

  printAppFirstLoads(entry, firstLoad);

  // Route chunks are the entry's lazy imports; each costs what it adds beyond the first load.
  const routes = [...new Set(matches(read(entry), DYNAMIC_IMPORT))].map((chunk) => {
    const added = [...staticClosure(chunk)].filter((file) => !firstLoad.has(file));
    return { chunk, bytes: sum(added) };
  });
  routes.sort((a, b) => b.bytes - a.bytes);
  const largest = routes[0];
  if (largest)
    console.log(
      `Largest lazy chunk (back-office layout or route): ${largest.chunk} adds ${kB(largest.bytes)} gzip`,
    );
  for (const { chunk, bytes } of routes.slice(1)) console.log(`  ${chunk.padEnd(44)} ${kB(bytes)}`);
}

/** A lazy chunk of `parent` whose file name starts with `name` (Vite names chunks after their module). */
function lazyChunk(parent: string, name: string): string {
  const chunk = matches(read(parent), DYNAMIC_IMPORT).find((file) => file.startsWith(`${name}-`));
  if (!chunk) throw new Error(`No lazy chunk ${name} in ${parent}`);
  return chunk;
}

/**
 * Opening /ride or /drive straight from the home screen: the entry, Amplify's configuration, the
 * app's frame and its first screen, each with what it imports. MapLibre loads with the map only,
 * so it is printed apart.
 */
function printAppFirstLoads(entry: string, entryClosure: Set<string>): void {
  // Amplify is configured from a chunk the first load imports lazily (config/amplify-once.ts).
  const amplify = [...entryClosure]
    .flatMap((file) => matches(read(file), DYNAMIC_IMPORT))
    .find((file) => file.startsWith('configure-amplify-'));
  if (!amplify) throw new Error('No configure-amplify chunk');
  for (const [label, app, screen] of [
    ['Rider app (/ride, booking screen)', 'rider-app', 'book-page'],
    ['Driver app (/drive, offers screen)', 'driver-app', 'tasks-page'],
  ] as const) {
    const appChunk = lazyChunk(entry, app);
    const files = new Set([...entryClosure, ...staticClosure(amplify), ...staticClosure(appChunk)]);
    for (const file of staticClosure(lazyChunk(appChunk, screen))) files.add(file);
    console.log(`${label} first-load JavaScript: ${kB(sum(files))} gzip in ${files.size} files`);
  }
  const map = readdirSync(join(dist, 'assets')).filter(
    (file) => file.startsWith('maplibre-gl-') && file.endsWith('.js'),
  );
  if (map.length) console.log(`  MapLibre, loaded with the first map: ${kB(sum(map))} gzip`);
}

main();
